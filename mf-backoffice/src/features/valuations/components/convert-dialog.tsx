// 'Convertir en propiedad', confirmed: the dialog says what the hidden listing takes from the valuation, asks for the
// figures its type requires that the valuation does not know (a house's bedrooms, a flat's floor, a plot's length;
// never made up) and leaves everything else for staff to complete before publishing.
import { useState, type FormEvent } from 'react';
import { faltanParaConvertir, formatNumero, type ConvertirTasacion, type Tasacion } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Alert, Button, Field, Modal } from '@inmo/ui';
import { valorTexto } from './valuations-page.js';

type Datos = Partial<Record<keyof ConvertirTasacion, string>>;

/** What the listing takes from the valuation, as the dialog lists it. */
function loQueSabe(t: Tasacion): string[] {
  const s = t.sujeto;
  const m2 = (n: number | null, que: string) => (n !== null ? [`${que}: ${formatNumero(n)} m²`] : []);
  return [
    `${s.tipo} en ${s.localidad}${s.direccion ? `, ${s.direccion}` : ''}`,
    ...m2(s.superficieCubierta, 'Superficie cubierta'),
    ...m2(s.superficieTerreno, 'Terreno'),
    ...(s.hectareas !== null ? [`Hectáreas: ${formatNumero(s.hectareas)}`] : []),
    ...(s.ambientes !== null ? [`Ambientes: ${s.ambientes}`] : []),
    ...(s.antiguedad !== null ? [`Antigüedad: ${s.antiguedad} años`] : []),
    `Precio: ${valorTexto(t.valor.sugerido, t.moneda)} (el valor sugerido)`,
    ...(t.cliente ? [`Propietario: ${t.cliente.nombre} ${t.cliente.apellido}`.trim()] : []),
  ];
}

export function ConvertDialog({ tasacion: t, onCancel, onConvert }: { tasacion: Tasacion; onCancel: () => void; onConvert: (datos: Datos) => Promise<void> }) {
  const faltan = faltanParaConvertir(t.sujeto);
  const [datos, setDatos] = useState<Datos>({});
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const vacios = Object.fromEntries(faltan.filter((f) => !(datos[f.campo] ?? '').trim()).map((f) => [f.campo, f.mensaje]));
    setErrores(vacios);
    if (Object.keys(vacios).length) return;
    setBusy(true);
    setError(null);
    try {
      await onConvert(datos);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      setError((err instanceof ApiError && err.serverError) || 'No se pudo convertir la tasación');
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title="Convertir en propiedad"
      onClose={onCancel}
      width="520px"
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" form="convertir-tasacion" disabled={busy}>
            {busy ? 'Creando...' : 'Crear la propiedad'}
          </Button>
        </>
      }
    >
      <form id="convertir-tasacion" aria-label="Convertir en propiedad" onSubmit={submit} noValidate>
        {error && <Alert role="alert">{error}</Alert>}
        <p>Se crea una propiedad oculta (no se publica) con lo que sabe la tasación:</p>
        <ul data-testid="datos-de-la-tasacion">
          {loQueSabe(t).map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
        {faltan.map((f) => (
          <Field key={f.campo} id={`convertir-${f.campo}`} label={f.etiqueta} error={errores[f.campo]} hint="La tasación no lo tiene: indicalo para crear la propiedad.">
            {(a) => <input {...a} inputMode="numeric" value={datos[f.campo] ?? ''} onChange={(e) => setDatos({ ...datos, [f.campo]: e.target.value })} />}
          </Field>
        ))}
        <p>El resto (fotos, descripción, baños y demás datos) queda para completar antes de publicarla.</p>
      </form>
    </Modal>
  );
}
