// The built front ends run on React Router's production build (shell/mf-shared.mjs aliases it: the package's exports
// name only its development build): React Router is in the shell's main.js and in both first-paint renderers, and no
// built file carries a warning that only its development build has. Reads the dist folders of `npm run build`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A text every build of React Router has (an invariant of its hooks). */
const REACT_ROUTER = 'may be used only in the context of a <Router>';
/** Texts only React Router's development build has (its ENABLE_DEV_WARNINGS branches). */
const DEVELOPMENT_ONLY = ['You rendered descendant <Routes>', 'No routes matched location'];

function builtFiles(dir) {
  const abs = path.join(ROOT, dir);
  assert.ok(fs.existsSync(abs), `${dir} is missing: run npm run build first`);
  return fs.readdirSync(abs, { recursive: true }).map(String).filter((f) => /\.(c?js)$/.test(f)).map((f) => path.join(abs, f));
}

const FILES = ['shell/dist', 'mf-public/dist', 'mf-backoffice/dist'].flatMap(builtFiles);

test("the shell's main.js and both first-paint renderers hold React Router", () => {
  const main = FILES.filter((f) => /shell\/dist\/assets\/main\.[0-9a-f]+\.js$/.test(f));
  assert.equal(main.length, 1);
  for (const file of [...main, path.join(ROOT, 'shell/dist/ssr/shell.cjs'), path.join(ROOT, 'mf-public/dist/ssr/mf_public.cjs')]) {
    assert.ok(fs.readFileSync(file, 'utf8').includes(REACT_ROUTER), `${path.relative(ROOT, file)} has no React Router`);
  }
});

test("no built file holds React Router's development build", () => {
  for (const file of FILES) {
    const text = fs.readFileSync(file, 'utf8');
    for (const warning of DEVELOPMENT_ONLY) assert.ok(!text.includes(warning), `${path.relative(ROOT, file)}: '${warning}'`);
  }
});
