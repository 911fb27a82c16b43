// MediaStorage on an S3-compatible bucket (AWS S3, MinIO, R2…), for several API replicas sharing the images.
// Plain HTTP signed with AWS Signature V4 by aws4fetch rather than an SDK: five calls are all it needs.
// Path-style addresses (`<endpoint>/<bucket>/<key>`), which every S3-compatible service accepts.
// Chosen when S3_BUCKET is set (read by config.ts): S3_ENDPOINT (default https://s3.<region>.amazonaws.com), S3_REGION (us-east-1),
// S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX (media/), S3_PUBLIC_URL (the address the site uses for the
// objects; default <endpoint>/<bucket>/<prefix>). The bucket (or the CDN before it) must allow public reads.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
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

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export class S3MediaStorage implements MediaStorage {
  private readonly aws: AwsClient;

  constructor(private readonly c: S3Config) {
    // No retries: a failed call fails the upload or the sweep that made it, which say so.
    this.aws = new AwsClient({ accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey, service: 's3', region: c.region, retries: 0 });
  }

  private call(method: string, key: string | null, opts: { query?: Record<string, string>; body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const path = `/${encode(this.c.bucket)}${key === null ? '' : '/' + key.split('/').map(encode).join('/')}`;
    const qs = new URLSearchParams(opts.query ?? {}).toString();
    const body = opts.body ?? Buffer.alloc(0);
    // The payload's hash is sent and signed (aws4fetch would sign S3 calls as UNSIGNED-PAYLOAD).
    const headers = { 'x-amz-content-sha256': sha256(body), ...opts.headers };
    return this.aws.fetch(`${this.c.endpoint}${path}${qs ? '?' + qs : ''}`, {
      method,
      headers,
      body: opts.body as unknown as RequestInit['body'],
      signal: AbortSignal.timeout(30_000),
    });
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
