// The items of a JSON document's one array, read as the bytes arrive: the API streams its unpaged
// lists (api/src/common/json-stream.ts), and the sitemap reads the public catalogue without holding the whole reply.
// Only what is needed is known: the document is an object whose `key` holds an array of objects; each object is cut
// out by counting braces outside strings and parsed on its own. A reply that ends before the array does (the API cut
// it short after a failure) is an error, never a shorter list.
import { StringDecoder } from 'node:string_decoder';

export class IncompleteJsonError extends Error {}

/** Each object of the array under `key`, in order. */
export async function* jsonArrayItems(chunks: AsyncIterable<Buffer | string>, key: string): AsyncGenerator<unknown> {
  const decoder = new StringDecoder('utf8');
  const opening = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:\\s*\\[`);
  let head = ''; // text before the array opens
  let inArray = false;
  let item: string[] = []; // the current object's pieces
  let depth = 0;
  let inString = false;
  let escaped = false;
  for await (const chunk of chunks) {
    let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (!inArray) {
      head += text;
      const m = opening.exec(head);
      if (!m) {
        if (head.length > 4096) throw new IncompleteJsonError(`no "${key}" array at the start of the reply`);
        continue;
      }
      inArray = true;
      text = head.slice(m.index + m[0].length);
      head = '';
    }
    let start = depth > 0 ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === 92 /* \ */) escaped = true;
        else if (c === 34 /* " */) inString = false;
        continue;
      }
      if (c === 34) inString = true;
      else if (c === 123 /* { */ || c === 91 /* [ */) {
        if (depth === 0) start = i;
        depth++;
      } else if (c === 125 /* } */ || c === 93 /* ] */) {
        if (depth === 0) return; // the array's own ']': done
        depth--;
        if (depth === 0) {
          item.push(text.slice(start, i + 1));
          const json = item.join('');
          item = [];
          start = -1;
          yield JSON.parse(json);
        }
      }
    }
    if (depth > 0 && start >= 0) item.push(text.slice(start));
  }
  throw new IncompleteJsonError(inArray ? `the "${key}" array was cut short` : `no "${key}" array in the reply`);
}
