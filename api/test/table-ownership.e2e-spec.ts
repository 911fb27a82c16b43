// Each module owns its tables (src/database/table-owners.ts): a module's SQL names only its own tables, and reads or
// writes another's through what that module exports. Read from the sources: every string and template literal of a
// module's files (its specs aside, which set up data like the tests here) is searched for a table named after FROM,
// JOIN, UPDATE, INTO, USING, TABLE, TRUNCATE or REFERENCES, or in a FROM list, and for a claimed queue built on
// another module's table (`table: 'clients'`). The migrations and the database module are the schema's and stay out.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { TABLE_OWNERS } from '../src/database/table-owners.js';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/**
 * Modules still being brought to the rule; each comes off the list when its SQL names only its own tables.
 * rental-accounts and rentals share the contract query and lock clients rows; billing reads settlements and sales.
 */
const NOT_YET: readonly string[] = ['rental-accounts'];

type Source = { file: string; module: string; text: string };

/** The modules' files: api/src/<module>/**\/*.ts, the schema (database/) and the specs aside. */
function moduleSources(): Source[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((f) => relative(SRC, join(SRC, f)).split(sep).join('/'))
    .filter((f) => f.endsWith('.ts') && f.includes('/') && !f.startsWith('database/'))
    .filter((f) => !f.endsWith('.spec.ts') && !f.includes('/__tests__/'))
    .map((file) => ({ file, module: file.split('/')[0]!, text: readFileSync(join(SRC, file), 'utf8') }));
}

const TABLES = Object.keys(TABLE_OWNERS);
const owner = (table: string): string | undefined => (TABLE_OWNERS as Record<string, string>)[table];
const KEYWORD = /\b(?:FROM|JOIN|UPDATE|INTO|USING|TABLE|TRUNCATE|REFERENCES)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
/** A FROM list's later items: `FROM a x, b y` names b too. */
const FROM_LIST = /\bFROM\s+((?:[a-z_][a-z0-9_]*)(?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?(?:\s*,\s*[a-z_][a-z0-9_]*(?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?)+)/gi;

/** The tables a piece of SQL names. */
export function tablesIn(sql: string): string[] {
  const named = [...sql.matchAll(KEYWORD)].map((m) => m[1]!.toLowerCase());
  for (const m of sql.matchAll(FROM_LIST)) named.push(...m[1]!.split(',').map((item) => item.trim().split(/\s+/)[0]!.toLowerCase()));
  return [...new Set(named)].filter((t) => TABLES.includes(t));
}

/** Each literal of the file naming a table another module owns: `file:line: table (owner)`. */
export function crossings(src: Source): string[] {
  const sf = ts.createSourceFile(src.file, src.text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, tables: string[]) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    for (const t of tables) if (owner(t) !== src.module) found.push(`${src.file}:${line}: ${t} (${owner(t)})`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(node, tablesIn(node.text));
    else if (ts.isTemplateExpression(node)) {
      // The literal parts, each alone: what a substitution puts between them is another fragment's own SQL.
      report(node, tablesIn(node.head.text));
      for (const span of node.templateSpans) report(span.literal, tablesIn(span.literal.text));
    }
    // A claimed queue's table: its claim and updates are SQL on that table.
    if (ts.isPropertyAssignment(node) && node.name.getText(sf) === 'table' && ts.isStringLiteralLike(node.initializer) && owner(node.initializer.text)) {
      report(node.initializer, [node.initializer.text]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...new Set(found)];
}

/** The tables the migrations leave: every CREATE TABLE (a TEMP one is gone by the end of its migration). */
function migratedTables(): string[] {
  const dir = join(SRC, 'database', 'migrations');
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  return [...new Set([...text.matchAll(/\bCREATE TABLE (?:IF NOT EXISTS )?"?([a-z_][a-z0-9_]*)/g)].map((m) => m[1]!))].sort();
}

describe('Each module owns its tables', () => {
  const sources = moduleSources();
  const modules = [...new Set(sources.map((s) => s.module))];

  it('reads the sources it checks', () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(modules).toEqual(expect.arrayContaining(['alerts', 'clients', 'contact', 'properties', 'valuations']));
  });

  it('gives every table the migrations create an owner, a module that exists', () => {
    expect(migratedTables()).toEqual([...TABLES].sort());
    const dirs = readdirSync(SRC, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(Object.values(TABLE_OWNERS).filter((m) => !dirs.includes(m))).toEqual([]);
  });

  it("has no module whose SQL names another module's table", () => {
    const enforced = sources.filter((s) => !NOT_YET.includes(s.module));
    expect(enforced.flatMap(crossings)).toEqual([]);
  });

  it('keeps on the waiting list only modules that exist', () => {
    expect(NOT_YET.filter((m) => !modules.includes(m))).toEqual([]);
  });

  it('catches a planted crossing', () => {
    const planted: Source = {
      file: 'alerts/planted.ts',
      module: 'alerts',
      text: [
        'const a = `SELECT 1 FROM alert_pending a JOIN clients c ON c.id = a.client_id`;',
        "const b = 'UPDATE users SET nombre = $1';",
        'const c = `SELECT x FROM listing_events e, properties p WHERE ${cond} AND id IN (SELECT id FROM operations)`;',
        "const d = new ClaimedQueue(db, { table: 'mail_outbox', key: 'id' });",
        "const e = `INSERT INTO alert_pending (client_id) VALUES ($1)`; const f = 'the properties of a client';",
      ].join('\n'),
    };
    expect(crossings(planted)).toEqual([
      'alerts/planted.ts:1: clients (clients)',
      'alerts/planted.ts:2: users (auth)',
      'alerts/planted.ts:3: properties (properties)',
      'alerts/planted.ts:3: operations (operations)',
      'alerts/planted.ts:4: mail_outbox (mail)',
    ]);
    expect(crossings({ ...planted, file: 'clients/planted.ts', module: 'clients' })).toEqual(expect.arrayContaining(['clients/planted.ts:1: alert_pending (alerts)']));
  });
});
