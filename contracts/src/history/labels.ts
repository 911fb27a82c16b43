// How the back office reads a change history: each field by its label (the definition's own
// where it has one: fields.ts's CAMPOS, AMENITIES, SERVICIOS), each value in Spanish, and a property's price changes
// as a list of their own. Plain functions over the reply; only the back office bundles them.
import { formatDinero, formatNumero, formatPrecio } from '../format.js';
import { OPERACION_LABELS } from '../labels.js';
import { AMENITIES, CAMPOS, NOMBRES_PORTALES, SERVICIOS, type Portal } from '../property/fields.js';
import { etiquetaValorIndice } from '../rental/indices.js';
import type { AccionHistorial, EntidadHistorial, EntradaHistorial } from './schema.js';

export const ACCION_HISTORIAL_LABELS: Record<AccionHistorial, string> = {
  crear: 'Creación',
  editar: 'Edición',
  eliminar: 'Envío a la Papelera',
  restaurar: 'Restauración',
};

/** An action as the history of `entidad` names it: an index's values are loaded and deleted, not sent to the Papelera. */
export function etiquetaAccion(entidad: EntidadHistorial, accion: AccionHistorial): string {
  if (entidad === 'indice') return accion === 'eliminar' ? 'Borrado de un valor' : 'Carga de valores';
  if (entidad === 'mes') return accion === 'eliminar' ? 'Reapertura' : 'Cierre';
  return ACCION_HISTORIAL_LABELS[accion];
}

/** Fields every property has (the per-type ones are labelled by CAMPOS). */
const PROPIEDAD: Record<string, string> = {
  tipo: 'Tipo',
  titulo: 'Título',
  descripcion: 'Descripción',
  operacion: 'Operación',
  visible: 'Visible',
  estado: 'Estado',
  motivo: 'Motivo del cambio de estado',
  destacada: 'Destacada',
  publicarEnPortales: 'Publicar en portales',
  ubicacionAproximada: 'Ubicación aproximada',
  fechaPublicacion: 'Fecha de publicación',
  clienteDueño: 'Cliente dueño',
  calle: 'Calle',
  altura: 'Altura',
  entreCalle1: 'Entre calle 1',
  entreCalle2: 'Entre calle 2',
  localidad: 'Localidad',
  coordenadas: 'Coordenadas',
  mapaUrl: 'URL del mapa',
  precio: 'Precio',
  moneda: 'Moneda',
  precioVisible: 'Precio visible',
  imagenes: 'Imágenes',
  enlaceInforme: 'Enlace del informe para el propietario',
};

const CLIENTE: Record<string, string> = {
  nombre: 'Nombre',
  apellido: 'Apellido',
  dni: 'DNI',
  mail: 'Email',
  telefono: 'Teléfono',
  profesion: 'Profesión',
  preferenciasBusqueda: 'Preferencias de búsqueda',
  oferente: 'Propiedades ofrecidas',
  asignadoA: 'Asignado a',
  alertas: 'Alertas por email',
  enlacePropietario: 'Enlace privado del propietario',
  liquidacion: 'Liquidación',
  liquidacionPagada: 'Liquidación pagada',
};

const OPERACION: Record<string, string> = {
  operacion: 'Operación',
  propiedad: 'Propiedad',
  oferente: 'Oferente',
  receptor: 'Receptor',
  montoDinero: 'Monto',
  moneda: 'Moneda',
  descripcion: 'Descripción',
  fechaConcretada: 'Fecha concretada',
  cerradaPor: 'Agente',
  comision: 'Comisión',
  estado: 'Estado',
  motivoAnulacion: 'Motivo de anulación',
};

const CONTRATO: Record<string, string> = {
  propietario: 'Propietario',
  inquilino: 'Inquilino',
  garantes: 'Garantes',
  inicio: 'Inicio',
  meses: 'Duración (meses)',
  moneda: 'Moneda',
  montoInicial: 'Monto inicial',
  ajuste: 'Ajuste',
  diaVencimiento: 'Día de vencimiento',
  punitorioDiario: 'Punitorio diario (%)',
  comisionAdministracion: 'Comisión de administración (%)',
  deposito: 'Depósito',
  destino: 'Destino',
  estado: 'Estado',
  rescision: 'Rescisión',
  motivo: 'Motivo',
  renovadoPor: 'Renovado por',
  pago: 'Pago',
  pagoAnulado: 'Pago anulado',
  cargo: 'Cargo',
  cargoAnulado: 'Cargo anulado',
  cargoFijo: 'Cargo fijo',
  comprobante: 'Comprobante',
  condonacion: 'Punitorios condonados',
};

