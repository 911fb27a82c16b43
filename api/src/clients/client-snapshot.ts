// A client as its change history compares it: its own fields by their contract names, and each
// list (search preferences, offered properties) as one line per entry, in its order, so an added, removed or
// changed entry reads as the list before → after.
import { resumenPreferencia, type Cliente } from '@inmo/contracts';
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
    alertas: c.alertas ? 'Sí' : 'No',
    preferenciasBusqueda: c.preferenciasBusqueda.map((p) =>
      [resumenPreferencia(p), p.descripcion.trim(), p.financiacion ? 'con financiación' : '', p.activa ? '' : 'inactiva'].filter(Boolean).join(' · '),
    ),
    oferente: c.oferente.map((o) => [o.propiedad, o.descripcion.trim(), o.activa ? '' : 'inactiva'].filter(Boolean).join(' · ')),
  };
}
