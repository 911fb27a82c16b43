// Pure logic of the client detail's edit mode (spec §4, §5 Client save): the form model, its validation,
// the payload sent on save, the title matching of offered entries and the picker's list.
import {
  leerNumeroAr,
  type CondicionIva,
  textoAr,
  validarEditarCliente,
  type Cliente,
  type ErroresCampo,
  type EditarClienteRequest,
  type PreferenciaBusqueda,
  type Propiedad,
  type PropiedadOfrecida,
  type TipoPropiedad,
} from '@inmo/contracts';

export interface PreferenciaForm extends Omit<PreferenciaBusqueda, 'presupuesto' | 'dormitoriosMin' | 'superficieMin' | 'superficieMax'> {
  /** Text while typing; null/'' → null on save (the same for bedrooms and surface). */
  presupuesto: string;
  dormitoriosMin: string;
  superficieMin: string;
  superficieMax: string;
}

/** A number field's text: '' for none. */
const comoTexto = (n: number | null | undefined) => textoAr(n);

export interface ClienteForm {
  nombre: string;
  apellido: string;
  dni: string;
  profesion: string;
  /** For invoices: the CUIT as typed ('' for none) and the VAT condition (consumidor_final by default). */
  cuit: string;
  condicionIva: CondicionIva;
  telefono: string;
  mail: string;
  preferenciasBusqueda: PreferenciaForm[];
  oferente: PropiedadOfrecida[];
  /** 'Asignar a': a user's id, '' for nobody. */
  asignadoA: string;
  /** 'Recibir alertas por email' (with the client's consent; needs an e-mail). */
  alertas: boolean;
}

export function aFormulario(c: Cliente): ClienteForm {
  return {
    nombre: c.nombre ?? '',
    apellido: c.apellido ?? '',
    dni: c.dni ?? '',
    profesion: c.profesion ?? '',
    cuit: c.cuit ?? '',
    condicionIva: c.condicionIva ?? 'consumidor_final',
    telefono: c.telefono ?? '',
    mail: c.mail ?? '',
    preferenciasBusqueda: (c.preferenciasBusqueda ?? []).map((p) => ({
      ...p,
      presupuesto: comoTexto(p.presupuesto),
      moneda: p.moneda ?? 'ARS',
      descripcion: p.descripcion ?? '',
      localidades: p.localidades ?? [],
      dormitoriosMin: comoTexto(p.dormitoriosMin),
      superficieMin: comoTexto(p.superficieMin),
      superficieMax: comoTexto(p.superficieMax),
    })),
    oferente: (c.oferente ?? []).map((o) => ({ ...o, descripcion: o.descripcion ?? '' })),
    asignadoA: c.asignadoA?._id ?? '',
    alertas: c.alertas === true,
  };
}

export function nuevaPreferencia(ahora = new Date()): PreferenciaForm {
  return {
    tipoPropiedad: '',
    tipoOperacion: '',
    presupuesto: '',
    moneda: 'ARS',
    descripcion: '',
    localidades: [],
    dormitoriosMin: '',
    superficieMin: '',
    superficieMax: '',
    activa: true,
    // Financing is asked only when buying, and not assumed.
    financiacion: false,
    fechaCreacionPreferencia: ahora.toISOString(),
  };
}

/** A typed number, read the es-AR way ('80,5' → 80.5, '120.000' → 120000); blank or unreadable → null. */
function presupuestoNumero(t: string): number | null {
  return leerNumeroAr(t);
}

/** A draft kept from before a field existed lacks it: undefined reads as blank. */
const textoONull = (t: string | undefined) => (t === undefined || t.trim() === '' ? null : t);

/** The messages that block saving, by field ('preferenciasBusqueda.0.superficieMax' → its message). */
export function erroresFormulario(f: ClienteForm): ErroresCampo {
  return validarEditarCliente({
    ...f,
    mail: f.mail.trim() === '' ? null : f.mail,
    preferenciasBusqueda: f.preferenciasBusqueda.map((p) => ({
      ...p,
      presupuesto: textoONull(p.presupuesto),
      dormitoriosMin: textoONull(p.dormitoriosMin),
      superficieMin: textoONull(p.superficieMin),
      superficieMax: textoONull(p.superficieMax),
    })),
  });
}

/** The first message that blocks saving (spec §5 Client save), or null. */
export function validarFormulario(f: ClienteForm): string | null {
  const e = erroresFormulario(f);
  const orden = Object.keys(e).sort((a, b) => Number(a.startsWith('preferencias') || a.startsWith('oferente')) - Number(b.startsWith('preferencias') || b.startsWith('oferente')));
  return orden.length ? e[orden[0]] : null;
}

