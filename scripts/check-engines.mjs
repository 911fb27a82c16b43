// Every installed package's `engines.node` must accept the oldest Node the product supports (the root
// package.json's engines, 20.19). npm only warns (EBADENGINE) and installs anyway, and a package that requires a
// newer Node may work on 20 today and break with its next patch. Run by `npm test`; exits 1 with the offenders.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('..', import.meta.url));
const supported = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
const oldest = semver.minVersion(supported).version;

/** package.json of every package under a node_modules folder, nested ones included. */
function* packages(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue;
    if (e.name.startsWith('@')) {
      yield* packages(join(dir, e.name));
      continue;
    }
    const pkgDir = join(dir, e.name);
    try {
      yield { dir: pkgDir, pkg: JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) };
    } catch {
      continue;
    }
    yield* packages(join(pkgDir, 'node_modules'));
  }
}

const folders = [join(root, 'node_modules'), ...['contracts', 'api', 'gateway', 'shell', 'mf-public', 'mf-backoffice', 'e2e'].map((w) => join(root, w, 'node_modules'))];
const bad = [];
let count = 0;
for (const folder of folders) {
  for (const { dir, pkg } of packages(folder)) {
    count++;
    const range = pkg.engines?.node;
    if (typeof range !== 'string' || !semver.validRange(range)) continue;
    if (!semver.satisfies(oldest, range)) bad.push(`${pkg.name}@${pkg.version} wants node ${range} (${dir.slice(root.length)})`);
  }
}
if (bad.length) {
  console.error(`Packages whose engines refuse Node ${oldest} (root engines ${supported}):\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
console.log(`engines: ${count} installed packages accept Node ${oldest}`);
