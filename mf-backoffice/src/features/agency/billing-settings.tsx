// 'Facturación electrónica' in Datos de la inmobiliaria (admins): the agency's details for ARCA (CUIT, razón social,
// condición frente al IVA, punto de venta, inicio de actividades, IIBB) and its certificate and private key (PEM,
// typed or read from a file). GET /api/admin/facturacion never returns the key: it shows the stored certificate's
// subject and expiry, warned 30 days ahead. Saved with PUT /api/admin/facturacion; its refusals show by field.
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { formatFecha, type CondicionIvaEmisor, type ErroresCampo } from '@inmo/contracts';
import { ApiError, api, swrFetcher } from '@inmo/shell/platform';
import { Alert, Button, Field, FieldGrid, FormSection, Hint } from '@inmo/ui';
import { ButtonRow } from '../../components/ui/layout.js';
import { avisoVencimiento } from '../../components/ui/certificate-expiry.js';

interface Ajustes {
  cuit: string;
  razonSocial: string;
  condicionIva: CondicionIvaEmisor;
  puntoVenta: number;
  inicioActividades: string;
  ingresosBrutos: string | null;
  certificado: { sujeto: string; vence: string };
}
type Form = Omit<Ajustes, 'puntoVenta' | 'ingresosBrutos' | 'certificado'> & { puntoVenta: string; ingresosBrutos: string; certificado: string; clave: string };

const KEY = '/admin/facturacion';
const VACIO: Form = { cuit: '', razonSocial: '', condicionIva: 'monotributo', puntoVenta: '', inicioActividades: '', ingresosBrutos: '', certificado: '', clave: '' };

const Lista = styled.ol`
  padding-left: 20px;
  overflow-wrap: anywhere;
  code {
    font-size: 0.85rem;
  }
`;

/** ARCA's steps, folded; its summary is a full tap target. */
const Pasos = styled.details`
  margin: 12px 0;
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
  }
`;

const Pem = styled.textarea`
  font-family: monospace;
  font-size: 0.8rem;
`;

