// Module hooks for a worker thread started while the API runs from its TypeScript sources (its Jest tests: Jest
// compiles the sources, a worker thread is plain Node). '.js' imports resolve to the '.ts' file beside them,
// '@inmo/contracts' to contracts' sources (as the tests map it), and '.ts' files are compiled by swc as the build
// does. The built API (dist/) never loads this file: its workers are plain JavaScript.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

const CONTRACTS = new URL('../../../contracts/src/index.ts', import.meta.url);

export async function resolve(specifier, context, next) {
  if (specifier === '@inmo/contracts' && existsSync(fileURLToPath(CONTRACTS))) return { url: CONTRACTS.href, shortCircuit: true };
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const url = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const out = await transform(await readFile(filename, 'utf8'), {
    filename,
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  });
  return { format: 'module', source: out.code, shortCircuit: true };
}
