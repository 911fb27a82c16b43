// Capacity of one API replica (BENCHMARKS.md, "Capacity of one replica"): figures, not tests. Run by
// `npm run bench` against its API process and data set (BENCH_ONLY=capacidad for this part alone). Two mixes of the
// contract's calls, each as a visit makes them, under load (autocannon, BENCH_CONNECTIONS connections):
//   - a visitor: the home's listings and the agency's data, the catalogue's first page and another page of a search,
//     three properties (7 API requests; the page files are the gateway's or nginx's, not the API's);
//   - a member of staff: the dashboard's metrics, a page of the property list, a property, a page of clients and
//     the enquiries (5 requests).
// The visitor mix runs with no writes, then while a member of staff saves an edit 1 and 10 times a second: each
// save's change notice empties every replica's reply cache, which is what limits the cached catalogue as writes grow.
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

const run = (opts) => new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, r) => (err ? reject(err) : resolve(r))));

/** Writes `perSecond` edits a second (a title changed back and forth) until stopped; counts the saved ones. */
function writer(base, token, target, perSecond) {
  let saved = 0;
  let failed = 0;
  let n = 0;
  const timer = perSecond
    ? setInterval(async () => {
        const res = await fetch(`${base}/api/admin/editar-propiedad/${target.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'auth-token': token },
          body: JSON.stringify({ tipo: target.tipo, propiedad: { titulo: `${target.titulo} ${n++ % 2 ? '' : '·'}`.trim() } }),
        }).catch(() => null);
        if (res?.ok) saved++;
        else failed++;
        await res?.arrayBuffer();
      }, 1000 / perSecond)
    : null;
  return {
    stop() {
      if (timer) clearInterval(timer);
      return { saved, failed };
    },
  };
}

/**
 * @param say     console.log
 * @param base    the API's origin (http://127.0.0.1:port)
 * @param token   a staff token
 * @param db      a pg client on the bench database
 * @param total   properties in the data set
 */
export async function benchCapacity(say, { base, token, db, total }) {
  const { rows: popular } = await db.query('SELECT id FROM properties WHERE visible AND deleted_at IS NULL ORDER BY fecha_publicacion DESC LIMIT 300');
  // The edited property: the oldest visible one whose data passes its type's checks as stored (the generated data set
  // leaves some fields empty that a type requires), found by saving its own title.
  const { rows: candidates } = await db.query(`SELECT id, tipo, titulo FROM properties WHERE visible AND deleted_at IS NULL ORDER BY fecha_publicacion ASC LIMIT 200`);
  let target = null;
  for (const c of candidates) {
    const res = await fetch(`${base}/api/admin/editar-propiedad/${c.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'auth-token': token },
      body: JSON.stringify({ tipo: c.tipo, propiedad: { titulo: c.titulo } }),
    });
    await res.arrayBuffer();
    if (res.ok) {
      target = c;
      break;
    }
  }
  if (!target) throw new Error('capacity: no property of the data set can be edited as stored');
  const ids = popular.map((r) => r.id);
  const visit = [
    () => '/api/user/propiedades-destacadas',
    () => '/api/user/inmobiliaria',
    () => '/api/user/propiedades-publicas?page=1&limit=9',
    () => `/api/user/propiedades-publicas?page=${1 + Math.floor(Math.random() * 5)}&limit=9&operacion=${pick(['venta', 'alquiler'])}`,
    () => `/api/user/propiedad/${pick(ids)}`,
    () => `/api/user/propiedad/${pick(ids)}`,
    () => `/api/user/propiedad/${pick(ids)}`,
  ];
  const staffPages = Math.max(1, Math.ceil(total / 9));
  const staff = [
    () => '/api/admin/metricas',
    () => `/api/admin/todas-propiedades?page=${1 + Math.floor(Math.random() * Math.min(staffPages, 50))}&limit=9`,
    () => `/api/user/propiedad/${pick(ids)}`,
    () => `/api/admin/clientes?page=${1 + Math.floor(Math.random() * 20)}&limit=6`,
    () => '/api/admin/consultas?page=1',
  ];
  const requests = (paths, headers = {}) => paths.map((p) => ({ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: p() }) }));
  const cases = [
    { name: 'visitante (7 llamadas por visita)', per: visit.length, requests: requests(visit), writes: 0 },
    { name: 'visitante, con 1 edición por segundo', per: visit.length, requests: requests(visit), writes: 1 },
    { name: 'visitante, con 10 ediciones por segundo', per: visit.length, requests: requests(visit), writes: 10 },
    { name: 'personal (5 llamadas por pantalla)', per: staff.length, requests: requests(staff, { 'auth-token': token }), writes: 0 },
  ];
  const rows = [];
  for (const c of cases) {
    await run({ url: base, requests: c.requests, duration: WARMUP });
    const w = writer(base, token, target, c.writes);
    const r = await run({ url: base, requests: c.requests });
    const writes = w.stop();
    rows.push({ c, r, writes });
    say(`${c.name}: ${fmt(r.requests.average)} req/s = ${fmt(r.requests.average / c.per, 1)} per second (p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}), writes saved ${writes.saved}, failed ${writes.failed}`);
  }
  say(`\nOne API replica, ${CONNECTIONS} connections, ${SECONDS} s per mix, ${fmt(total)} properties:\n`);
  say('| mix | API req/s | visits or screens per second | p50 ms | p99 ms | non-2xx | edits saved during it |');
  say('|---|---:|---:|---:|---:|---:|---:|');
  for (const { c, r, writes } of rows) say(`| ${c.name} | ${fmt(r.requests.average)} | ${fmt(r.requests.average / c.per, 1)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${writes.saved} |`);
}
