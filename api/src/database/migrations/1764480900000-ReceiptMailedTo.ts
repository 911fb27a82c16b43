// A payment keeps the address its receipt was mailed to (null: not mailed), so voiding it mails that tenant a notice
// of the void. Payments recorded before the column read null: their receipts' voids are not announced by mail.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReceiptMailedTo1764480900000 implements MigrationInterface {
  name = 'ReceiptMailedTo1764480900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rental_payments ADD COLUMN recibo_enviado_a text NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rental_payments DROP COLUMN recibo_enviado_a`);
  }
}
