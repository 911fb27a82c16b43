// The docs a newcomer reads first stay readable in an hour: README ≤ 10 KB, BENCHMARKS ≤ 15 KB (current tables
// only; older runs are in git history).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';

const root = new URL('../', import.meta.url);
for (const [file, kb] of [['README.md', 10], ['BENCHMARKS.md', 15]]) {
  test(`${file} is at most ${kb} KB`, () => {
    const bytes = statSync(new URL(file, root)).size;
    assert.ok(bytes <= kb * 1024, `${file} has ${bytes} bytes, over ${kb * 1024}`);
  });
}
