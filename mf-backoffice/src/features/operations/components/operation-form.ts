// Pure logic of /nueva-operacion (spec §5 New operation): the searches and the payload.
import { validarNuevaOperacion, type ErroresCampo, type Moneda, type NuevaOperacionRequest, type Operacion } from '@inmo/contracts';

export interface OperacionForm {
  operacion: Operacion | '';
  propiedad: string;
  oferente: string;
  receptor: string;
  montoDinero: string;
  moneda: Moneda;
  fechaConcretada: string;
  descripcion: string;
}

/** Today as 'YYYY-MM-DD' in the browser's time zone. */
export function hoy(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export function formularioVacio(): OperacionForm {
  return { operacion: '', propiedad: '', oferente: '', receptor: '', montoDinero: '', moneda: 'ARS', fechaConcretada: hoy(), descripcion: '' };
}

export function aPayload(f: OperacionForm): NuevaOperacionRequest {
  const monto = f.montoDinero.trim() === '' ? null : Number(f.montoDinero.replace(',', '.'));
  return {
    operacion: f.operacion as Operacion,
    propiedad: f.propiedad,
    oferente: f.oferente,
    receptor: f.receptor,
    montoDinero: monto,
    moneda: f.moneda,
    descripcion: f.descripcion.trim(),
    fechaConcretada: f.fechaConcretada || hoy(),
  };
}

export function validar(f: OperacionForm): ErroresCampo {
  return validarNuevaOperacion(aPayload(f));
}
