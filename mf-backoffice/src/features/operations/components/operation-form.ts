// Pure logic of the operation form (spec §5 New operation), for a new operation and for correcting one: the form's
// model, the payload, its checks, a form read from a stored operation, and what choosing a property fills in.
import {
  hoyArgentina, leerNumeroAr, textoAr, validarNuevaOperacion, type ErroresCampo, type Moneda, type NuevaOperacionRequest, type Operacion, type OperacionRegistro, type Precio, type TipoComision,
} from '@inmo/contracts';

export interface OperacionForm {
  operacion: Operacion | '';
  propiedad: string;
  oferente: string;
  receptor: string;
  montoDinero: string;
  moneda: Moneda;
  fechaConcretada: string;
  descripcion: string;
  /** The agent's id; '' for whoever records it (a new operation) or the stored one (an edit). */
  agente: string;
  comisionTipo: TipoComision;
  /** Empty: no commission. */
  comisionValor: string;
}

/** Today as 'YYYY-MM-DD' on Argentina's calendar, wherever the browser is. */
export function hoy(d = new Date()): string {
  return hoyArgentina(d);
}

export function formularioVacio(): OperacionForm {
  return {
    operacion: '', propiedad: '', oferente: '', receptor: '', montoDinero: '', moneda: 'ARS', fechaConcretada: hoy(), descripcion: '',
    agente: '', comisionTipo: 'porcentaje', comisionValor: '',
  };
}

/** The form of a stored operation (to correct it). */
export function deOperacion(o: OperacionRegistro): OperacionForm {
  return {
    operacion: o.operacion,
    propiedad: o.propiedadId ?? '',
    oferente: o.oferente._id,
    receptor: o.receptor._id,
    montoDinero: textoAr(o.montoDinero),
    moneda: o.moneda,
    fechaConcretada: o.fechaConcretada,
    descripcion: o.descripcion,
    agente: o.cerradaPor?._id ?? '',
    comisionTipo: o.comision?.tipo ?? 'porcentaje',
    comisionValor: o.comision ? textoAr(o.comision.valor) : '',
  };
}

/** Choosing a property brings its price: the amount (when it has one) and its currency. */
export function conPrecioDe(f: OperacionForm, precio: Pick<Precio, 'monto' | 'moneda'> | null | undefined): OperacionForm {
  if (!precio) return f;
  return { ...f, moneda: precio.moneda, montoDinero: typeof precio.monto === 'number' && precio.monto > 0 ? textoAr(precio.monto) : f.montoDinero };
}

/** A typed amount read the es-AR way ('120.000', '7,5'); text written otherwise goes as typed, for the schema to refuse. */
const leer = (t: string): number | string => leerNumeroAr(t) ?? t.trim();

export function aPayload(f: OperacionForm): NuevaOperacionRequest {
  const monto = f.montoDinero.trim() === '' ? null : leer(f.montoDinero);
  return {
    operacion: f.operacion as Operacion,
    propiedad: f.propiedad,
    oferente: f.oferente,
    receptor: f.receptor,
    montoDinero: monto,
    moneda: f.moneda,
    descripcion: f.descripcion.trim(),
    fechaConcretada: f.fechaConcretada || hoy(),
    agente: f.agente || null,
    comision: f.comisionValor.trim() === '' ? null : { tipo: f.comisionTipo, valor: leer(f.comisionValor) },
  };
}

export function validar(f: OperacionForm): ErroresCampo {
  return validarNuevaOperacion(aPayload(f));
}
