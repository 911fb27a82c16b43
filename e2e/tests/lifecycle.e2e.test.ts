// `npm start` on a bare data directory: first start, a generated admin password printed once, demo data,
// a restart that keeps every change, and Ctrl-C that stops the product — one process, the API inside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProduct, type Product } from '../support/product.mjs';

async function login(p: Product, password: string): Promise<string> {
  const r = await fetch(`${p.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', contraseña: password }),
  });
  const body = (await r.json()) as { success: boolean; data: { token: string } };
  expect(body.success).toBe(true);
  return body.data.token;
}

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((p) => {
      try {
        // The parent is the 2nd field after the command's closing parenthesis.
        return Number(fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('creates the admin with a generated password printed once, seeds demo data and keeps changes across a restart', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-lifecycle-'));
  try {
    const first = await startProduct({ dataDir, env: { ADMIN_PASSWORD: '' } });
    const printed = first.output().match(/contraseña[^\n]*?:\s*(\S{16,})/i);
    expect(printed).not.toBeNull();
    const password = printed![1].replace(/["',}]+$/, '');
    const token = await login(first, password);

    const list = (await (await fetch(`${first.baseUrl}/api/user/propiedades-publicas`)).json()) as { propiedades: { tipo: string }[] };
    expect(new Set(list.propiedades.map((p) => p.tipo)).size).toBe(7);

    const created = await fetch(`${first.baseUrl}/api/admin/nuevo-cliente`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-token': token },
      body: JSON.stringify({ nombre: 'Persistente', apellido: 'Reinicio', dni: '30111222', mail: null, telefono: '2346 401234' }),
    });
    expect(created.status).toBeLessThan(300);

    // One process: the API runs inside `npm start`'s own (no child of it, no api/dist/main.js anywhere for this data).
    expect(childrenOf(first.child.pid!)).toEqual([]);
    const apiPids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('api/dist/main.js') && fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(dataDir);
      } catch {
        return false;
      }
    });
    expect(apiPids).toEqual([]);
    // Ctrl-C stops it, cleanly.
    expect(await first.stop('SIGINT')).toBe(0);
    expect(processAlive(first.child.pid!)).toBe(false);

    const second = await startProduct({ dataDir, env: { ADMIN_PASSWORD: '' } });
    try {
      // The password is printed only when the admin is created.
      expect(second.output()).not.toContain(password);
      const token2 = await login(second, password);
      const clientes = (await (await fetch(`${second.baseUrl}/api/admin/clientes`, { headers: { 'auth-token': token2 } })).json()) as { data: { nombre: string }[] };
      expect(clientes.data.filter((c) => c.nombre === 'Persistente')).toHaveLength(1);
      const again = (await (await fetch(`${second.baseUrl}/api/user/propiedades-publicas`)).json()) as { propiedades: unknown[] };
      expect(again.propiedades.length).toBe(list.propiedades.length);
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 240_000);
