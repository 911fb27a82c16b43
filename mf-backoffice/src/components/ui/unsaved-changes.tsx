// Unsaved changes in a staff form: leaving by a link (sidebar, top bar, any link of the page) or by the
// form's own Volver/Cancelar asks first; closing or reloading the tab raises the browser's question; and with a
// `clave` the values are kept as a draft in the tab (drafts.ts) so a session that expired mid-edit, the Back button
// or a confirmed reload can still bring them back ('Recuperar cambios').
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatFechaHora } from '@inmo/contracts';
import { useAuth } from '@inmo/shell/platform';
import { Button, ConfirmDialog } from '@inmo/ui';
import { borrarBorrador, guardarBorrador, leerBorrador, type Borrador } from './drafts.js';

/** A link that leaves the form on purpose keeping its draft (the property form's '+ Crear nuevo cliente'). */
export const CONSERVA_BORRADOR = 'data-conserva-borrador';

const GUARDAR_CADA_MS = 300;

/** The tab's drafts are kept per user ('{sub}:{clave}'). */
export function useClaveDeUsuario(clave: string): string {
  const { user } = useAuth();
  return `${user?.sub ?? 'anonimo'}:${clave}`;
}

/** The framed notice of a kept draft (here and in the back office's list of drafts left elsewhere). */
export const AvisoDeBorrador = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 16px;
  padding: 12px 14px;
  border: 1px solid ${(p) => p.theme.colors.accentText};
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surfaceAlt};
  p {
    margin: 0;
    flex: 1 1 260px;
  }
`;

/** 'Tenés cambios sin guardar de …' with Recuperar cambios / Descartar. */
export function OfertaDeBorrador({ borrador, onRecuperar, onDescartar }: { borrador: Borrador; onRecuperar: () => void; onDescartar: () => void }) {
  return (
    <AvisoDeBorrador role="region" aria-label="Cambios sin guardar" data-testid="oferta-borrador">
      <p>
        Tenés cambios sin guardar de <strong>{borrador.titulo}</strong> ({horaDeBorrador(borrador.guardado)}).
      </p>
      <Button type="button" onClick={onRecuperar}>
        Recuperar cambios
      </Button>
      <Button type="button" $variant="secondary" onClick={onDescartar}>
        Descartar
      </Button>
    </AvisoDeBorrador>
  );
}

/** When a draft was kept: '02/12/2026 11:00' (24 h, Argentina). */
export const horaDeBorrador = (iso: string) => formatFechaHora(iso);

export interface CambiosSinGuardar<T> {
  /** The form has changes that are not saved. */
  sucio: boolean;
  /** Runs `accion` (a navigation away) now if nothing is unsaved, else after staff confirm leaving. */
  salir: (accion: () => void) => void;
  /** Call when the form was saved (or its changes dropped on purpose): the draft goes, and leaving no longer asks. */
  listo: () => void;
  /** Keeps the draft now (before a save that may meet an expired session). */
  guardarYa: () => void;
  /** The draft found when the form opened, until staff recover or discard it. */
  ofrecido: Borrador<T> | null;
  /** Brings the offered draft back (what 'Recuperar cambios' does). */
  recuperar: () => void;
  /** The offer ('Recuperar cambios' / 'Descartar') and the leave dialog, to render. */
  ui: ReactNode;
}

export function useCambiosSinGuardar<T>({
  sucio: sucioForm,
  clave,
  ruta,
  titulo,
  datos,
  onRecuperar,
  ofrecer = true,
}: {
  sucio: boolean;
  /** Without one no draft is kept (the form only warns). */
  clave?: string;
  ruta: string;
  titulo: string;
  datos?: T;
  onRecuperar?: (datos: T) => void;
  /** false: the form opens from its draft already (PropertyEditor offered it), so it is not offered again. */
  ofrecer?: boolean;
}): CambiosSinGuardar<T> {
  const navigate = useNavigate();
  const claveUsuario = useClaveDeUsuario(clave ?? '');
  const [ofrecido, setOfrecido] = useState<Borrador<T> | null>(() => (clave && ofrecer ? leerBorrador<T>(claveUsuario) : null));
  const [pendiente, setPendiente] = useState<(() => void) | null>(null);
  // Set by listo() until the form has no unsaved changes again (saved and closed, or about to leave).
  const terminado = useRef(false);
  if (!sucioForm) terminado.current = false;
  const sucio = sucioForm && !terminado.current;
  const ultimo = useRef({ ruta, titulo, datos });
  ultimo.current = { ruta, titulo, datos };

  const guardarYa = useCallback(() => {
    if (!clave || terminado.current) return;
    guardarBorrador(claveUsuario, ultimo.current);
  }, [clave, claveUsuario]);

  // The draft follows the form while it has unsaved changes.
  useEffect(() => {
    if (!clave || !sucio) return;
    const t = setTimeout(guardarYa, GUARDAR_CADA_MS);
    return () => clearTimeout(t);
  }, [clave, sucio, datos, guardarYa]);

  // Reload, closing the tab, typing another address: the browser's own question.
  useEffect(() => {
    if (!sucio) return;
    const warn = (e: BeforeUnloadEvent) => {
      guardarYa();
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sucio, guardarYa]);

  // Any link of the page (this remote's, the shell's top bar, the sidebar) that would leave: ask first.
  useEffect(() => {
    if (!sucio) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.hasAttribute(CONSERVA_BORRADOR) || a.hasAttribute('download')) return;
      if (a.target && a.target !== '_self') return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      e.preventDefault();
      e.stopPropagation();
      guardarYa();
      const destino = `${url.pathname}${url.search}${url.hash}`;
      setPendiente(() => () => navigate(destino));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [sucio, navigate, guardarYa]);

  const listo = useCallback(() => {
    terminado.current = true;
    if (clave) borrarBorrador(claveUsuario);
    setOfrecido(null);
  }, [clave, claveUsuario]);

  const salir = useCallback(
    (accion: () => void) => {
      if (sucio) setPendiente(() => accion);
      else accion();
    },
    [sucio],
  );

  const recuperar = useCallback(() => {
    if (!ofrecido) return;
    onRecuperar?.(ofrecido.datos);
    setOfrecido(null);
  }, [ofrecido, onRecuperar]);

  const ui = (
    <>
      {ofrecido && (
        <OfertaDeBorrador
          borrador={ofrecido}
          onRecuperar={recuperar}
          onDescartar={() => {
            if (clave) borrarBorrador(claveUsuario);
            setOfrecido(null);
          }}
        />
      )}
      <ConfirmDialog
        open={pendiente !== null}
        title="Hay cambios sin guardar"
        message="Si salís ahora, se pierden los cambios que no guardaste."
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        danger
        onCancel={() => setPendiente(null)}
        onConfirm={() => {
          const accion = pendiente;
          listo();
          setPendiente(null);
          accion?.();
        }}
      />
    </>
  );

  return { sucio, salir, listo, guardarYa, ofrecido, recuperar, ui };
}
