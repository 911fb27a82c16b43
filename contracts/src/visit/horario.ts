// A visit's plain words and times, without zod: its states and their labels, the messages, the agency's hours for
// visits and Argentina's wall clock. The public listing page's 'Pedir visita' form reads these alone (schema.ts
// holds the zod schemas, which stay out of that chunk).
import { ZONA_ARGENTINA } from '../calendario.js';
/**
 * 'pendiente': asked for by a visitor on the listing's page, waiting for staff to confirm it by phone; 'vencida': such a
 * request nobody confirmed within PEDIDOS_VISITA.venceHoras (its turn is free again).
 */
export const ESTADOS_VISITA = ['pendiente', 'programada', 'realizada', 'cancelada', 'ausente', 'vencida'] as const;
export type EstadoVisita = (typeof ESTADOS_VISITA)[number];
export const ESTADO_VISITA_LABELS: Record<EstadoVisita, string> = {
  pendiente: 'Pendiente de confirmar',
  programada: 'Programada',
  realizada: 'Realizada',
  cancelada: 'Cancelada',
  ausente: 'Ausente',
  vencida: 'Vencida sin confirmar',
};

/** A visitor's requests: at most `pendientesMax` waiting per phone or e-mail; unconfirmed, one expires after `venceHoras`. */
export const PEDIDOS_VISITA = { pendientesMax: 2, venceHoras: 48 } as const;
/** The states staff set (a pending request is confirmed by setting it 'programada'). */
export const ESTADOS_VISITA_EDITABLES = ['programada', 'realizada', 'cancelada', 'ausente'] as const;
/** The states that hold their hour in the agenda (an agent cannot be in two of them at once). */
export const ESTADOS_VISITA_ACTIVOS: readonly EstadoVisita[] = ['pendiente', 'programada'];

export const MENSAJES_VISITA = {
  superpuesta: 'El agente ya tiene una visita en ese horario',
  turnoTomado: 'Ese horario ya no está disponible. Elegí otro.',
  fueraDeHorario: 'Elegí un horario de visita dentro de los próximos 14 días, en el horario de atención',
  noEncontrada: 'Visita no encontrada',
  conflicto: 'La visita fue modificada por otra persona. Recargá para ver los cambios.',
  propiedadInexistente: 'La propiedad seleccionada no existe',
  clienteInexistente: 'El cliente seleccionado no existe',
  agenteInexistente: 'El agente elegido no existe',
  limite: 'Enviaste demasiados pedidos. Esperá unos minutos e intentá nuevamente.',
  pedidoEnviado: 'Recibimos tu pedido de visita. Te vamos a llamar para confirmarlo; cuando lo confirmemos, te enviamos la confirmación por email.',
  /** What the 'Pedir visita' form says before it is sent. */
  comoConfirmamos:
    'Te vamos a llamar para confirmar la visita. Recién cuando la confirmemos por teléfono te enviamos la confirmación por email. Si no logramos confirmarla en 48 horas, el pedido vence y el horario vuelve a quedar libre.',
  pendientesMax: 'Ya tenés dos pedidos de visita esperando confirmación. Te vamos a llamar para confirmarlos; después vas a poder pedir otro.',
  soloPropias: 'Solo podés modificar tus propias visitas. Pedile al agente de la visita o a un administrador que la cambie.',
  confirmarPorTelefono: 'Llamá al visitante para confirmar el pedido y marcá «Confirmado por teléfono» antes de programarlo.',
  vencida: 'El pedido venció sin confirmarse: su horario ya quedó libre.',
  informeNoEncontrado: 'Informe no encontrado',
} as const;

/**
 * The turns a visitor is offered: `turnoMinutos` long, over the next `dias` days, inside the agency's hours for
 * visits (Inmobiliaria.horarioVisitas, set on 'Datos de la inmobiliaria').
 */
export const HORARIO_VISITAS = { dias: 14, turnoMinutos: 60 } as const;

const NOMBRES_DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** 'lunes a viernes de 9 a 18, sábado de 9 a 13' — the agency's hours for visits in words ('' when none). */
export function textoHorarioVisitas(semana: readonly (readonly [number, number] | null)[]): string {
  const orden = [1, 2, 3, 4, 5, 6, 0];
  const grupos: { desde: number; hasta: number; h: readonly [number, number] }[] = [];
  for (const d of orden) {
    const h = semana[d];
    const last = grupos[grupos.length - 1];
    if (h && last && last.h[0] === h[0] && last.h[1] === h[1] && orden.indexOf(last.hasta) === orden.indexOf(d) - 1) last.hasta = d;
    else if (h) grupos.push({ desde: d, hasta: d, h });
  }
  return grupos
    .map((g) => `${NOMBRES_DIAS[g.desde]}${g.hasta !== g.desde ? ` a ${NOMBRES_DIAS[g.hasta]}` : ''} de ${g.h[0]} a ${g.h[1]}`)
    .join(', ');
}

export const ZONA_AR = ZONA_ARGENTINA;
const OFFSET_AR = '-03:00';

/** An instant from an ISO date-time; without an offset it is Argentina's. Null when it is not one. */
export function leerInstante(v: string): Date | null {
  const t = v.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(t)) return null;
  const d = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(t) ? t : `${t}${OFFSET_AR}`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant as Argentina's wall clock: 'YYYY-MM-DDTHH:mm' (what a datetime-local field shows). */
export function horaLocalAR(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 16);
}

