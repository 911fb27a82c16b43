#!/usr/bin/env node
// `npm run bench:bank`: a bank statement of BENCH_BANK_LINES (2,000) lines against BENCH_BANK_CONTRACTS (2,000) running
// contracts. The compiled API (api/dist/main.js, production settings; PGlite in a temporary folder, or DATABASE_URL)
// is given that many tenants with their DNI and contracts through its own calls, then a CSV as a bank exports it
// (';', title rows, debit and credit columns, a running balance) is imported — a quarter of the credits naming a
// tenant's DNI, a quarter a surname, a quarter an open cuota's amount, a quarter nothing — and the pending movements
// are read with their suggestions (the import answers the lines stored; the list computes the suggestions). The
// verdict: the import and the list together under 5 s (the bound).
// A figure, not a test: run it alone on the machine (`npm run build` first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN_PASSWORD, freePort, startApi } from './bench-support.mjs';

const LINES = Number(process.env.BENCH_BANK_LINES || 2000);
const CONTRACTS = Number(process.env.BENCH_BANK_CONTRACTS || 2000);
const PARALLEL = Number(process.env.BENCH_BANK_PARALLEL || 4);
const LIMIT_MS = 5000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-bench-bank-'));
const port = await freePort();
const api = await startApi(port, process.env.DATABASE_URL ?? '', { DATA_DIR: dataDir });
const url = `http://127.0.0.1:${port}`;

try {
  const login = await (await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: 'admin', contraseña: BENCH_ADMIN_PASSWORD }) })).json();
  const token = login.data.token;
  const call = async (method, p, body) => {
    const r = await fetch(`${url}/api${p}`, { method, headers: { 'auth-token': token, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const json = await r.json();
    if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${JSON.stringify(json)}`);
    return json;
  };

  // Started three months ago on the 1st, due on the 10th: three cuotas owed each.
  const hoy = new Date();
  const inicioDate = new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth() - 3, 1));
  const inicio = inicioDate.toISOString().slice(0, 10);
  const venc = `${inicio.slice(0, 7)}-10`;
  const propietario = (await call('POST', '/admin/nuevo-cliente', { nombre: 'Dueño', apellido: 'Bench', dni: '20000001', telefono: '2346 500000', mail: null })).data._id;
  const tenants = [];
  const t0 = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let i = next++; i < CONTRACTS; i = next++) {
      const dni = String(30_000_000 + i);
      const apellido = `Apellido${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}${String.fromCharCode(65 + (Math.floor(i / 676) % 26))}`;
      const renta = 150_000 + i * 10;
      const inquilino = (await call('POST', '/admin/nuevo-cliente', { nombre: 'Inquilino', apellido, dni, telefono: `2346 ${String(600000 + i)}`, mail: null })).data._id;
      const casa = await call('POST', '/admin/nueva-casa', { titulo: `Casa ${i}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Bench', altura: i + 1, habitaciones: 2, precio: { monto: renta, moneda: 'ARS' } });
      await call('POST', '/admin/nuevo-contrato', { propiedad: casa.id, propietario, inquilino, inicio, meses: 24, moneda: 'ARS', montoInicial: renta, ajuste: { indice: 'NINGUNO' }, diaVencimiento: 10 });
      tenants[i] = { dni, apellido, renta };
    }
  }));
  console.log(`${CONTRACTS} contracts made in ${((performance.now() - t0) / 1000).toFixed(1)} s (setup, not measured)`);

  const ar = (c) => {
    const [e, d] = (c / 100).toFixed(2).split('.');
    return `${e.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${d}`;
  };
  const fecha = (k) => {
    const d = new Date(Date.parse(`${venc}T00:00:00Z`) + (k % 5) * 86_400_000);
    return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
  };
  const rows = ['Banco de Bench S.A.;;;;', 'Movimientos de la cuenta;;;;', 'Fecha;Descripción;Débito;Crédito;Saldo'];
  let saldo = 100_000_000n;
  for (let k = 0; k < LINES; k++) {
    const t = tenants[k % CONTRACTS];
    const tipo = k % 4;
    const centavos = tipo === 2 ? BigInt(t.renta * 100) : BigInt(100_000 + k * 7);
    const descripcion = tipo === 0 ? `TRANSF RECIBIDA ${t.dni}` : tipo === 1 ? `TRANSFERENCIA DE ${t.apellido.toUpperCase()} INQUILINO` : tipo === 2 ? `CRED TRANSF CBU ${String(k).padStart(22, '0')}` : `DEPOSITO ${k}`;
    const debito = k % 17 === 0;
    saldo += debito ? -centavos : centavos;
    rows.push(`${fecha(k)};${descripcion};${debito ? ar(Number(centavos)) : ''};${debito ? '' : ar(Number(centavos))};${ar(Number(saldo))}`);
  }
  const csv = Buffer.from(rows.join('\r\n'), 'latin1');
  const columnas = JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', debito: 'Débito', credito: 'Crédito', saldo: 'Saldo' });

  const form = new FormData();
  form.append('banco', 'Banco de Bench');
  form.append('columnas', columnas);
  form.append('archivo', new Blob([csv], { type: 'text/csv' }), 'extracto.csv');
  const a = performance.now();
  const imp = await fetch(`${url}/api/admin/banco/importar`, { method: 'POST', headers: { 'auth-token': token }, body: form });
  const impJson = await imp.json();
  const b = performance.now();
  if (imp.status !== 201) throw new Error(`import: ${imp.status} ${JSON.stringify(impJson)}`);
  const list = await call('GET', '/admin/banco/movimientos?estado=pendiente');
  const c = performance.now();
  const conSugerencia = list.data.filter((m) => m.sugerencias.length > 0).length;
  const total = c - a;
  console.log(`import of ${LINES} lines: ${(b - a).toFixed(0)} ms (${impJson.data.importados} imported)`);
  console.log(`pending list with suggestions: ${(c - b).toFixed(0)} ms (${list.data.length} movements, ${conSugerencia} with a suggestion)`);
  console.log(`import + suggestions: ${total.toFixed(0)} ms — ${total < LIMIT_MS ? 'under' : 'OVER'} ${LIMIT_MS / 1000} s`);
  process.exitCode = total < LIMIT_MS ? 0 : 1;
} finally {
  api.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