const TASACION: Record<string, string> = {
  tipo: 'Tipo de propiedad',
  localidad: 'Localidad',
  direccion: 'Dirección',
  superficieHomogenea: 'Superficie homogeneizada',
  moneda: 'Moneda',
  valorSugerido: 'Valor sugerido',
  valorMinimo: 'Valor mínimo',
  valorMaximo: 'Valor máximo',
  comparables: 'Comparables',
  descuentoNegociacion: 'Descuento de negociación (%)',
  cliente: 'Propietario',
  propiedadCreada: 'Propiedad creada',
  enlace: 'Enlace para el propietario',
};

const VISITA: Record<string, string> = {
  propiedad: 'Propiedad',
  cliente: 'Cliente',
  visitante: 'Visitante',
  agente: 'Agente',
  inicio: 'Inicio',
  fin: 'Fin',
  estado: 'Estado',
  resultado: 'Resultado',
  interes: 'Interés',
  email: 'Email del visitante',
  confirmadoPorTelefono: 'Confirmado por teléfono',
};

/** 'precio' → 'Precio', 'amenities.piscina' → 'Piscina', 'servicios.gas' → 'Gas natural'; an unknown field as is. */
export function etiquetaCampo(entidad: EntidadHistorial, campo: string): string {
  if (entidad === 'cliente') return CLIENTE[campo] ?? campo;
  if (entidad === 'operacion') return OPERACION[campo] ?? campo;
  if (entidad === 'contrato') return CONTRATO[campo] ?? campo;
  if (entidad === 'tasacion') return TASACION[campo] ?? campo;
  if (entidad === 'visita') return VISITA[campo] ?? campo;
  if (entidad === 'mes') return campo === 'cerrado' ? 'Cerrado' : campo === 'motivo' ? 'Motivo' : campo;
  if (entidad === 'usuario') return campo === 'segundoFactor' ? 'Segundo factor' : campo;
  if (entidad === 'indice') return etiquetaValorIndice(campo);
  const [grupo, clave = ''] = campo.split('.');
  if (grupo === 'amenities' && clave) return AMENITIES[clave as keyof typeof AMENITIES] ?? clave;
  if (grupo === 'servicios' && clave) return SERVICIOS[clave as keyof typeof SERVICIOS] ?? clave;
  if (grupo === 'portales' && clave) return NOMBRES_PORTALES[clave as Portal] ? `Publicar en ${NOMBRES_PORTALES[clave as Portal]}` : clave;
  return PROPIEDAD[campo] ?? (CAMPOS as Record<string, { etiqueta: string }>)[campo]?.etiqueta ?? campo;
}

const LARGO_MAX = 140;

/** A value as the panel shows it: '—' for none, Sí/No, es-AR numbers, a list joined, long texts cut. */
export function valorLegible(campo: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (typeof v === 'number') return campo === 'imagenes' ? `${v} ${v === 1 ? 'imagen' : 'imágenes'}` : campo === 'montoDinero' ? formatDinero(v) : formatNumero(v);
  if (Array.isArray(v)) return v.length === 0 ? '—' : v.map((x) => valorLegible('', x)).join('; ');
  if (typeof v === 'object') return JSON.stringify(v);
  const s = campo === 'operacion' ? (OPERACION_LABELS[v as keyof typeof OPERACION_LABELS] ?? String(v)) : String(v);
  return s.length > LARGO_MAX ? `${s.slice(0, LARGO_MAX - 1)}…` : s;
}

export interface CambioDePrecio {
  fecha: string;
  usuario: string | null;
  antes: number | null;
  despues: number | null;
  /** The currency before and after (the same unless the edit changed it). */
  monedaAntes: string;
  moneda: string;
}

/**
 * A property's price changes, newest first, from its history (newest first) and its price now: an edit that changed
 * the amount or the currency is one. What an edit left alone is worked out backwards from today's price, so a change
 * of currency alone still shows its amount, and nothing older than the property's oldest recorded edit is needed.
 */
export function historialDePrecios(entradas: readonly EntradaHistorial[], actual: { monto: number | null; moneda: string }): CambioDePrecio[] {
  const out: CambioDePrecio[] = [];
  let { monto, moneda } = actual;
  const numero = (v: unknown) => (typeof v === 'number' ? v : null);
  for (const e of entradas) {
    if (e.accion !== 'editar') continue;
    const cambioMonto = e.cambios.find((c) => c.campo === 'precio');
    const cambioMoneda = e.cambios.find((c) => c.campo === 'moneda');
    if (!cambioMonto && !cambioMoneda) continue;
    const antes = cambioMonto ? numero(cambioMonto.antes) : monto;
    const monedaAntes = cambioMoneda && typeof cambioMoneda.antes === 'string' ? cambioMoneda.antes : moneda;
    out.push({ fecha: e.fecha, usuario: e.usuario?.nombre ?? null, antes, despues: monto, monedaAntes, moneda });
    monto = antes;
    moneda = monedaAntes;
  }
  return out;
}

/** '$90.000 USD', or '—' without an amount. */
export function formatPrecioHistorial(monto: number | null, moneda: string): string {
  return monto === null ? '—' : formatPrecio({ monto, moneda });
}
