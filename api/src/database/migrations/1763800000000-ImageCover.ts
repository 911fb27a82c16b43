// The stored cover crop of a property's first image ({url, width, height, srcset}), see src/images/cover.ts.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ImageCover1763800000000 implements MigrationInterface {
  name = 'ImageCover1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE property_images ADD COLUMN portada jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE property_images DROP COLUMN portada`);
  }
}
