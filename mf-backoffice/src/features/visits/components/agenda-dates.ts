// The agenda's days: 'aaaa-mm-dd' strings in Argentina's time, the week from its Monday, and the labels the page shows.
import { horaLocalAR, sumarDias } from '@inmo/contracts';

const DIAS = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];
export const hoyAR = () => horaLocalAR(new Date()).slice(0, 10);
export const sumar = sumarDias;
const diaSemana = (dia: string) => new Date(`${dia}T12:00:00Z`).getUTCDay();
/** The Monday of the week a day is in. */
export const lunes = (dia: string) => sumar(dia, -((diaSemana(dia) + 6) % 7));
export const etiquetaDia = (dia: string) => `${DIAS[diaSemana(dia)]} ${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
export const hora = (iso: string) => horaLocalAR(iso).slice(11, 16);
/** The day (aaaa-mm-dd) a moment falls on in Argentina. */
export const diaDe = (iso: string) => horaLocalAR(iso).slice(0, 10);
/** dd/mm/aaaa hh:mm in Argentina. */
export const fechaHora = (iso: string) => {
  const l = horaLocalAR(iso);
  return `${l.slice(8, 10)}/${l.slice(5, 7)}/${l.slice(0, 4)} ${l.slice(11, 16)}`;
};
