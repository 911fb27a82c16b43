// /portales: Zonaprop and MercadoLibre, one card each (connection, last sync, counts, last error, the
// addresses to paste into the portal), then the listings on the portals, errors first. Every member of staff reads
// it; regenerating an address and MercadoLibre's connect / sync / disconnect are the admins' (the API answers 403 to
// anyone else, and the buttons are not shown to them). MercadoLibre's authorization page sends the browser back here
// with ?mercadolibre=conectado or ?mercadolibre=error&motivo=…, said in a toast.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Portal } from '@inmo/contracts';
import { useAuth, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, ConfirmDialog, EmptyState, Pagination, Panel, Spinner, useToast } from '@inmo/ui';
import { mensajeDeError, useCuenta } from '../../../components/account.js';
import { Muted, PageHead } from '../../../components/ui/layout.js';
import { refrescarPortales, usePortales } from '../api/get-portales.js';
import { conectarMercadoLibre, desconectarMercadoLibre, sincronizarMercadoLibre } from '../api/mercadolibre.js';
import { regenerarDireccion, type ClaveDireccion } from '../api/regenerar-direccion.js';
import { ListingsTable } from './listings-table.js';
import { PortalCard } from './portal-card.js';
import { copiarTexto, direccionCompleta, retornoMercadoLibre } from './portal-text.js';

const Cards = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  margin: 0 0 20px;
`;

type Pregunta = { tipo: 'regenerar'; portal: Portal; clave: ClaveDireccion } | { tipo: 'desconectar' };

const completa = (url: string) => direccionCompleta(url, window.location.origin);

export function PortalsPage() {
  useDocumentTitle('Portales');
  const { user } = useAuth();
  const cuenta = useCuenta();
  const admin = (cuenta.data?.data.rol ?? user?.rol) === 'admin';
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = usePortales(page);
  const { toast, showToast } = useToast(3000);
  const [busy, setBusy] = useState(false);
  const [pregunta, setPregunta] = useState<Pregunta | null>(null);

  // Back from MercadoLibre's authorization: say how it went, once, and clean the address.
  const [params, setParams] = useSearchParams();
  const dicho = useRef(false);
  useEffect(() => {
    const r = retornoMercadoLibre(params);
    if (!r || dicho.current) return;
    dicho.current = true;
    showToast(r.texto, r.tipo, r.tipo === 'error' ? 8000 : 4000);
    setParams({}, { replace: true });
  }, [params, setParams, showToast]);

  const accion = async (hacer: () => Promise<unknown>, ok: string, fallo: string) => {
    setBusy(true);
    try {
      await hacer();
      await refrescarPortales();
      showToast(ok, 'success');
    } catch (err) {
      showToast(mensajeDeError(err, fallo), 'error', 6000);
    }
    setBusy(false);
  };

  const copiar = async (url: string) => {
    if (await copiarTexto(url)) showToast('Copiado', 'success');
    else showToast('No se pudo copiar: seleccioná la dirección y copiala', 'info', 5000);
  };

  const conectar = async () => {
    setBusy(true);
    try {
      const r = await conectarMercadoLibre();
      window.location.assign(r.data.url);
    } catch (err) {
      showToast(mensajeDeError(err, 'No se pudo iniciar la conexión con MercadoLibre'), 'error', 6000);
      setBusy(false);
    }
  };

  const confirmar = () => {
    const q = pregunta;
    setPregunta(null);
    if (q?.tipo === 'regenerar') {
      void accion(() => regenerarDireccion(q.portal, q.clave), 'Dirección regenerada: cargá la nueva en el portal', 'No se pudo regenerar la dirección');
    } else if (q?.tipo === 'desconectar') {
      void accion(desconectarMercadoLibre, 'Cuenta de MercadoLibre desconectada', 'No se pudo desconectar la cuenta');
    }
  };

  const d = data?.data;
  return (
    <>
      {toast}
      <PageHead>
        <h1>Portales</h1>
      </PageHead>
      <Muted>
        Las propiedades visibles con «Publicar en portales» se envían a los portales tildados en cada una. Las consultas que llegan desde un portal
        aparecen en Consultas con su canal.
      </Muted>
      {error && <Alert role="alert">{mensajeDeError(error, 'No se pudieron cargar los portales')}</Alert>}
      {isLoading && !data && <Spinner role="status" aria-label="Cargando portales" />}
      {d && (
        <>
          <Cards>
            {d.portales.map((p) => (
              <PortalCard
                key={p.portal}
                p={p}
                admin={admin}
                busy={busy}
                completa={completa}
                onCopy={(url) => void copiar(url)}
                onRegenerar={(clave) => setPregunta({ tipo: 'regenerar', portal: p.portal, clave })}
                onConectar={() => void conectar()}
                onSincronizar={() => void accion(sincronizarMercadoLibre, 'Sincronización con MercadoLibre iniciada', 'No se pudo sincronizar')}
                onDesconectar={() => setPregunta({ tipo: 'desconectar' })}
              />
            ))}
          </Cards>
          <Panel aria-label="Publicaciones">
            <h2>Publicaciones</h2>
            {d.publicaciones.length === 0 ? (
              <EmptyState>Todavía no hay propiedades en los portales.</EmptyState>
            ) : (
              <ListingsTable filas={d.publicaciones} />
            )}
            {data.pages > 1 && <Pagination page={page} pages={data.pages} onPage={setPage} />}
          </Panel>
        </>
      )}
      <ConfirmDialog
        open={pregunta?.tipo === 'regenerar'}
        title="¿Regenerar la dirección?"
        message="La dirección actual deja de funcionar: tendrás que cargar la nueva en el portal."
        confirmLabel="Regenerar"
        danger
        onCancel={() => setPregunta(null)}
        onConfirm={confirmar}
      />
      <ConfirmDialog
        open={pregunta?.tipo === 'desconectar'}
        title="¿Desconectar MercadoLibre?"
        message="Las publicaciones quedan como están en MercadoLibre, pero dejan de sincronizarse hasta que vuelvas a conectar la cuenta."
        confirmLabel="Desconectar"
        danger
        onCancel={() => setPregunta(null)}
        onConfirm={confirmar}
      />
    </>
  );
}
