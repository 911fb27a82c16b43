// A client as its change history compares it (issue 15, point 5): its own fields by their contract names, and each
// list (search preferences, offered properties) as one line per entry, in its order, so an added, removed or
// changed entry reads as the list before → after.
import { TIPO_PREFERENCIA_LABELS, formatMonto, type Cliente, type TipoPreferencia } from '@inmo/contracts';
import type { Snapshot } from '../history/history.service.js';

export function clientSnapshot(c: Cliente): Snapshot {
  return {
    nombre: c.nombre,
    apellido: c.apellido,
    dni: c.dni,
    mail: c.mail,
    telefono: c.telefono,
    profesion: c.profesion,
    asignadoA: c.asignadoA?.nombre ?? null,
    preferenciasBusqueda: c.preferenciasBusqueda.map((p) =>
      [
        TIPO_PREFERENCIA_LABELS[p.tipoPropiedad as TipoPreferencia] ?? p.tipoPropiedad,
        p.tipoOperacion,
        p.presupuesto === null ? 'sin presupuesto' : `hasta ${formatMonto(p.presupuesto, p.moneda)}`,
        p.descripcion.trim(),
        p.financiacion ? '' : 'sin financiación',
        p.activa ? '' : 'inactiva',
      ].filter(Boolean).join(' · '),
    ),
    oferente: c.oferente.map((o) => [o.propiedad, o.descripcion.trim(), o.activa ? '' : 'inactiva'].filter(Boolean).join(' · ')),
  };
}
