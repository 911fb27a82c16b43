// Which running contracts a credit of the statement may be the tenant's payment of (pure): the tenant's DNI or CUIT in
// the description, the tenant's surname in it, an amount equal to what an open cuota still owes (or its whole rent),
// or to the balance owed, and a date within 5 days of an open cuota's due day. A contract is suggested when its
// document, surname or amount matched (the date alone names every contract due that day); the best first, at most 5.
import { COINCIDENCIA_LABELS, DIAS_VENCIMIENTO_CONCILIACION, type Coincidencia, type Sugerencia } from '@inmo/contracts';
import { plegar } from './statement-file.js';

export interface ContratoConciliable {
  id: string;
  inquilino: string;
  apellido: string;
  propiedad: string;
  /** Digits only. */
  dni: string | null;
  cuit: string | null;
  cuotas: { periodo: string; vencimiento: string; montoCentavos: bigint; pagadoCentavos: bigint }[];
  saldoCentavos: bigint | null;
}

const PESO: Record<Coincidencia, number> = { documento: 8, apellido: 4, cuota: 3, saldo: 3, fecha: 1 };
const MAX_SUGERENCIAS = 5;
const DIA = 86_400_000;
const dias = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DIA;

export class Conciliador {
  private readonly porDocumento = new Map<string, ContratoConciliable[]>();
  private readonly porApellido = new Map<string, ContratoConciliable[]>();
  /** cents → the contracts and the period (null: the balance) owing exactly that. */
  private readonly porImporte = new Map<bigint, { c: ContratoConciliable; periodo: string | null }[]>();

  constructor(contratos: readonly ContratoConciliable[]) {
    const add = <K, V>(m: Map<K, V[]>, k: K, v: V) => (m.get(k) ?? m.set(k, []).get(k)!).push(v);
    for (const c of contratos) {
      const docs = new Set<string>();
      if (c.dni && c.dni.length >= 7) docs.add(c.dni.replace(/^0+/, ''));
      if (c.cuit && c.cuit.length === 11) {
        docs.add(c.cuit);
        docs.add(c.cuit.slice(2, 10).replace(/^0+/, ''));
      }
      for (const d of docs) add(this.porDocumento, d, c);
      const ap = plegar(c.apellido).replace(/[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim();
      if (ap.length >= 3) add(this.porApellido, ap, c);
      for (const q of c.cuotas) {
        add(this.porImporte, q.montoCentavos - q.pagadoCentavos, { c, periodo: q.periodo });
        if (q.pagadoCentavos > 0n) add(this.porImporte, q.montoCentavos, { c, periodo: q.periodo });
      }
      if (c.saldoCentavos !== null && c.saldoCentavos > 0n) add(this.porImporte, c.saldoCentavos, { c, periodo: null });
    }
  }

  sugerencias(m: { fecha: string; descripcion: string; importeCentavos: bigint }): Sugerencia[] {
    if (m.importeCentavos <= 0n) return [];
    const hallados = new Map<string, { c: ContratoConciliable; por: Set<Coincidencia>; periodo: string | null }>();
    const marcar = (c: ContratoConciliable, por: Coincidencia, periodo: string | null = null) => {
      const h = hallados.get(c.id) ?? hallados.set(c.id, { c, por: new Set(), periodo: null }).get(c.id)!;
      h.por.add(por);
      if (periodo && !h.periodo) h.periodo = periodo;
    };
    // '20-12345678-9' and '12.345.678' read as their digits; a number of 7 to 11 digits is a DNI or a CUIT.
    const digitos = m.descripcion.replace(/(\d)[-.](?=\d)/g, '$1').match(/(?<!\d)\d{7,11}(?!\d)/g) ?? [];
    for (const d of digitos) {
      const claves = d.length === 11 ? [d, d.slice(2, 10).replace(/^0+/, '')] : [d.replace(/^0+/, '')];
      for (const k of claves) for (const c of this.porDocumento.get(k) ?? []) marcar(c, 'documento');
    }
    const palabras = plegar(m.descripcion).split(/[^a-z]+/).filter(Boolean);
    for (let i = 0; i < palabras.length; i++) {
      for (let n = 1; n <= 3 && i + n <= palabras.length; n++) {
        for (const c of this.porApellido.get(palabras.slice(i, i + n).join(' ')) ?? []) marcar(c, 'apellido');
      }
    }
    for (const { c, periodo } of this.porImporte.get(m.importeCentavos) ?? []) marcar(c, periodo === null ? 'saldo' : 'cuota', periodo);
    const out = [...hallados.values()].map((h) => {
      const cerca = h.c.cuotas.find((q) => dias(q.vencimiento, m.fecha) <= DIAS_VENCIMIENTO_CONCILIACION);
      if (cerca) h.por.add('fecha');
      const por = (Object.keys(PESO) as Coincidencia[]).filter((k) => h.por.has(k));
      return {
        puntos: por.reduce((s, k) => s + PESO[k], 0),
        s: {
          contrato: h.c.id,
          inquilino: h.c.inquilino,
          propiedad: h.c.propiedad,
          periodo: h.periodo ?? cerca?.periodo ?? h.c.cuotas[0]?.periodo ?? null,
          motivo: por.map((k) => COINCIDENCIA_LABELS[k]).join(', ').replace(/^./, (x) => x.toUpperCase()),
          coincidencias: por,
        } satisfies Sugerencia,
      };
    });
    return out
      .sort((a, b) => b.puntos - a.puntos || a.s.inquilino.localeCompare(b.s.inquilino, 'es'))
      .slice(0, MAX_SUGERENCIAS)
      .map((x) => x.s);
  }
}
