// One invoice of the 'Facturas' list: date, letter and number, receiver, total, state (a rejection shows ARCA's code
// and message), what it was made from (a settlement, a sale, a valuation: linked), and its actions: the PDF, 'Reintentar' (pending or rejected), 'Corregir' (rejected, or pending with no
// number: the new invoice's form, filled in) and 'Anular' (admins, with a reason).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDinero, formatFecha, type EstadoFactura, type FacturaRespuesta, type OrigenFactura } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Alert, Badge, Button, ButtonLink, Field, Modal, TextLink, type BadgeTone } from '@inmo/ui';
import { ButtonRow } from '../../../components/ui/layout.js';
import { descargarPdf } from '../../../components/ui/download-pdf.js';
import { paths } from '../../../config/paths.js';
import { anularFactura, esCorregible, facturaPdfUrl, nombreFactura, reintentarFactura } from '../api/facturas.js';

const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Rechazo = styled.small`
  display: block;
  margin-top: 4px;
  overflow-wrap: anywhere;
`;

const TONO: Record<EstadoFactura, BadgeTone> = { pendiente: 'warning', autorizada: 'success', rechazada: 'danger', anulada: 'muted' };
const ESTADO_LABEL: Record<EstadoFactura, string> = { pendiente: 'Pendiente', autorizada: 'Autorizada', rechazada: 'Rechazada', anulada: 'Anulada' };
export const ESTADOS_OPCIONES = Object.entries(ESTADO_LABEL) as [EstadoFactura, string][];

const ORIGEN_LABEL: Record<OrigenFactura, string> = { liquidacion: 'Comisión de una liquidación', operacion: 'Comisión de una operación', tasacion: 'Honorarios de una tasación' };

function Origen({ origen }: { origen: FacturaRespuesta['origen'] }) {
  if (!origen) return null;
  const texto = ORIGEN_LABEL[origen.tipo];
  return <Rechazo>{origen.tipo === 'tasacion' && origen._id ? <TextLink as={Link} to={paths.tasacion.replace(':id', encodeURIComponent(origen._id))}>{texto}</TextLink> : texto}</Rechazo>;
}

const archivo = (f: FacturaRespuesta) => `${f.notaCredito ? 'nota-credito' : 'factura'}-${f.tipo}-${f.numeroComprobante ?? f._id}.pdf`;

function AnularDialog({ f, onClose }: { f: FacturaRespuesta; onClose: (anulada: boolean) => void }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errorMotivo, setErrorMotivo] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setEnviando(true);
    try {
      await anularFactura(f._id, motivo);
      onClose(true);
    } catch (err) {
      setErrorMotivo((err instanceof ApiError && err.errors?.motivo) || undefined);
      setError((err instanceof ApiError && err.serverError) || 'No se pudo anular la factura');
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal open title={`¿Anular la ${nombreFactura(f)}?`} onClose={() => onClose(false)}>
      <form onSubmit={submit} noValidate aria-label="Anular factura">
        <p>{`Se emite en ARCA una nota de crédito ${f.tipo} por ${formatDinero(f.total, 'ARS')} asociada a esta factura. No se puede deshacer.`}</p>
        {error && <Alert role="alert">{error}</Alert>}
        <Field id={`anular-motivo-${f._id}`} label="Motivo" error={errorMotivo}>
          {(a) => <textarea {...a} rows={3} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={() => onClose(false)}>
            Cancelar
          </Button>
          <Button $variant="danger" type="submit" disabled={enviando}>
            Anular con nota de crédito
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

export function InvoiceRow({ f, puedeAnular, onCambio }: { f: FacturaRespuesta; puedeAnular: boolean; onCambio: () => Promise<unknown> }) {
  const [error, setError] = useState<string | null>(null);
  const [anulando, setAnulando] = useState(false);
  const [reintentando, setReintentando] = useState(false);
  const reintentar = async () => {
    setReintentando(true);
    setError(null);
    try {
      await reintentarFactura(f._id);
      await onCambio();
    } catch (err) {
      setError((err instanceof ApiError && err.serverError) || 'No se pudo reintentar');
    } finally {
      setReintentando(false);
    }
  };
  return (
    <tr>
      <td data-label="Fecha">{formatFecha(f.fecha)}</td>
      <td data-label="Comprobante">
        {nombreFactura(f)}
        <Origen origen={f.origen} />
      </td>
      <td data-label="Receptor">{f.receptor.nombre}</td>
      <td data-label="Total" className="num">
        {formatDinero(f.total, 'ARS')}
      </td>
      <td data-label="Estado">
        <Badge $tone={TONO[f.estado]}>{ESTADO_LABEL[f.estado]}</Badge>
        {f.estado === 'rechazada' && f.error && <Rechazo>{`ARCA ${f.error.codigo}: ${f.error.mensaje}`}</Rechazo>}
      </td>
      <td data-label="">
        <Acciones>
          {f.cae && (
            <Button $variant="secondary" type="button" onClick={() => void descargarPdf(facturaPdfUrl(f._id), archivo(f)).catch(() => setError('No se pudo descargar'))}>
              PDF
            </Button>
          )}
          {(f.estado === 'pendiente' || f.estado === 'rechazada') && (
            <Button type="button" disabled={reintentando} onClick={() => void reintentar()}>
              Reintentar
            </Button>
          )}
          {esCorregible(f) && (
            <ButtonLink $variant="secondary" to={paths.corregirFactura.replace(':id', encodeURIComponent(f._id))}>
              Corregir
            </ButtonLink>
          )}
          {puedeAnular && f.estado === 'autorizada' && !f.notaCredito && (
            <Button $variant="danger" type="button" onClick={() => setAnulando(true)}>
              Anular
            </Button>
          )}
        </Acciones>
        {error && <Alert role="alert">{error}</Alert>}
        {anulando && (
          <AnularDialog
            f={f}
            onClose={(anulada) => {
              setAnulando(false);
              if (anulada) void onCambio();
            }}
          />
        )}
      </td>
    </tr>
  );
}
