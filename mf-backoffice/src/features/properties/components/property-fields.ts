// What each of the seven types asks for (spec §3): features, type-specific fields, amenities, and which location
// fields it has. One table drives the creation form and the editor.
import type { TipoPropiedad } from '@inmo/contracts';

export type FieldKind = 'number' | 'text' | 'checkbox' | 'textarea';

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  step?: string;
  /** Shown with the per-type rules (the validator still decides). */
  required?: boolean;
  hint?: string;
}

const n = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, label, kind: 'number', ...extra });
const t = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, label, kind: 'text', ...extra });
const c = (name: string, label: string): FieldDef => ({ name, label, kind: 'checkbox' });

const HABITACIONES = n('habitaciones', 'Dormitorios');
const BANOS = n('baños', 'Baños');
const AMBIENTES = n('ambientes', 'Ambientes');
const SUP_TOTAL = n('superficieTotal', 'Superficie total (m²)', { step: '0.01' });
const SUP_CUBIERTA = n('superficieCubierta', 'Superficie cubierta (m²)', { step: '0.01' });
const ANTIGUEDAD = n('antiguedad', 'Antigüedad (años)');
const EXPENSAS = n('expensas', 'Expensas', { step: '0.01' });
const LARGO = n('largo', 'Largo (m)', { step: '0.01' });
const ANCHO = n('ancho', 'Ancho (m)', { step: '0.01' });

export const CARACTERISTICAS: Record<TipoPropiedad, FieldDef[]> = {
  Casa: [{ ...HABITACIONES, required: true }, BANOS, AMBIENTES, SUP_TOTAL, SUP_CUBIERTA, ANTIGUEDAD, EXPENSAS],
  Departamento: [n('piso', 'Piso', { required: true, hint: '0 = planta baja' }), HABITACIONES, BANOS, AMBIENTES, SUP_TOTAL, SUP_CUBIERTA, ANTIGUEDAD, EXPENSAS],
  'Local comercial': [
    t('rubro', 'Rubro', { required: true }),
    BANOS,
    SUP_TOTAL,
    SUP_CUBIERTA,
    ANTIGUEDAD,
    n('frente', 'Frente (m)', { step: '0.01' }),
    n('fondo', 'Fondo (m)', { step: '0.01' }),
    EXPENSAS,
    c('habilitacionMunicipal', 'Habilitación municipal'),
  ],
  Terreno: [n('superficie', 'Superficie (m²)', { step: '0.01' }), { ...LARGO, required: true }, ANCHO],
  Campo: [n('hectareas', 'Hectáreas', { step: '0.01', required: true, hint: 'La superficie se calcula como hectáreas × 10.000 m²' }), t('condicion', 'Condición', { required: true, hint: 'Por ejemplo: agrícola, ganadero, mixto' }), LARGO, ANCHO],
  'Fondo de Comercio': [
    t('nombreComercio', 'Nombre del comercio', { required: true }),
    t('rubro', 'Rubro', { required: true }),
    n('superficieLocal', 'Superficie del local (m²)', { step: '0.01' }),
    n('antiguedadComercio', 'Antigüedad del comercio (años)'),
    n('facturacionMensual', 'Facturación mensual', { step: '0.01' }),
    n('empleados', 'Empleados'),
    n('precioVenta', 'Precio de venta', { step: '0.01', hint: 'Indicá precio de venta o de alquiler' }),
    n('precioAlquiler', 'Precio de alquiler', { step: '0.01' }),
    t('instalaciones', 'Instalaciones', { hint: 'Separadas por comas' }),
    t('contacto', 'Contacto'),
    c('incluyeMercaderia', 'Incluye mercadería'),
    c('incluyeMaquinaria', 'Incluye maquinaria'),
  ],
  'Galpón': [{ ...SUP_TOTAL, required: true }, SUP_CUBIERTA, n('alturaLibre', 'Altura libre (m)', { step: '0.01' }), t('condicion', 'Condición', { required: true })],
};

/** Amenities: Casa and Departamento as spec §3 lists them; the other types' sets are ours (see README). */
export const AMENITIES: Record<TipoPropiedad, string[]> = {
  Casa: ['piscina', 'parrilla', 'jardin', 'terraza', 'garage', 'balcon'],
  Departamento: ['terraza', 'garage', 'balcon', 'tieneAscensor', 'seguridad24hs', 'piscina', 'gimnasio'],
  'Local comercial': ['vidriera', 'aireAcondicionado', 'estacionamiento', 'seguridad24hs'],
  Terreno: ['esquina', 'cercado', 'arbolado'],
  Campo: ['casco', 'aguada', 'alambrado', 'galpon', 'molino'],
  'Fondo de Comercio': ['aireAcondicionado', 'estacionamiento', 'seguridad24hs'],
  'Galpón': ['oficinas', 'portonCamiones', 'playaManiobras', 'seguridad24hs'],
};

export const AMENITY_LABELS: Record<string, string> = {
  piscina: 'Piscina',
  parrilla: 'Parrilla',
  jardin: 'Jardín',
  terraza: 'Terraza',
  garage: 'Garage',
  balcon: 'Balcón',
  tieneAscensor: 'Ascensor',
  seguridad24hs: 'Seguridad 24 hs',
  gimnasio: 'Gimnasio',
  vidriera: 'Vidriera',
  aireAcondicionado: 'Aire acondicionado',
  estacionamiento: 'Estacionamiento',
  esquina: 'Esquina',
  cercado: 'Cercado',
  arbolado: 'Arbolado',
  casco: 'Casco',
  aguada: 'Aguada',
  alambrado: 'Alambrado perimetral',
  galpon: 'Galpón',
  molino: 'Molino',
  oficinas: 'Oficinas',
  portonCamiones: 'Portón para camiones',
  playaManiobras: 'Playa de maniobras',
};

/** Types that have services (agua, luz, cloacas, gas). */
export function tieneServicios(tipo: TipoPropiedad): boolean {
  return tipo !== 'Fondo de Comercio';
}

/** Campo sends only localidad, coordinates and map URL as its location (spec §5). */
export function ubicacionReducida(tipo: TipoPropiedad | ''): boolean {
  return tipo === 'Campo';
}

/** Every per-type field name (what a change of type clears). */
export const CAMPOS_POR_TIPO = [...new Set(Object.values(CARACTERISTICAS).flat().map((f) => f.name))];