/** What Guardar sends: incomplete preferences and nameless offered entries dropped, texts trimmed (spec §5). */
export function aPayload(f: ClienteForm, version?: number): EditarClienteRequest {
  const mail = f.mail.trim();
  const prof = f.profesion.trim();
  return {
    nombre: f.nombre.trim(),
    apellido: f.apellido.trim(),
    dni: f.dni.trim(),
    profesion: prof === '' ? null : prof,
    // A draft kept from before these fields existed sends neither: the stored ones stay.
    ...(typeof f.cuit === 'string' ? { cuit: f.cuit.trim() === '' ? null : f.cuit.trim() } : {}),
    ...(f.condicionIva ? { condicionIva: f.condicionIva } : {}),
    telefono: f.telefono.trim(),
    mail: mail === '' ? null : mail,
    alertas: mail === '' ? false : f.alertas,
    preferenciasBusqueda: f.preferenciasBusqueda
      .filter((p) => p.tipoPropiedad && p.tipoOperacion)
      .map((p) => ({
        ...(p._id ? { _id: p._id } : {}),
        tipoPropiedad: p.tipoPropiedad,
        tipoOperacion: p.tipoOperacion,
        presupuesto: presupuestoNumero(p.presupuesto),
        moneda: p.moneda ?? 'ARS',
        descripcion: p.descripcion?.trim() ?? '',
        localidades: (p.localidades ?? []).map((l) => l.trim()).filter(Boolean),
        dormitoriosMin: presupuestoNumero(p.dormitoriosMin ?? ''),
        superficieMin: presupuestoNumero(p.superficieMin ?? ''),
        superficieMax: presupuestoNumero(p.superficieMax ?? ''),
        activa: p.activa !== false,
        financiacion: p.tipoOperacion === 'Compra' && p.financiacion === true,
        fechaCreacionPreferencia: p.fechaCreacionPreferencia || new Date().toISOString(),
      })),
    oferente: f.oferente
      // A property listed because it names the client as its owner is linked from the property; it becomes an entry
      // of the client's own list only once staff describe or deactivate it here.
      .filter((o) => !(o.esDueño && !o._id && !o.descripcion?.trim() && o.activa !== false))
      .filter((o) => o.propiedad.trim() !== '')
      .map((o) => ({ propiedad: o.propiedad.trim(), propiedadId: o.propiedadId ?? null, descripcion: o.descripcion?.trim() ?? '', activa: o.activa !== false })),
    // A draft kept from before assignment existed has none: the stored assignee stays.
    ...(f.asignadoA !== undefined ? { asignadoA: f.asignadoA || null } : {}),
    ...(version !== undefined ? { version } : {}),
  };
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

export function detallesDe(p: Propiedad): NonNullable<PropiedadOfrecida['detallesPropiedad']> {
  return {
    tipo: p.tipo,
    operacion: p.operacion,
    precio: { monto: p.precio?.monto ?? null, moneda: p.precio?.moneda ?? 'ARS' },
    ubicacion: p.ubicacion ?? '',
  };
}

/** Spec §4: entries without propiedadId get the id and details of the property whose title equals theirs. */
export function completarOfertas(oferente: PropiedadOfrecida[], propiedades: Propiedad[]): PropiedadOfrecida[] {
  return oferente.map((o) => {
    if (o.propiedadId) return o;
    const p = propiedades.find((x) => norm(x.titulo) === norm(o.propiedad) && norm(o.propiedad) !== '');
    return p ? { ...o, propiedadId: p.id, detallesPropiedad: o.detallesPropiedad ?? detallesDe(p) } : o;
  });
}

/** Already assigned: same id, or (entries without id) titles containing each other. */
export function yaAsignada(p: Propiedad, oferente: PropiedadOfrecida[]): boolean {
  return oferente.some((o) => {
    if (o.propiedadId) return o.propiedadId === p.id;
    const a = norm(o.propiedad);
    const b = norm(p.titulo);
    return a !== '' && b !== '' && (a.includes(b) || b.includes(a));
  });
}

export interface FiltrosPicker {
  q: string;
  tipo: TipoPropiedad | '';
  operacion: string;
}

/**
 * The picker's rows (the server filtered them by text, type and operation): those not yet assigned to the client, and
 * how many of the `total` matching the filters are available — exact once every page is read; before that, an
 * assigned one on a page not yet read still counts as available.
 */
export function filtrarPicker(filas: Propiedad[], oferente: PropiedadOfrecida[], total: number): { disponibles: Propiedad[]; cuenta: number } {
  const disponibles = filas.filter((p) => !yaAsignada(p, oferente));
  return { disponibles, cuenta: Math.max(0, total - (filas.length - disponibles.length)) };
}

/** Offered entry built from a picked property. */
export function ofertaDe(p: Propiedad): PropiedadOfrecida {
  return { propiedad: p.titulo, propiedadId: p.id, detallesPropiedad: detallesDe(p), descripcion: '', activa: true };
}
