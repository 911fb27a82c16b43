// The agency's details as the form holds them: flat texts keyed by field ('redes.instagram', 'mapa.lat',
// 'visitas.1.desde'…), read from the stored details and turned back into the call's body; and the form's sections.
import { REDES, RED_LABELS, textoAr, type ClaseNumero, type Inmobiliaria } from '@inmo/contracts';

export type Campos = Record<string, string>;

/** The details as the form's texts (numbers and nested groups flattened: 'redes.instagram', 'mapa.lat'…). */
export function aCampos(a: Inmobiliaria): Campos {
  const c: Campos = {
    nombre: a.nombre,
    direccion: a.direccion,
    localidad: a.localidad,
    horario: a.horario,
    telefono: a.telefono,
    whatsapp: a.whatsapp,
    email: a.email,
    matricula: a.matricula,
    colegio: a.colegio,
    sobreNosotros: a.sobreNosotros,
    desde: a.desde === null ? '' : String(a.desde),
    'cotizacionDolar.valor': textoAr(a.cotizacionDolar.valor),
    'cotizacionDolar.fecha': a.cotizacionDolar.fecha ?? '',
    'mapa.lat': a.mapa ? String(a.mapa.lat) : '',
    'mapa.lng': a.mapa ? String(a.mapa.lng) : '',
    imagen: a.imagen ?? '',
    reservadaPublica: a.reservadaPublica === false ? 'no' : 'si',
    agentesEditanTodas: a.agentesEditanTodas === true ? 'si' : 'no',
  };
  for (const r of REDES) c[`redes.${r}`] = a.redes[r];
  (a.horarioVisitas ?? []).forEach((h, d) => {
    c[`visitas.${d}.desde`] = h ? String(h[0]) : '';
    c[`visitas.${d}.hasta`] = h ? String(h[1]) : '';
  });
  return c;
}

/** The form's texts as the call's body. */
export function aCuerpo(c: Campos): Record<string, unknown> {
  const vacio = (v: string) => (v.trim() === '' ? null : v);
  return {
    nombre: c.nombre,
    direccion: c.direccion,
    localidad: c.localidad,
    horario: c.horario,
    telefono: c.telefono,
    whatsapp: c.whatsapp,
    email: c.email,
    matricula: c.matricula,
    colegio: c.colegio,
    sobreNosotros: c.sobreNosotros,
    desde: vacio(c.desde),
    redes: Object.fromEntries(REDES.map((r) => [r, c[`redes.${r}`]])),
    cotizacionDolar: { valor: vacio(c['cotizacionDolar.valor']), fecha: vacio(c['cotizacionDolar.fecha']) },
    mapa: { lat: vacio(c['mapa.lat']), lng: vacio(c['mapa.lng']) },
    imagen: vacio(c.imagen),
    reservadaPublica: c.reservadaPublica !== 'no',
    agentesEditanTodas: c.agentesEditanTodas === 'si',
    horarioVisitas: Array.from({ length: 7 }, (_, d) => {
      const desde = c[`visitas.${d}.desde`] ?? '';
      const hasta = c[`visitas.${d}.hasta`] ?? '';
      return desde === '' || hasta === '' ? null : [Number(desde), Number(hasta)];
    }),
  };
}

export const SECCIONES: { titulo: string; campos: { k: string; label: string; type?: string; inputMode?: 'numeric'; hint?: string; area?: boolean; como?: ClaseNumero }[] }[] = [
  {
    titulo: 'La inmobiliaria',
    campos: [
      { k: 'nombre', label: 'Nombre' },
      { k: 'desde', label: 'En actividad desde (año)', inputMode: 'numeric' },
      { k: 'matricula', label: 'Matrícula', hint: 'Por ejemplo: Mat. 1234' },
      { k: 'colegio', label: 'Colegio de martilleros' },
    ],
  },
  {
    titulo: 'Contacto y oficina',
    campos: [
      { k: 'telefono', label: 'Teléfono', type: 'tel' },
      { k: 'whatsapp', label: 'WhatsApp', type: 'tel', hint: 'Con código de área, por ejemplo +54 9 2346 40-0000' },
      { k: 'email', label: 'Email', type: 'email' },
      { k: 'direccion', label: 'Dirección' },
      { k: 'localidad', label: 'Localidad' },
      { k: 'horario', label: 'Horario de atención' },
      { k: 'mapa.lat', label: 'Latitud de la oficina', hint: 'Para el mapa: por ejemplo -34.8956' },
      { k: 'mapa.lng', label: 'Longitud de la oficina', hint: 'Por ejemplo -60.0167' },
    ],
  },
  { titulo: 'Sobre nosotros', campos: [{ k: 'sobreNosotros', label: 'Texto de la página Nosotros', area: true, hint: 'Separá los párrafos con una línea en blanco.' }] },
  { titulo: 'Redes sociales', campos: REDES.map((r) => ({ k: `redes.${r}`, label: RED_LABELS[r], type: 'url', hint: r === 'facebook' ? 'La dirección completa, https://…' : undefined })) },
  {
    titulo: 'Cotización del dólar',
    campos: [
      { k: 'cotizacionDolar.valor', label: 'Pesos por dólar', como: 'monto', hint: 'La que usa la inmobiliaria para comparar precios en pesos y en dólares.' },
      { k: 'cotizacionDolar.fecha', label: 'Fecha de la cotización', type: 'date' },
    ],
  },
];
