// MediaStorage on an S3-compatible bucket (AWS S3, MinIO, R2…), for several API replicas sharing the images.
// Plain HTTP with AWS Signature V4 (node:crypto + fetch) rather than an SDK: five calls are all it needs.
// Path-style addresses (`<endpoint>/<bucket>/<key>`), which every S3-compatible service accepts.
// Chosen when S3_BUCKET is set: S3_ENDPOINT (default https://s3.<region>.amazonaws.com), S3_REGION (us-east-1),
// S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX (media/), S3_PUBLIC_URL (the address the site uses for the
// objects; default <endpoint>/<bucket>/<prefix>). The bucket (or the CDN before it) must allow public reads.
import { createHash, createHmac } from 'node:crypto';
import type { MediaStorage, StoredFile } from './media-storage.js';

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  publicUrl: string;
}

/** S3 settings from the environment; null without S3_BUCKET; throws (at start) when they are incomplete. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (!accessKeyId || !secretAccessKey) throw new Error('Con S3_BUCKET hacen falta S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY');
  const endpoint = (env.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(endpoint)) throw new Error('S3_ENDPOINT debe ser http(s)://host[:puerto]');
  let prefix = env.S3_PREFIX?.trim() ?? 'media/';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const publicUrl = (env.S3_PUBLIC_URL?.trim() || `${endpoint}/${bucket}/${prefix}`).replace(/\/*$/, '/');
  return { endpoint, region, bucket, accessKeyId, secretAccessKey, prefix, publicUrl };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  /** Already URI-encoded path, e.g. /bucket/media/x.webp */
  path: string;
  query?: Record<string, string>;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** YYYYMMDD'T'HHMMSS'Z' */
  amzDate: string;
}

/** AWS Signature V4 for S3: the Authorization header value. `headers` must include host and x-amz-date. */
export function signV4(i: SignInput): string {
  const names = Object.keys(i.headers).map((h) => h.toLowerCase()).sort();
  const lower: Record<string, string> = {};
  for (const [k, v] of Object.entries(i.headers)) lower[k.toLowerCase()] = String(v).trim().replace(/\s+/g, ' ');
  const canonicalHeaders = names.map((h) => `${h}:${lower[h]}\n`).join('');
  const signedHeaders = names.join(';');
  const query = Object.entries(i.query ?? {})
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [i.method, i.path, query, canonicalHeaders, signedHeaders, i.payloadHash].join('\n');
  const day = i.amzDate.slice(0, 8);
  const scope = `${day}/${i.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', i.amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${i.secretAccessKey}`, day), i.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${i.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export class S3MediaStorage implements MediaStorage {
  constructor(private readonly c: S3Config) {}

  private async call(method: string, key: string | null, opts: { query?: Record<string, string>; body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const path = `/${encode(this.c.bucket)}${key === null ? '' : '/' + key.split('/').map(encode).join('/')}`;
    const payloadHash = sha256(opts.body ?? '');
    const amzDate = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const headers: Record<string, string> = { host: new URL(this.c.endpoint).host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate, ...opts.headers };
    headers.authorization = signV4({ method, path, query: opts.query, headers, payloadHash, region: this.c.region, accessKeyId: this.c.accessKeyId, secretAccessKey: this.c.secretAccessKey, amzDate });
    const qs = new URLSearchParams(opts.query ?? {}).toString();
    const { host: _host, ...sent } = headers;
    return fetch(`${this.c.endpoint}${path}${qs ? '?' + qs : ''}`, { method, headers: sent, body: opts.body as unknown as RequestInit['body'], signal: AbortSignal.timeout(30_000) });
  }

  private static async fail(what: string, res: Response): Promise<never> {
    const text = await res.text().catch(() => '');
    throw new Error(`S3 ${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    // A PUT object is atomic on S3: readers see the old object or the new one, never half of it.
    const res = await this.call('PUT', this.c.prefix + name, {
      body: data,
      headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
    });
    if (!res.ok) await S3MediaStorage.fail(`put ${name}`, res);
    await res.arrayBuffer();
  }

  async get(name: string): Promise<Buffer | null> {
    const res = await this.call('GET', this.c.prefix + name);
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) await S3MediaStorage.fail(`get ${name}`, res);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(name: string): Promise<void> {
    const res = await this.call('DELETE', this.c.prefix + name);
    if (!res.ok && res.status !== 404) await S3MediaStorage.fail(`delete ${name}`, res);
    await res.arrayBuffer();
  }

  url(name: string): string {
    return this.c.publicUrl + name;
  }

  async list(): Promise<StoredFile[]> {
    const out: StoredFile[] = [];
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix: this.c.prefix };
      if (token) query['continuation-token'] = token;
      const res = await this.call('GET', null, { query });
      if (!res.ok) await S3MediaStorage.fail('list', res);
      const xml = await res.text();
      for (const m of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = unxml(/<Key>([\s\S]*?)<\/Key>/.exec(m[1]!)?.[1] ?? '');
        const modified = new Date(/<LastModified>([\s\S]*?)<\/LastModified>/.exec(m[1]!)?.[1] ?? '');
        const name = key.slice(this.c.prefix.length);
        if (key.startsWith(this.c.prefix) && name && !name.includes('/') && !Number.isNaN(modified.getTime())) out.push({ name, modified });
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? unxml(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') || undefined : undefined;
    } while (token);
    return out;
  }
}

function unxml(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}
