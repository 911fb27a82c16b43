// /tasacion/{id}: the value (suggested, range, in the other currency at the agency's rate), each comparable with
// every coefficient beside it, the PDF report, the owner's private link (create, copy, revoke) and 'Convertir en
// propiedad' (a hidden listing with the owner as its Cliente dueño).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ESTADO_CONSERVACION_LABELS, FUENTE_LABELS, formatFecha, formatNumero, puedeModificarTasacion, type Tasacion } from '@inmo/contracts';
import { useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, ButtonLink, CardGrid, Panel, Spinner, TextLink, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, Muted, PageHead } from '../../../components/ui/layout.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { useCuenta } from '../../../components/account.js';
import { convertirEnPropiedad, crearEnlace, descargarInforme, mensajeError, revocarEnlace, tasacionesCambiaron, useTasacion } from '../api/valuations-api.js';
import { valorTexto } from './valuations-page.js';
import { ValuationForm } from './new-valuation-page.js';
import { ConvertDialog } from './convert-dialog.js';

/** A built property: its price has a land share and a building share (age and condition touch the building only). */
const conEdificio = (t: Tasacion) => t.sujeto.tipo !== 'Terreno' && t.sujeto.tipo !== 'Campo';
const Valor = styled(Panel)`
  margin-bottom: 16px;
  p {
    margin: 4px 0;
  }
  strong {
    font-size: 1.6rem;
  }
`;

const Comp = styled.article`
  height: 100%;
  box-sizing: border-box;
  padding: 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    margin: 0;
    font-size: 0.92rem;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Tarjetas = styled(CardGrid)`
  margin-bottom: 24px;
`;

const Enlace = styled.code`
  display: block;
  overflow-wrap: anywhere;
  margin: 6px 0;
`;

const coef = (n: number) => n.toFixed(4).replace('.', ',');

function Comparables({ t }: { t: Tasacion }) {
  return (
    <Tarjetas aria-label="Comparables">
      {t.comparables.map((c, i) => (
        <li key={i}>
          <Comp aria-label={`Comparable ${i + 1}`}>
            <h3>{c.titulo || `Comparable ${i + 1}`}</h3>
            <Muted>{FUENTE_LABELS[c.fuente]}{c.fecha ? ` · ${formatFecha(c.fecha)}` : ''}</Muted>
            <dl>
              <dt>Precio</dt>
              <dd>
                {valorTexto(c.precio, c.moneda)}
                {c.moneda !== t.moneda && ` (${valorTexto(c.precioConvertido, t.moneda)})`}
              </dd>
              <dt>Sup. homogénea</dt>
              <dd>{formatNumero(c.superficieHomogenea)} {t.unidad}</dd>
              {c.antiguedad !== null && (
                <>
                  <dt>Antigüedad</dt>
                  <dd>{c.antiguedad} años</dd>
                </>
              )}
              {c.estado && (
                <>
                  <dt>Estado</dt>
                  <dd>{ESTADO_CONSERVACION_LABELS[c.estado]}</dd>
                </>
              )}
              <dt>Precio por {t.unidad}</dt>
              <dd>{valorTexto(c.precioM2, t.moneda)}</dd>
              {conEdificio(t) && (
                <>
                  <dt>Terreno (no se deprecia)</dt>
                  <dd>{`${valorTexto(c.precioM2Terreno, t.moneda)} por ${t.unidad} (${formatNumero(c.porcentajeTerreno)} %)`}</dd>
                  <dt>Edificio</dt>
                  <dd>{`${valorTexto(c.precioM2Edificio, t.moneda)} por ${t.unidad}`}</dd>
                </>
              )}
              <dt>Coef. negociación</dt>
              <dd>{coef(c.coeficientes.negociacion)}</dd>
              <dt>Coef. antigüedad</dt>
              <dd>{coef(c.coeficientes.edad)}</dd>
              <dt>Coef. estado</dt>
              <dd>{coef(c.coeficientes.estado)}</dd>
              {conEdificio(t) && (
                <>
                  <dt>Coef. sobre el precio (solo el edificio se deprecia)</dt>
                  <dd>{coef(c.coeficientes.edificio)}</dd>
                </>
              )}
              {t.sujeto.tipo === 'Terreno' && (
                <>
                  <dt>Coef. frente</dt>
                  <dd>{coef(c.coeficientes.frente)}</dd>
                  <dt>Coef. fondo</dt>
                  <dd>{coef(c.coeficientes.fondo)}</dd>
                </>
              )}
              <dt>Otros ajustes</dt>
              <dd>{coef(c.coeficientes.ajustes)}</dd>
              <dt>Ajustado por {t.unidad}</dt>
              <dd>
                <strong>{valorTexto(c.precioM2Ajustado, t.moneda)}</strong>
              </dd>
            </dl>
          </Comp>
        </li>
      ))}
    </Tarjetas>
  );
}

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
