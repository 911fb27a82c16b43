// /nueva-factura: an invoice typed by hand: the receiver (a client, searched as in the other forms), the concept,
// the service's dates and its items (description and final amount, VAT included for a responsable inscripto).
// The letter follows both parties' VAT condition; ARCA numbers it and gives the CAE.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { type Cliente, type ErroresCampo } from '@inmo/contracts';
import { ApiError, useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Alert, AmountInput, Button, Field, Panel } from '@inmo/ui';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { paths } from '../../../config/paths.js';
import { useBuscarClientes, useClienteElegido } from '../api/buscar-clientes.js';
import { crearFactura, esListaDeFacturas, type NuevaFacturaForm } from '../api/facturas.js';

const Item = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  margin: 0 0 12px;
  padding: 8px 12px;
  min-width: 0;
`;

const opcionCliente = (c: Cliente): Opcion => ({
  id: c._id,
  texto: `${c.nombre} ${c.apellido}`,
  detalle: [c.cuit ? `CUIT ${c.cuit}` : c.dni ? `DNI ${c.dni}` : 'Sin DNI', c.mail ?? ''].filter(Boolean).join(' · '),
});

export function NewInvoicePage() {
  useDocumentTitle('Nueva factura');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const clave = useSubmitKey();
  const [texto, setTexto] = useState('');
  const [form, setForm] = useState<NuevaFacturaForm>({ cliente: '', concepto: 'servicios', servicioDesde: null, servicioHasta: null, items: [{ descripcion: '', importe: '' }] });
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const busqueda = useBuscarClientes(texto);
  const elegido = useClienteElegido(form.cliente);
  const opciones = useMemo(() => busqueda.clientes.map(opcionCliente), [busqueda.clientes]);
  const setItem = (i: number, cambio: Partial<NuevaFacturaForm['items'][number]>) =>
    setForm((f) => ({ ...f, items: f.items.map((it, j) => (j === i ? { ...it, ...cambio } : it)) }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setEnviando(true);
    setError(null);
    const body: NuevaFacturaForm = form.concepto === 'servicios' ? form : { ...form, servicioDesde: null, servicioHasta: null };
    try {
      await crearFactura(body, clave.for(body));
      clave.done();
      await mutate(esListaDeFacturas);
      // The list shows its number and CAE (or 'pendiente' while ARCA does not answer).
      navigate(paths.facturas);
    } catch (err) {
      setErrores((err instanceof ApiError && err.errors) || {});
      setError((err instanceof ApiError && err.serverError) || 'No se pudo emitir la factura');
    } finally {
      setEnviando(false);
    }
  };
  return (
    <>
      <PageHead>
        <h1>Nueva factura</h1>
      </PageHead>
      <Panel>
        <form onSubmit={submit} noValidate aria-label="Nueva factura">
          {error && <Alert role="alert">{error}</Alert>}
          <SearchSelect
            label="Cliente"
            opciones={opciones}
            valor={form.cliente}
            elegida={elegido ? opcionCliente(elegido) : null}
            onChange={(id) => setForm((f) => ({ ...f, cliente: id }))}
            onBuscar={setTexto}
            buscando={busqueda.buscando}
            error={errores.cliente}
            placeholder="Buscar por nombre o DNI (mínimo 2 letras)"
          />
          <Field id="fac-concepto" label="Concepto" error={errores.concepto}>
            {(a) => (
              <select {...a} value={form.concepto} onChange={(e) => setForm((f) => ({ ...f, concepto: e.target.value as NuevaFacturaForm['concepto'] }))}>
                <option value="servicios">Servicios</option>
                <option value="productos">Productos</option>
              </select>
            )}
          </Field>
          {form.concepto === 'servicios' && (
            <>
              <Field id="fac-desde" label="Servicio desde" error={errores.servicioDesde}>
                {(a) => <input {...a} type="date" value={form.servicioDesde ?? ''} onChange={(e) => setForm((f) => ({ ...f, servicioDesde: e.target.value || null }))} />}
              </Field>
              <Field id="fac-hasta" label="Servicio hasta" error={errores.servicioHasta}>
                {(a) => <input {...a} type="date" value={form.servicioHasta ?? ''} onChange={(e) => setForm((f) => ({ ...f, servicioHasta: e.target.value || null }))} />}
              </Field>
            </>
          )}
          {errores.items && <Alert role="alert">{errores.items}</Alert>}
          {form.items.map((it, i) => (
            <Item key={i}>
              <legend>{`Ítem ${i + 1}`}</legend>
              <Field id={`fac-item-${i}-desc`} label="Descripción" error={errores[`items.${i}.descripcion`]}>
                {(a) => <input {...a} value={it.descripcion} onChange={(e) => setItem(i, { descripcion: e.target.value })} />}
              </Field>
              <Field id={`fac-item-${i}-importe`} label="Importe (ARS)" hint="Precio final, con IVA incluido si corresponde" error={errores[`items.${i}.importe`]}>
                {(a) => <AmountInput {...a} nombre="Importe" moneda="ARS" value={it.importe} onChange={(v) => setItem(i, { importe: v })} />}
              </Field>
              {form.items.length > 1 && (
                <Button $variant="secondary" type="button" onClick={() => setForm((f) => ({ ...f, items: f.items.filter((_, j) => j !== i) }))}>
                  Quitar ítem
                </Button>
              )}
            </Item>
          ))}
          <ButtonRow>
            <Button $variant="secondary" type="button" onClick={() => setForm((f) => ({ ...f, items: [...f.items, { descripcion: '', importe: '' }] }))}>
              Agregar ítem
            </Button>
            <Button type="submit" disabled={enviando}>
              Emitir factura
            </Button>
          </ButtonRow>
        </form>
      </Panel>
    </>
  );
}
