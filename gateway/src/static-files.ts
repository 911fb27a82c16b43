// The built front ends as files: the shell's under /, each remote's under its prefix. Hashed files are cached for a
// year; remoteEntry.js and HTML never (a redeployed remote is picked up at once); the rest is revalidated.
// Text files go compressed from memory (compression.ts); the rest, and text for clients that take no compression,
// through @fastify/static (conditional requests, ranges, streaming from disk).
import fsp from 'node:fs/promises';
import type { Stats } from 'node:fs';
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

/** Sends a found file with its type, cache rule and the best encoding the client takes. */
export async function sendStaticFile(request: FastifyRequest, reply: FastifyReply, found: StaticFile, copies: CompressedFiles, allowBrotli: boolean): Promise<void> {
  reply.header('cache-control', cacheControlOf(found.file)).header('vary', 'Accept-Encoding').type(contentTypeOf(found.file));
  const encoding = acceptedEncoding(request.headers['accept-encoding'], found.file, allowBrotli);
  if (encoding) {
    const body = await copies.encoded(found.file, found.st, encoding);
    await reply.header('content-encoding', encoding).send(body);
    return;
  }
  // @fastify/static sets its own type and cache headers from the file; setStaticHeaders (registered with it) puts
  // these back.
  await reply.sendFile(found.rel, found.dir);
}

/** @fastify/static's setHeaders: the same type and cache rule as the compressed copies. */
export function setStaticHeaders(reply: FastifyReply, file: string): void {
  reply.header('cache-control', cacheControlOf(file)).header('content-type', contentTypeOf(file));
}
