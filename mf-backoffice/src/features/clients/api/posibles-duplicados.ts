// Before a new client is saved: the clients that may be the same person (same name and phone, or same e-mail), read
// from the clients list (GET /api/admin/clientes?q=, which searches names, phones as typed and in E.164, and e-mails),
// then compared exactly here. Staff are warned and may save anyway; a failed read warns of nothing.
import { conConsulta, telefonoE164, type Cliente, type ClientesPaginadosResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export interface PosibleDuplicado {
  _id: string;
  nombre: string;
  /** What they share: 'mismo email', 'mismo nombre y teléfono'. */
  motivo: string;
}

const plegar = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

async function buscar(q: string): Promise<Cliente[]> {
  if (!q.trim()) return [];
  const r = await api.get<ClientesPaginadosResponse>(conConsulta('/admin/clientes', { page: 1, limit: 20, q }));
  return r.data;
}

export async function posiblesDuplicados(c: { nombre: string; apellido: string; telefono: string; mail: string | null }): Promise<PosibleDuplicado[]> {
  const nombre = plegar(`${c.nombre} ${c.apellido}`);
  const e164 = telefonoE164(c.telefono);
  const mail = (c.mail ?? '').trim().toLowerCase();
  try {
    const [porNombre, porMail] = await Promise.all([buscar(`${c.nombre} ${c.apellido} ${e164 ? e164.slice(1) : c.telefono}`), buscar(mail)]);
    const out = new Map<string, PosibleDuplicado>();
    for (const x of porMail) {
      if (mail && (x.mail ?? '').trim().toLowerCase() === mail) out.set(x._id, { _id: x._id, nombre: `${x.nombre} ${x.apellido}`.trim(), motivo: 'mismo email' });
    }
    for (const x of porNombre) {
      const mismoTel = e164 !== null ? telefonoE164(x.telefono) === e164 : plegar(x.telefono) === plegar(c.telefono);
      if (!out.has(x._id) && mismoTel && plegar(`${x.nombre} ${x.apellido}`) === nombre) {
        out.set(x._id, { _id: x._id, nombre: `${x.nombre} ${x.apellido}`.trim(), motivo: 'mismo nombre y teléfono' });
      }
    }
    return [...out.values()];
  } catch {
    return [];
  }
}
