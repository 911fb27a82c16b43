// Whether the database answers, for GET /api/health (load balancers and the ops scripts ask it).
import { Inject, Injectable } from '@nestjs/common';
import { Db } from '../database/db.service.js';

@Injectable()
export class HealthService {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** One trivial statement; any failure (down, timed out) counts as down. */
  async databaseUp(): Promise<boolean> {
    try {
      await this.db.execute('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
