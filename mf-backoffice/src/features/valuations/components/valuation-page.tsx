// /tasacion/{id}: the value (suggested, range, in the other currency at the agency's rate), each comparable with
// every coefficient beside it (comparables.tsx), the PDF report, 'Facturar honorarios' (invoice-fee-link.tsx), the
// owner's private link (create, copy, revoke) and 'Convertir en propiedad' (a hidden listing with the owner as its
// Cliente dueño).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { formatFecha, formatNumero, puedeModificarTasacion, type Tasacion } from '@inmo/contracts';
import { useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, ButtonLink, Panel, Spinner, TextLink, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, Muted, PageHead } from '../../../components/ui/layout.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { useCuenta } from '../../../components/account.js';
import { convertirEnPropiedad, crearEnlace, descargarInforme, mensajeError, revocarEnlace, tasacionesCambiaron, useTasacion } from '../api/valuations-api.js';
import { valorTexto } from './valuations-page.js';
import { ValuationForm } from './new-valuation-page.js';
import { ConvertDialog } from './convert-dialog.js';
import { Comparables, conEdificio } from './comparables.js';
import { FacturarHonorarios } from './invoice-fee-link.js';

const Valor = styled(Panel)`
  margin-bottom: 16px;
  p {
    margin: 4px 0;
  }
  strong {
    font-size: 1.6rem;
  }
`;

const Enlace = styled.code`
  display: block;
  overflow-wrap: anywhere;
  margin: 6px 0;
`;

