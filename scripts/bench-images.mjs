#!/usr/bin/env node
// `npm run bench:images` (also the last part of `npm run bench`): the upload pipeline on a 10 MB JPEG — time and
// peak memory to make the WebP master, the srcset renditions and the 16:9 cover crops, and the bytes of each.
// Each run is a fresh child process (its peak resident memory, VmHWM, is its own); medians of BENCH_IMAGE_RUNS.
//
//   BENCH_IMAGE_RUNS 5
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_IMAGE_RUNS || 5);

function vm(name) {
  const m = readFileSync('/proc/self/status', 'utf8').match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** Child: process the file once and print the figures as JSON. */
async function measure(file) {
  const { processImage, renderCover } = await import(pathToFileURL(path.join(ROOT, 'api/dist/images/image-processor.js')).href);
  const input = readFileSync(file);
  const rssBefore = vm('VmRSS');
  const t0 = performance.now();
  const img = await processImage(input);
  const t1 = performance.now();
  const covers = await renderCover(img.master, { x: 0.5, y: 0.5, zoom: 1 });
  const t2 = performance.now();
  console.log(
    JSON.stringify({
      width: img.width,
      height: img.height,
      processMs: t1 - t0,
      coverMs: t2 - t1,
      rssBefore,
      peak: vm('VmHWM'),
      master: img.master.length,
      renditions: img.renditions.map((r) => ({ width: r.width, bytes: r.data ? r.data.length : img.master.length })),
      covers: covers.map((c) => ({ width: c.width, height: c.height, bytes: c.data.length })),
    }),
  );
}

/** A photo-like 6000×4000 JPEG of about 10 MB: smooth colour fields with fine grain (deterministic). */
async function makeJpeg(file) {
  const { default: sharp } = await import('sharp');
  const W = 6000;
  const H = 4000;
  let s = 0x9e3779b9;
  const rand = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) & 0xff;
  };
  const coarse = Buffer.alloc(150 * 100 * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = rand();
  const px = await sharp(coarse, { raw: { width: 150, height: 100, channels: 3 } }).resize(W, H, { kernel: 'cubic' }).raw().toBuffer();
  const amp = 19;
  for (let i = 0; i < px.length; i++) px[i] = Math.max(0, Math.min(255, px[i] + (rand() % (2 * amp + 1)) - amp));
  writeFileSync(file, await sharp(px, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: 92 }).toBuffer());
}

const median = (xs) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length % 2 ? a[(a.length - 1) / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
};
const kb = (n) => (n / 1024).toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const mb = (n) => (n / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export async function benchImages(say = console.log) {
  const dir = mkdtempSync(path.join(tmpdir(), 'inmo-bench-img-'));
  try {
    const file = path.join(dir, 'foto.jpg');
    await makeJpeg(file);
    const size = statSync(file).size;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--measure', file], { cwd: ROOT, encoding: 'utf8' });
      runs.push(JSON.parse(out.trim().split('\n').pop()));
    }
    const r = runs[0];
    say(`\nimage pipeline: a ${mb(size)} MB JPEG, ${r.width}×${r.height}, ${RUNS} runs (fresh process each), medians`);
    say('| step | median ms | min | max |');
    say('|---|---:|---:|---:|');
    for (const [name, k] of [['master + 3 renditions (upload)', 'processMs'], ['cover crops 640×360 + 1280×720 (save)', 'coverMs']]) {
      const xs = runs.map((x) => x[k]);
      say(`| ${name} | ${median(xs).toFixed(0)} | ${Math.min(...xs).toFixed(0)} | ${Math.max(...xs).toFixed(0)} |`);
    }
    say(`\npeak resident memory of the process: median ${mb(median(runs.map((x) => x.peak)))} MB (${mb(median(runs.map((x) => x.rssBefore)))} MB before the image, the input file included)`);
    say('\n| output | size | bytes |');
    say('|---|---|---:|');
    say(`| master WebP | ${r.width}×${r.height} | ${kb(r.master)} KB |`);
    for (const x of r.renditions) say(`| rendition | ${x.width} w | ${kb(x.bytes)} KB |`);
    for (const c of r.covers) say(`| cover crop${c.width === 640 ? ' (card)' : ''} | ${c.width}×${c.height} | ${kb(c.bytes)} KB |`);
    const card = r.covers.find((c) => c.width === 640);
    say(`card rendition ${kb(card.bytes)} KB: ${card.bytes <= 50 * 1024 ? 'within' : 'OVER'} the 50 KB budget`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--measure') {
  await measure(process.argv[3]);
} else if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchImages();
}
