// Outgoing mail: every message is written to mail_outbox first (in the transaction of the write that caused it) and
// a worker sends it (api/src/mail). 'pendiente' waits or is being retried (proximo_intento, with the last failure in
// `error`); 'enviado' went out; 'error' was refused for good by the SMTP server or ran out of attempts. A worker
// leases a row (bloqueado_hasta) with FOR UPDATE SKIP LOCKED, so replicas on one PostgreSQL never send it twice.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1764420000000 implements MigrationInterface {
  name = 'MailOutbox1764420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      para varchar(320) NOT NULL,
      asunto varchar(300) NOT NULL,
      texto text NOT NULL,
      html text NOT NULL,
      adjuntos jsonb NOT NULL DEFAULT '[]',
      cabeceras jsonb NOT NULL DEFAULT '{}',
      directa boolean NOT NULL DEFAULT false,
      estado varchar(12) NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'enviado', 'error')),
      intentos integer NOT NULL DEFAULT 0,
      error text NULL,
      proximo_intento timestamptz NOT NULL DEFAULT now(),
      bloqueado_hasta timestamptz NULL,
      message_id text NULL,
      creado timestamptz NOT NULL DEFAULT now(),
      enviado timestamptz NULL)`);
    await q.query(`CREATE INDEX idx_mail_outbox_due ON mail_outbox (proximo_intento) WHERE estado = 'pendiente'`);
    await q.query(`CREATE INDEX idx_mail_outbox_creado ON mail_outbox (creado DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS mail_outbox`);
  }
}
