// Big replies in constant memory: a JSON document whose one array is filled batch by batch, as
// the database hands the batches over (database/keyset.ts), each batch serialised and written as soon as it is
// ready. The unpaged lists of spec §7 use it: /api/admin/todas-propiedades, /api/user/propiedades-publicas,
// /api/admin/clientes and /api/admin/operaciones, as Zonaprop's feed does for its XML.
//
// - The bytes are the ones JSON.stringify writes for the whole document: head, the items joined by ',', tail.
// - Backpressure: the next batch is read only when the connection has taken the one before (a Readable over an
//   async generator, piped by Fastify), so a slow client holds one batch in memory, not the list.
// - The first batch is read before anything is sent: a database that is down still answers 503 in the one error
//   shape. A failure after the first bytes cannot become a status any more: it is logged and the connection is
//   destroyed (Fastify does it when the stream errors), so the client sees a body cut short — never a closed,
//   valid-looking JSON document missing rows. The tail is written only after the last batch.
// - HEAD: the same checks and headers, no body (the first batch is read, so HEAD and GET agree on errors).
import { Readable } from 'node:stream';

/** Characters per piece written (well under V8's large-object size even for two-byte text). */
const PIECE = 16 * 1024;

/** The minimum of Fastify's request logger this needs. */
interface Log {
  error(obj: object, msg: string): void;
}

export interface JsonArrayDocument<T> {
  /** Everything before the array's first item: '{"casas":[' ('[' for a document that is the array). */
  head: string;
  /** Everything after its last item: ']}' (or ']'). */
  tail: string;
  /** The items, batch by batch. */
  batches: AsyncIterable<readonly T[]>;
}

/** The document as a byte stream; reads its first batch first (an error there is thrown here, before any byte). */
export async function jsonArrayStream<T>(doc: JsonArrayDocument<T>, opts: { headOnly?: boolean; log?: Log; what?: string } = {}): Promise<Readable> {
  const source = doc.batches[Symbol.asyncIterator]();
  const first = await source.next();
  if (opts.headOnly) {
    await source.return?.();
    return Readable.from([]);
  }
  async function* bytes(): AsyncGenerator<string> {
    let items = 0;
    let pending = doc.head;
    // A batch is written as pieces of about PIECE characters (a batch joined whole would be a string past V8's
    // regular object size, born in the old generation, and a chunk the socket queues whole), and nothing of it is
    // kept while the next batch is read.
    let next: IteratorResult<readonly T[]> | null = first;
    try {
      while (!next.done) {
        const batch: readonly T[] = next.value;
        next = null;
        let piece: string[] = [];
        let size = pending.length;
        for (const item of batch) {
          const json = JSON.stringify(item);
          piece.push(items++ > 0 ? ',' + json : json);
          size += json.length + 1;
          if (size >= PIECE) {
            yield pending + piece.join('');
            pending = '';
            piece = [];
            size = 0;
          }
        }
        if (piece.length > 0) yield pending + piece.join('');
        if (batch.length > 0) pending = '';
        piece = [];
        next = await source.next();
      }
    } catch (err) {
      opts.log?.error({ err, items }, `${opts.what ?? 'list'}: failed after the first bytes; the connection is closed so the reply is visibly cut short`);
      throw err;
    } finally {
      // The client went away (or it failed): stop the source between its batches.
      await source.return?.();
    }
    yield pending + doc.tail;
  }
  // Bytes, not objects: the stream stops asking for batches once ~16 KB wait unsent (one batch is larger than that).
  return Readable.from(bytes(), { objectMode: false });
}

/** Fastify's reply, as much of it as the controllers need to send a stream. */
interface StreamReply {
  type(contentType: string): unknown;
}

/**
 * What a controller returns for an unpaged list: the document's stream (or an empty body for HEAD) with its
 * content type. The caller's route answers it as a chunked 200 (no Content-Length); the cache headers' onSend hook
 * applies as to any reply.
 */
export async function sendJsonArray<T>(req: { method: string; log?: Log; url?: string }, reply: StreamReply, doc: JsonArrayDocument<T>): Promise<Readable> {
  const stream = await jsonArrayStream(doc, { headOnly: req.method === 'HEAD', log: req.log, what: req.url });
  reply.type('application/json; charset=utf-8');
  return stream;
}
