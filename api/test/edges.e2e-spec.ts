// Requests are parsed at the edge: every controller reads its body and query string through a pipe (the contracts'
// zod schema, common/zod.pipe.ts), and no service method takes an unparsed body. Read from the sources, so a bare
// `@Body()` or a `body: unknown` in a service fails here before any route is called.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sources(suffix: string): { file: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => relative(SRC, join(SRC, f)))
    .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));
}

/** Each match's file and line. */
function where(files: { file: string; text: string }[], pattern: RegExp): string[] {
  return files.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((m) => `${file}:${text.slice(0, m.index).split('\n').length}: ${m[0].trim().replace(/\s+/g, ' ')}`),
  );
}

/** `@Body()`, `@Query()`, or one naming only a key: the raw value, no pipe. */
const BARE_EDGE = /@(Body|Query)\(\s*(?:'[^']*'|"[^"]*")?\s*\)/g;

/** A method (indented, in a class) with a parameter `body` typed `unknown`, over one line or several. */
const UNPARSED_BODY = /^[ \t]+(?:(?:public|private|protected|static|async)\s+)*[A-Za-z_$][\w$]*\s*\([^()]*\bbody\??\s*:\s*unknown\b[^()]*\)/gm;

describe('Parse at the edge', () => {
  const controllers = sources('.controller.ts');
  const services = sources('.service.ts');

  it('reads the sources it checks', () => {
    expect(controllers.length).toBeGreaterThan(20);
    expect(services.length).toBeGreaterThan(30);
  });

  it('gives every @Body() and @Query() of a controller a pipe', () => {
    expect(where(controllers, BARE_EDGE)).toEqual([]);
  });

  it('has no service method that takes an unparsed body', () => {
    expect(where(services, UNPARSED_BODY)).toEqual([]);
  });

  it('catches what it looks for', () => {
    const bare = [{ file: 'x.controller.ts', text: "  a(@Body() b: unknown) {}\n  c(@Query('q') q?: unknown) {}\n  d(@Body(new ZodPipe(s)) b: B) {}" }];
    expect(where(bare, BARE_EDGE)).toEqual(['x.controller.ts:1: @Body()', "x.controller.ts:2: @Query('q')"]);
    const unparsed = [{ file: 'x.service.ts', text: 'export function hash(url: string, body: unknown) {}\nclass S {\n  async create(\n    body: unknown,\n    actor: Actor,\n  ) {}\n  update(v: V) {}\n}' }];
    expect(where(unparsed, UNPARSED_BODY)).toEqual(['x.service.ts:3: async create( body: unknown, actor: Actor, )']);
  });
});
