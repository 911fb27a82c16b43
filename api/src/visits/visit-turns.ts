// Argentina's days and the agency's turns for visits: pure, the agenda and the visitors' requests read them.
import { HORARIO_VISITAS, hoyArgentina, type HorarioVisitas } from '@inmo/contracts';

export const DIA_MS = 86_400_000;

/** Argentina's calendar day of an instant ('YYYY-MM-DD'). */
export function diaAR(d: Date): string {
  return hoyArgentina(d);
}
/** The instant an Argentine day starts. */
export function inicioDelDia(dia: string): Date {
  return new Date(`${dia}T00:00:00-03:00`);
}
export function sumarDias(dia: string, n: number): string {
  return diaAR(new Date(inicioDelDia(dia).getTime() + n * DIA_MS + 3 * 3600_000));
}

/** The turns of the agency's hours for visits (`semana`, domingo first) of the days from `desde`, `dias` days, that start after `ahora`. */
export function turnosDelHorario(desde: string, dias: number, ahora: Date, semana: HorarioVisitas): { inicio: Date; fin: Date }[] {
  const out: { inicio: Date; fin: Date }[] = [];
  const paso = HORARIO_VISITAS.turnoMinutos * 60_000;
  for (let i = 0; i < dias; i++) {
    const dia = sumarDias(desde, i);
    const horas = semana[new Date(`${dia}T12:00:00-03:00`).getUTCDay()];
    if (!horas) continue;
    const cierre = inicioDelDia(dia).getTime() + horas[1] * 3600_000;
    for (let t = inicioDelDia(dia).getTime() + horas[0] * 3600_000; t + paso <= cierre; t += paso) {
      if (t > ahora.getTime()) out.push({ inicio: new Date(t), fin: new Date(t + paso) });
    }
  }
  return out;
}