export function BillingSettings() {
  const { data, mutate } = useSWR<{ data: Ajustes | null }>(KEY, swrFetcher, { revalidateOnFocus: false });
  const [form, setForm] = useState<Form>(VACIO);
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [guardado, setGuardado] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const actual = data?.data ?? null;

  useEffect(() => {
    if (!actual) return;
    // The stored key is never shown; the certificate field starts empty too: a new pair replaces the stored one.
    setForm({ ...VACIO, cuit: actual.cuit, razonSocial: actual.razonSocial, condicionIva: actual.condicionIva, puntoVenta: String(actual.puntoVenta), inicioActividades: actual.inicioActividades, ingresosBrutos: actual.ingresosBrutos ?? '' });
  }, [actual]);

  const set = (k: keyof Form) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const leerArchivo = (k: 'certificado' | 'clave') => async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > 20_000) return setErrores((x) => ({ ...x, [k]: 'El archivo es demasiado grande para ser un certificado o una clave (PEM)' }));
    const texto = await file.text();
    setForm((f) => ({ ...f, [k]: texto }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setEnviando(true);
    setError(null);
    setGuardado(null);
    try {
      await api.put(KEY, { ...form, puntoVenta: form.puntoVenta.trim() === '' ? null : form.puntoVenta });
      setErrores({});
      setGuardado('Datos de facturación guardados');
      await mutate();
    } catch (err) {
      setErrores((err instanceof ApiError && err.errors) || {});
      setError((err instanceof ApiError && err.serverError) || 'No se pudieron guardar los datos de facturación');
    } finally {
      setEnviando(false);
    }
  };

  const aviso = actual ? avisoVencimiento(actual.certificado.vence) : null;
  return (
    <form onSubmit={submit} noValidate aria-label="Facturación electrónica">
      <FormSection>
        <legend>Facturación electrónica</legend>
        <p>Las facturas se piden a ARCA (ex AFIP) con el certificado de la inmobiliaria; la clave queda guardada cifrada en este sistema y no se muestra.</p>
        {actual ? (
          <p>
            {`Certificado cargado: ${actual.certificado.sujeto}. Vence el ${formatFecha(actual.certificado.vence)}.`}
          </p>
        ) : (
          <p>Todavía no hay un certificado cargado: sin él no se puede facturar.</p>
        )}
        {aviso && <Alert role="alert">{aviso}</Alert>}
        {error && <Alert role="alert">{error}</Alert>}
        {guardado && <Alert $tone="success" role="status">{guardado}</Alert>}
        <FieldGrid>
          <Field id="fe-cuit" label="CUIT" error={errores.cuit}>
            {(a) => <input {...a} inputMode="numeric" value={form.cuit} onChange={set('cuit')} />}
          </Field>
          <Field id="fe-razon" label="Razón social" error={errores.razonSocial}>
            {(a) => <input {...a} value={form.razonSocial} onChange={set('razonSocial')} />}
          </Field>
          <Field id="fe-condicion" label="Condición frente al IVA" error={errores.condicionIva}>
            {(a) => (
              <select {...a} value={form.condicionIva} onChange={set('condicionIva')}>
                <option value="monotributo">Responsable monotributo (factura C)</option>
                <option value="responsable_inscripto">IVA responsable inscripto (facturas A y B)</option>
              </select>
            )}
          </Field>
          <Field id="fe-pto" label="Punto de venta" hint="El de 'Web services' dado de alta en ARCA" error={errores.puntoVenta}>
            {(a) => <input {...a} inputMode="numeric" value={form.puntoVenta} onChange={set('puntoVenta')} />}
          </Field>
          <Field id="fe-inicio" label="Inicio de actividades" error={errores.inicioActividades}>
            {(a) => <input {...a} type="date" value={form.inicioActividades} onChange={set('inicioActividades')} />}
          </Field>
          <Field id="fe-iibb" label="Ingresos brutos (opcional)" error={errores.ingresosBrutos}>
            {(a) => <input {...a} value={form.ingresosBrutos} onChange={set('ingresosBrutos')} />}
          </Field>
          <Field id="fe-cert" label="Certificado (PEM)" hint={actual ? 'Para guardar cambios volvé a cargar el certificado (.crt): el guardado no se muestra' : 'Pegá el texto del .crt que descargaste de ARCA o elegí el archivo abajo'} error={errores.certificado} wide>
            {(a) => <Pem {...a} rows={5} value={form.certificado} onChange={set('certificado')} placeholder="-----BEGIN CERTIFICATE-----" />}
          </Field>
          <Field id="fe-cert-archivo" label="Archivo del certificado" wide>
            {(a) => <input {...a} type="file" accept=".crt,.pem,.cer,text/plain" onChange={(e) => void leerArchivo('certificado')(e)} />}
          </Field>
          <Field id="fe-clave" label="Clave privada (PEM)" hint={actual ? 'Dejala vacía para conservar la guardada si el certificado es el mismo' : 'La .key que generaste con openssl'} error={errores.clave} wide>
            {(a) => <Pem {...a} rows={5} value={form.clave} onChange={set('clave')} placeholder="-----BEGIN PRIVATE KEY-----" autoComplete="off" spellCheck={false} />}
          </Field>
          <Field id="fe-clave-archivo" label="Archivo de la clave" wide>
            {(a) => <input {...a} type="file" accept=".key,.pem,text/plain" onChange={(e) => void leerArchivo('clave')(e)} />}
          </Field>
        </FieldGrid>
        <Pasos>
          <summary>Cómo obtener el certificado de ARCA</summary>
          <Lista>
            <li>
              Generá la clave y el pedido de certificado en una computadora de la inmobiliaria:
              <br />
              <code>openssl genrsa -out inmobiliaria.key 2048</code>
              <br />
              <code>{'openssl req -new -key inmobiliaria.key -subj "/C=AR/O=Razón social/CN=inmobiliaria/serialNumber=CUIT 20111111112" -out inmobiliaria.csr'}</code>
            </li>
            <li>Entrá a ARCA con clave fiscal y agregá el servicio &lsquo;Administración de certificados digitales&rsquo; (Administrador de relaciones de clave fiscal).</li>
            <li>En ese servicio creá un alias, subí el archivo .csr y descargá el certificado (.crt).</li>
            <li>En el Administrador de relaciones, asociá el certificado al servicio &lsquo;Facturación electrónica&rsquo; (wsfe).</li>
            <li>En &lsquo;Administración de puntos de venta y domicilios&rsquo; creá un punto de venta &lsquo;RECE para aplicativo y web services&rsquo;.</li>
            <li>Cargá acá el certificado (.crt), la clave (.key) y ese punto de venta.</li>
          </Lista>
          <Hint>Mientras se prueba, el sistema pide las facturas al entorno de homologación de ARCA, que no emite facturas reales; el paso a producción lo hace quien administra el servidor (ver la documentación).</Hint>
        </Pasos>
        <ButtonRow>
          <Button type="submit" disabled={enviando}>
            {enviando ? 'Guardando...' : 'Guardar datos de facturación'}
          </Button>
        </ButtonRow>
      </FormSection>
    </form>
  );
}
