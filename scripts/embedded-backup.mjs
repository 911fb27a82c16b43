// Talks to the running API's backup door (api/src/database/embedded-backup.ts) on DATA_DIR/backup.sock, for
// scripts/backup.sh and scripts/restore.sh. Node only (no curl needed).
//
//   node scripts/embedded-backup.mjs dump DATA_DIR OUT_TAR   the database at one instant, as a tar, into OUT_TAR
//   node scripts/embedded-backup.mjs running DATA_DIR        whether an API has the database open
//
// Exit codes: 0 done (running: one is), 3 no API answers on DATA_DIR (running: none is), 1 anything else.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const NOBODY = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK']);
const [command, dataDir, out] = process.argv.slice(2);
if (!dataDir || (command === 'dump' && !out) || (command !== 'dump' && command !== 'running')) {
  process.stderr.write('usage: node scripts/embedded-backup.mjs dump DATA_DIR OUT_TAR | running DATA_DIR\n');
  process.exit(1);
}
const socketPath = join(dataDir, 'backup.sock');

function ask(path) {
  return new Promise((resolve, reject) => {
    request({ socketPath, path, method: command === 'dump' ? 'GET' : 'HEAD' }, resolve).on('error', reject).end();
  });
}

try {
  const res = await ask(command === 'dump' ? '/pglite.tar' : '/');
  if (command === 'running') {
    res.resume();
    process.exit(0);
  }
  if (res.statusCode !== 200) {
    const text = [];
    for await (const chunk of res) text.push(chunk);
    throw new Error(`the API answered ${res.statusCode}: ${Buffer.concat(text).toString().trim()}`);
  }
  // Written under a temporary name: an interrupted copy never looks like a whole one.
  await pipeline(res, createWriteStream(`${out}.part`));
  if (!res.complete) throw new Error('the copy was cut short');
  await rename(`${out}.part`, out);
} catch (err) {
  if (out) await rm(`${out}.part`, { force: true }).catch(() => undefined);
  if (NOBODY.has(err?.code)) process.exit(3);
  process.stderr.write(`embedded-backup: ${err instanceof Error ? err.message : err}\n`);
  process.exit(1);
}
