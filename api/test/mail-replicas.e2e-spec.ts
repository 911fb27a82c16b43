// Two API processes on one PostgreSQL share the outbox: each message is claimed by one of them (UPDATE … FOR UPDATE
// SKIP LOCKED with a lease) and reaches the SMTP server once. A private PostgreSQL cluster, as scale-out's.
import type pg from 'pg';
import { startReplicas, type ChildApi, type Replicas } from './child-api.js';
import { startSmtp, type TestSmtp } from './smtp.js';

describe('outgoing mail with two API processes on one database', () => {
  let replicas: Replicas | undefined;
  let smtp: TestSmtp;
  let a: ChildApi;
  let b: ChildApi;
  let db: pg.Client;
  beforeAll(async () => {
    smtp = await startSmtp();
    replicas = await startReplicas('mail-replicas', { SMTP_URL: smtp.url, MAIL_FROM: 'avisos@example.com', MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100' });
    ({ a, b, db } = replicas);
  }, 90_000);
  afterAll(async () => {
    await replicas?.stop();
    await smtp?.stop();
  });

  it('sends each of 40 messages exactly once', async () => {
    // Written not yet due, then all made due in one statement: both replicas' polls find the same rows waiting.
    await db.query(
      `INSERT INTO mail_outbox (para, asunto, texto, html, proximo_intento)
       SELECT 'replicas@example.com', 'Mensaje ' || g, 'texto ' || g, '<p>' || g || '</p>', now() + interval '1 hour' FROM generate_series(1, 40) g`,
    );
    await db.query(`UPDATE mail_outbox SET proximo_intento = now()`);
    const arrived = await smtp.waitFor(40, 30_000);
    // A moment for a duplicate, were there one, to arrive as well.
    const end = Date.now() + 500;
    while (Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(arrived.map((m) => m.subject).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `Mensaje ${i + 1}`).sort());
    const rows = await db.query(`SELECT estado, intentos FROM mail_outbox`);
    expect(rows.rows.every((r) => r.estado === 'enviado' && r.intentos === 1)).toBe(true);
    expect(a.alive() && b.alive()).toBe(true);
  });
});
