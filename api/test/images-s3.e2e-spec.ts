// Uploads on an S3-compatible bucket (S3_* set): aws4fetch's Signature V4 signer against AWS's published example, the
// settings check at start, and a whole upload + sweep against a small S3 stand-in on 127.0.0.1 that checks every
// request's signature and keeps objects in memory.
import sharp from 'sharp';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig, ConfigError } from '../src/config/config.js';
import { UnusedImagesSweeper } from '../src/images/unused-images.sweeper.js';
import { AwsV4Signer } from 'aws4fetch';
import { bootApp, loginToken, type TestApp } from './helpers.js';

const KEY = 'AKIAIOSFODNN7EXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('S3 signature and settings', () => {
  it('signs like AWS’s published GET Object example', async () => {
    const auth = await new AwsV4Signer({
      method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/test.txt', service: 's3', region: 'us-east-1', accessKeyId: KEY, secretAccessKey: SECRET,
      datetime: '20130524T000000Z', allHeaders: true, headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY },
    }).authHeader();
    expect(auth).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('refuses to start with half the S3 settings, and fills in the defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inmo-s3-config-'));
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'fotos', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    const c = loadConfig({ DATA_DIR: dir, S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', JWT_SECRET: 'x'.repeat(40) });
    expect(c.s3).toMatchObject({ region: 'us-east-1', endpoint: 'https://s3.us-east-1.amazonaws.com', prefix: 'media/', publicUrl: 'https://s3.us-east-1.amazonaws.com/fotos/media/' });
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).s3).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});

/** Just enough of S3 for MediaStorage: PUT, DELETE, GET object, ListObjectsV2; every request's signature checked. */
function fakeS3(): { server: Server; objects: Map<string, { body: Buffer; type: string; cache: string; modified: Date }>; bad: string[] } {
  const objects = new Map<string, { body: Buffer; type: string; cache: string; modified: Date }>();
  const bad: string[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const parts: Buffer[] = [];
    for await (const c of req) parts.push(c as Buffer);
    const body = Buffer.concat(parts);
    const url = new URL(req.url!, 'http://x');
    const auth = String(req.headers.authorization ?? '');
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const headers: Record<string, string> = {};
    for (const h of signed) headers[h] = String(req.headers[h] ?? '');
    const hash = createHash('sha256').update(body).digest('hex');
    const expected = await new AwsV4Signer({
      method: req.method!, url: `http://${req.headers.host}${req.url}`, headers, service: 's3', region: 'us-east-1',
      accessKeyId: 'clave', secretAccessKey: 'secreto', datetime: String(req.headers['x-amz-date']), allHeaders: true,
    }).authHeader();
    if (auth !== expected || req.headers['x-amz-content-sha256'] !== hash || !signed.includes('host')) {
      bad.push(`${req.method} ${req.url}`);
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname.replace(/^\/fotos\/?/, ''));
    if (req.method === 'PUT') {
      objects.set(key, { body, type: String(req.headers['content-type']), cache: String(req.headers['cache-control']), modified: new Date() });
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      // Two per page, to walk the continuation tokens.
      const start = Number(url.searchParams.get('continuation-token') ?? 0);
      const page = keys.slice(start, start + 2);
      const more = start + 2 < keys.length;
      res.writeHead(200, { 'content-type': 'application/xml' }).end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>${more}</IsTruncated>` +
          page.map((k) => `<Contents><Key>${k}</Key><LastModified>${objects.get(k)!.modified.toISOString()}</LastModified></Contents>`).join('') +
          (more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : '') + '</ListBucketResult>',
      );
    } else if (req.method === 'GET' && objects.has(key)) {
      res.writeHead(200, { 'content-type': objects.get(key)!.type }).end(objects.get(key)!.body);
    } else {
      res.writeHead(404).end();
    }
  });
  return { server, objects, bad };
}

describe('image upload to an S3-compatible bucket', () => {
  let t: TestApp;
  let token: string;
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
    t = await bootApp({
      seedDemo: false,
      env: { S3_BUCKET: 'fotos', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'clave', S3_SECRET_ACCESS_KEY: 'secreto', S3_PUBLIC_URL: 'https://fotos.example.com/media' },
    });
    token = await loginToken(t.http);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => s3.server.close(r));
  });

  it('stores the renditions and the master in the bucket, addressed by the public URL, and sweeps them there', async () => {
    const png = await sharp({ create: { width: 1000, height: 400, channels: 3, background: '#3366aa' } }).png().toBuffer();
    const res = await t.http.post('/api/admin/imagenes').set('auth-token', token).attach('file', png, 'a.png');
    expect(res.status).toBe(201);
    expect(s3.bad).toEqual([]);
    const hash = res.body.public_id.split('/')[1];
    expect(res.body.url).toBe(`https://fotos.example.com/media/casas-${hash}.webp`);
    expect(res.body.srcset).toEqual([
      { width: 480, url: `https://fotos.example.com/media/casas-${hash}-480.webp` },
      { width: 960, url: `https://fotos.example.com/media/casas-${hash}-960.webp` },
      { width: 1000, url: res.body.url },
    ]);
    expect([...s3.objects.keys()].sort()).toEqual([`media/casas-${hash}-480.webp`, `media/casas-${hash}-960.webp`, `media/casas-${hash}.webp`]);
    for (const o of s3.objects.values()) {
      expect(o.type).toBe('image/webp');
      expect(o.cache).toContain('immutable');
      expect((await sharp(o.body).metadata()).format).toBe('webp');
    }
    // Nothing references it: once old enough, the sweep removes the whole upload from the bucket.
    const sweeper = t.app.get(UnusedImagesSweeper);
    expect(await sweeper.sweep()).toEqual([]);
    expect((await sweeper.sweep({ now: Date.now() + 2 * 24 * 3600 * 1000 })).sort()).toEqual([`casas-${hash}-480.webp`, `casas-${hash}-960.webp`, `casas-${hash}.webp`]);
    expect(s3.objects.size).toBe(0);
    expect(s3.bad).toEqual([]);
  });
});