export function ValuationPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate: recargar } = useTasacion(id);
  const cuenta = useCuenta().data?.data;
  const { mutate } = useSWRConfig();
  const { toast, showToast } = useToast(4000);
  const [ocupado, setOcupado] = useState(false);
  const [editando, setEditando] = useState(false);
  const [convirtiendo, setConvirtiendo] = useState(false);
  const t = data?.data;
  useDocumentTitle(t ? `Tasación: ${t.sujeto.tipo} en ${t.sujeto.localidad}` : 'Tasación');
  if (isLoading && !t) return <Spinner role="status" aria-label="Cargando tasación" />;
  if (!t) return error ? <Alert role="alert">{mensajeError(error, 'Error al cargar la tasación')}</Alert> : null;

  const accion = async (fn: () => Promise<{ message?: string; data: Tasacion }>, error: string) => {
    setOcupado(true);
    try {
      const r = await fn();
      await recargar({ success: true, data: r.data }, { revalidate: false });
      void tasacionesCambiaron(mutate);
      showToast(r.message ?? 'Listo', 'success');
    } catch (err) {
      showToast(mensajeError(err, error), 'error');
    } finally {
      setOcupado(false);
    }
  };
  const enlaceCompleto = t.enlace ? `${window.location.origin}${t.enlace}` : null;
  // Who may change it (its agent or an admin) sees the buttons that do; everyone on staff reads it and its report.
  const puede = puedeModificarTasacion(t.creadaPor?._id, cuenta ? { sub: cuenta._id, rol: cuenta.rol } : null);
  if (editando && puede) {
    return (
      <>
        <PageHead>
          <h1>Editar tasación</h1>
        </PageHead>
        <ValuationForm
          tasacion={t}
          onCancelar={() => setEditando(false)}
          onGuardada={(n) => {
            void recargar({ success: true, data: n }, { revalidate: false });
            setEditando(false);
            showToast('Tasación actualizada', 'success');
          }}
        />
        {toast}
      </>
    );
  }

  return (
    <>
      <PageHead>
        <h1>
          Tasación: {t.sujeto.tipo} en {t.sujeto.localidad}
        </h1>
        <ButtonLink to={paths.tasaciones} $variant="secondary">
          Volver
        </ButtonLink>
      </PageHead>
      <Valor aria-label="Valor de la tasación">
        <p>
          {formatFecha(t.fecha)}
          {t.sujeto.direccion ? ` · ${t.sujeto.direccion}` : ''}
          {t.cliente ? ` · Propietario: ${t.cliente.nombre} ${t.cliente.apellido}` : ''}
        </p>
        <p>
          Valor sugerido: <strong data-testid="valor-sugerido">{valorTexto(t.valor.sugerido, t.moneda)}</strong>
        </p>
        <p>
          Rango: {valorTexto(t.valor.minimo, t.moneda)} a {valorTexto(t.valor.maximo, t.moneda)}
        </p>
        {conEdificio(t) && (
          <p data-testid="partes">
            {`Terreno: ${valorTexto(t.partes.terreno, t.moneda)} (${formatNumero(t.partes.porcentajeTerreno)} %, sin depreciar) · Edificio: ${valorTexto(t.partes.edificio, t.moneda)}`}
          </p>
        )}
        {t.valorOtraMoneda && t.cotizacion && (
          <p>
            En {t.valorOtraMoneda.moneda === 'USD' ? 'dólares' : 'pesos'}: {valorTexto(t.valorOtraMoneda.sugerido, t.valorOtraMoneda.moneda)} (cotización de la inmobiliaria: $ {formatNumero(t.cotizacion.valor)})
          </p>
        )}
        <p>
          Superficie homogeneizada: {formatNumero(t.superficieHomogenea)} {t.unidad} · precio por {t.unidad} ajustado (mediana): {valorTexto(t.porM2, t.moneda)} · descuento de negociación {formatNumero(t.descuentoNegociacion)} %
        </p>
        {!puede && cuenta && (
          <Muted data-testid="solo-lectura">
            {t.creadaPor ? `Solo ${t.creadaPor.nombre}, que hizo esta tasación, o un administrador pueden modificarla.` : 'Solo un administrador puede modificar esta tasación.'}
          </Muted>
        )}
        <ButtonRow>
          {puede && (
            <Button type="button" $variant="secondary" onClick={() => setEditando(true)}>
              Editar
            </Button>
          )}
          <FacturarHonorarios t={t} />
          <Button type="button" onClick={() => descargarInforme(t._id).catch((err) => showToast(mensajeError(err, 'No se pudo descargar el informe'), 'error'))}>
            Descargar informe (PDF)
          </Button>
          {t.propiedadCreada ? (
            <TextLink as={Link} to={`/propiedad/${encodeURIComponent(t.propiedadCreada)}`}>
              Ver la propiedad creada
            </TextLink>
          ) : (
            puede && (
              <Button type="button" $variant="secondary" disabled={ocupado} onClick={() => setConvirtiendo(true)}>
                Convertir en propiedad
              </Button>
            )
          )}
        </ButtonRow>
      </Valor>
      {convirtiendo && (
        <ConvertDialog
          tasacion={t}
          onCancel={() => setConvirtiendo(false)}
          onConvert={async (datos) => {
            const r = await convertirEnPropiedad(t._id, datos);
            setConvirtiendo(false);
            await recargar({ success: true, data: r.data }, { revalidate: false });
            void tasacionesCambiaron(mutate);
            showToast(r.message ?? 'Propiedad creada (oculta)', 'success');
          }}
        />
      )}
      <Panel aria-label="Enlace para el propietario">
        <h2>Enlace para el propietario</h2>
        {enlaceCompleto ? (
          <>
            <Muted>Quien tenga este enlace puede leer el informe en línea.</Muted>
            <Enlace data-testid="enlace-propietario">{enlaceCompleto}</Enlace>
            <ButtonRow>
              <Button type="button" $variant="secondary" onClick={() => void navigator.clipboard?.writeText(enlaceCompleto).then(() => showToast('Enlace copiado', 'success'))}>
                Copiar enlace
              </Button>
              {puede && (
                <>
                  <Button type="button" $variant="secondary" disabled={ocupado} onClick={() => accion(() => crearEnlace(t._id), 'No se pudo renovar el enlace')}>
                    Renovar enlace
                  </Button>
                  <Button type="button" $variant="danger" disabled={ocupado} onClick={() => accion(() => revocarEnlace(t._id), 'No se pudo revocar el enlace')}>
                    Revocar enlace
                  </Button>
                </>
              )}
            </ButtonRow>
          </>
        ) : puede ? (
          <ButtonRow>
            <Button type="button" $variant="secondary" disabled={ocupado} onClick={() => accion(() => crearEnlace(t._id), 'No se pudo crear el enlace')}>
              Crear enlace
            </Button>
          </ButtonRow>
        ) : (
          <Muted>Sin enlace.</Muted>
        )}
      </Panel>
      <h2>Comparables</h2>
      {t.comparables.length === 0 ? <Alert>Sin comparables</Alert> : <Comparables t={t} />}
      <HistoryPanel entidad="tasacion" id={t._id} version={t.version} />
      {toast}
    </>
  );
}
