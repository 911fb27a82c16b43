// The built front ends as files: the shell's under /, each remote's under its prefix. Hashed files are cached for a
// year; remoteEntry.js and HTML never (a redeployed remote is picked up at once); the rest is revalidated.
// Text files go compressed from memory (compression.ts); the rest, and text for clients that take no compression,
// streamed from disk. Every file carries a validator, so a revalidation of an unchanged file is a 304.
import fs, { type Stats } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type CompressedFiles } from './compression.js';
import type { FrontEndDirs } from './config.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export const contentTypeOf = (file: string): string => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

// Files whose names carry a content hash may be cached for a year; anything else is revalidated.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|avif|woff2)$/;
export const NO_STORE = 'no-cache, no-store, must-revalidate';

export function cacheControlOf(file: string): string {
  const base = path.basename(file);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  if (base === 'remoteEntry.js' || path.extname(base).toLowerCase() === '.html') return NO_STORE;
  return 'no-cache';
}

/** Which front end a path belongs to, and the file path inside its folder. */
export function staticTarget(dirs: FrontEndDirs, pathname: string): { dir: string; rel: string; shell: boolean } {
  if (pathname.startsWith('/mf-public/')) return { dir: dirs.mfPublic, rel: pathname.slice('/mf-public/'.length), shell: false };
  if (pathname.startsWith('/mf-backoffice/')) return { dir: dirs.mfBackoffice, rel: pathname.slice('/mf-backoffice/'.length), shell: false };
  return { dir: dirs.shell, rel: pathname.slice(1), shell: true };
}

export interface StaticFile {
  dir: string;
  /** Inside `dir`, normalised, with '/' separators. */
  rel: string;
  file: string;
  st: Stats;
}

/**
 * The file at `rel` (already percent-decoded) under `dir`, or null. Checked on the resolved path, after every `..`
 * and encoded slash has been applied: nothing outside the folder, and never its ssr/ folder (the server renderers,
 * code for the gateway, not files for visitors).
 */
export async function findStaticFile(dir: string, rel: string): Promise<StaticFile | null> {
  if (!rel || rel.endsWith('/') || rel.includes('\0')) return null;
  const root = path.resolve(dir);
  const file = path.resolve(root, rel);
  const inside = path.relative(root, file);
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) return null;
  if (inside.split(path.sep)[0] === 'ssr') return null;
  try {
    const st = await fsp.stat(file);
    return st.isFile() ? { dir: root, rel: inside.split(path.sep).join('/'), file, st } : null;
  } catch {
    return null;
  }
}

/** A validator for the file's version (size and modification time), the same for every encoding of it. */
const etagOf = (st: Stats): string => `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;

/** Sends a found file with its type, cache rule and the best encoding the client takes. */
export async function sendStaticFile(request: FastifyRequest, reply: FastifyReply, found: StaticFile, copies: CompressedFiles, allowBrotli: boolean): Promise<unknown> {
  const etag = etagOf(found.st);
  reply.header('cache-control', cacheControlOf(found.file)).header('vary', 'Accept-Encoding').header('etag', etag).type(contentTypeOf(found.file));
  // A file revalidated (`no-cache`) and unchanged: no body.
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding'], found.file, allowBrotli);
  if (encoding) return reply.header('content-encoding', encoding).send(await copies.encoded(found.file, found.st, encoding));
  reply.header('content-length', found.st.size);
  if (request.method === 'HEAD') return reply.send();
  // Streamed from disk as the hand-written gateway did: @fastify/static's send() served this 15-20 % slower
  // (BENCHMARKS.md, the gateway section), and the other paths need none of what it adds.
  return reply.send(fs.createReadStream(found.file));
}
