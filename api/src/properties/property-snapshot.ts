// A property as its change history compares it: flat, in the contract's field names ('precio'
// is the amount, 'moneda' its currency, 'amenities.piscina', 'servicios.gas'), the type's own fields by their names,
// and the pictures as a list the history counts (never their addresses or bytes).
import { TIPOS } from '@inmo/contracts';
import type { Snapshot } from '../history/history.service.js';
import { rowImages, rowToDatos, type PropertyRow } from './property-row.js';

/** History options of a property: its pictures are reported as how many. */
export const PROPERTY_DIFF = { counted: ['imagenes'] } as const;

export function propertySnapshot(row: PropertyRow): Snapshot {
  const d = rowToDatos(row);
  const src = d as unknown as Record<string, unknown>;
  const s: Record<string, unknown> = {
    tipo: d.tipo,
    titulo: d.titulo,
    descripcion: d.descripcion,
    operacion: d.operacion,
    visible: d.visible,
    estado: row.estado,
    destacada: d.destacada,
    publicarEnPortales: d.publicarEnPortales,
    'portales.zonaprop': d.portales.zonaprop,
    'portales.mercadolibre': d.portales.mercadolibre,
    ubicacionAproximada: d.ubicacionAproximada,
    fechaPublicacion: d.fechaPublicacion,
    clienteDueño: d.clienteDueño,
    calle: d.calle,
    altura: d.altura,
    entreCalle1: d.entreCalle1,
    entreCalle2: d.entreCalle2,
    localidad: d.localidad,
    coordenadas: d.coordenadas ? `${d.coordenadas.lat}, ${d.coordenadas.lng}` : null,
    mapaUrl: d.mapaUrl,
    precio: d.precio.monto,
    moneda: d.precio.moneda,
    precioVisible: d.precio.visible,
  };
  for (const { campo } of TIPOS[d.tipo].campos) s[campo] = src[campo] ?? null;
  if (TIPOS[d.tipo].servicios) for (const [k, v] of Object.entries(d.servicios)) s[`servicios.${k}`] = v;
  for (const a of TIPOS[d.tipo].amenities) s[`amenities.${a}`] = d.amenities[a] === true;
  // A picture by what identifies it, how it is framed and its caption: a new, removed, reordered, reframed or
  // recaptioned one is a change (history/diff.ts reads this form).
  s.imagenes = rowImages(row).map((i) => `${i.public_id}${i.esPortada ? '*' : ''}@${i.offsetX},${i.offsetY},${i.zoom}|${i.descripcion ?? ''}`);
  return s;
}
