// /nueva-factura: an invoice typed by hand: the receiver (a client, searched as in the other forms), the concept,
// the service's dates and its items (description and final amount, VAT included for a responsable inscripto);
// ?cliente=&descripcion=&tasacion= fill in the receiver and the first item of a valuation's fee, from its page, and
// make the invoice that valuation's.
// /factura/:id/corregir: the same form filled in from a rejected (or pending, never numbered) invoice; saving it
// (PUT) asks ARCA again at once. The letter follows both parties' VAT condition; ARCA numbers it and gives the CAE.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { textoAr, type Cliente, type ErroresCampo, type FacturaRespuesta } from '@inmo/contracts';
import { ApiError, useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Alert, AmountInput, Button, Field, Panel, Spinner } from '@inmo/ui';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { paths } from '../../../config/paths.js';
import { useBuscarClientes, useClienteElegido } from '../../../components/ui/busquedas.js';
import { corregirFactura, crearFactura, esCorregible, esListaDeFacturas, nombreFactura, useFactura, type NuevaFacturaForm } from '../api/facturas.js';

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
  const [params] = useSearchParams();
  const inicial: NuevaFacturaForm = {
    cliente: params.get('cliente') ?? '', concepto: 'servicios', servicioDesde: null, servicioHasta: null,
    items: [{ descripcion: (params.get('descripcion') ?? '').slice(0, 500), importe: '' }],
    tasacion: params.get('tasacion'),
  };
  return <InvoiceForm inicial={inicial} />;
}

/** The invoice's fields as the form holds them (amounts as es-AR text). */
const formDe = (f: FacturaRespuesta): NuevaFacturaForm => ({
  cliente: f.receptor.clienteId ?? '', concepto: f.concepto, servicioDesde: f.servicioDesde, servicioHasta: f.servicioHasta,
  items: f.items.map((it) => ({ descripcion: it.descripcion, importe: textoAr(it.importe) })),
});

export function CorrectInvoicePage() {
  useDocumentTitle('Corregir factura');
  const { id = '' } = useParams();
  const { data, error, isLoading } = useFactura(id);
  const f = data?.data;
  if (isLoading && !f) return <Spinner role="status" aria-label="Cargando factura" />;
  if (!f) return error ? <Alert role="alert">No se pudo cargar la factura</Alert> : null;
  if (!esCorregible(f)) return <Alert role="alert">{`La ${nombreFactura(f)} ya no se puede corregir: solo una rechazada o pendiente sin número.`}</Alert>;
  return <InvoiceForm key={f._id} inicial={formDe(f)} corrige={f} />;
}

function InvoiceForm({ inicial, corrige }: { inicial: NuevaFacturaForm; corrige?: FacturaRespuesta }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const clave = useSubmitKey();
  const [texto, setTexto] = useState('');
  const [form, setForm] = useState<NuevaFacturaForm>(inicial);
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
      if (corrige) await corregirFactura(corrige._id, body);
      else {
        await crearFactura(body, clave.for(body));
        clave.done();
      }
      await mutate(esListaDeFacturas);
      // The list shows its number and CAE (or 'pendiente' while ARCA does not answer).
      navigate(paths.facturas);
    } catch (err) {
      setErrores((err instanceof ApiError && err.errors) || {});
      setError((err instanceof ApiError && err.serverError) || (corrige ? 'No se pudo corregir la factura' : 'No se pudo emitir la factura'));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <>
      <PageHead>
        <h1>{corrige ? 'Corregir factura' : 'Nueva factura'}</h1>
      </PageHead>
      <Panel>
        <form onSubmit={submit} noValidate aria-label={corrige ? 'Corregir factura' : 'Nueva factura'}>
          {error && <Alert role="alert">{error}</Alert>}
          {corrige?.estado === 'rechazada' && corrige.error && <Alert>{`Rechazada por ARCA ${corrige.error.codigo}: ${corrige.error.mensaje}`}</Alert>}
          {form.tasacion && <p>Son los honorarios de una tasación: la factura queda en su página.</p>}
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
              {corrige ? 'Guardar y reintentar' : 'Emitir factura'}
            </Button>
          </ButtonRow>
        </form>
      </Panel>
    </>
  );
}
