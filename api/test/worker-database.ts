// On PostgreSQL each jest worker runs its files in a database of its own (DATABASE_URL's name + '_w' + the worker's
// number), created here when missing. Change notices (LISTEN/NOTIFY) reach every session of a database whatever its
// schema, so a file writing in one worker would otherwise empty the reply caches another worker's file is measuring.
import pg from 'pg';

const base = process.env.DATABASE_URL;
const worker = process.env.JEST_WORKER_ID;
if (base && worker && !process.env.INMO_TEST_WORKER_DB) {
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_w${worker}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`).catch((err: { code?: string }) => {
      if (err.code !== '42P04') throw err; // created meanwhile
    });
  } finally {
    await admin.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  process.env.DATABASE_URL = url.toString();
  process.env.INMO_TEST_WORKER_DB = name;
}
