// 'Enviar Propiedades': the visible properties matching the client's active preferences (GET …/coincidencias),
// a selection, and one-click sending by e-mail or WhatsApp with links to their public pages. On top, the client's
// 'Mi búsqueda' page: make its link, offer it by WhatsApp, or revoke it.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { OPERACION_LABELS, formatPrecioPublico, resumenPreferencia, type Cliente, type Propiedad, whatsappHref } from '@inmo/contracts';
import { Alert, Button, ButtonAnchor, Modal, Spinner } from '@inmo/ui';
import { api } from '@inmo/shell/platform';
import { useSWRConfig } from 'swr';
import { Muted } from '../../../components/ui/layout.js';
import { mailtoHref } from '../../../components/ui/contact-links.js';
import { TOLERANCIA, useCoincidencias } from '../api/get-coincidencias.js';
import { avisoCoincidencias, mensajePropiedades } from './enviar-propiedades.js';

const Group = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  margin: 0 0 12px;
  padding: 10px 12px;
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    padding: 4px 0;
    cursor: pointer;
  }
  small {
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Disabled = styled.span`
  padding: 9px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px dashed ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.muted};
  font-weight: 600;
`;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 12px;
  padding: 10px 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  code {
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

/** 'Mi búsqueda': the client's private page of its matches — its link, sent by WhatsApp; made or revoked here. */
function MiBusqueda({ cliente }: { cliente: Cliente }) {
  const [enlace, setEnlace] = useState<string | null>(cliente.enlaceBusqueda ?? null);
  const [error, setError] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const url = enlace ? new URL(enlace, window.location.origin).toString() : null;
  const wa = url ? whatsappHref(cliente.telefonoE164, `Hola ${cliente.nombre.trim()}, en esta página vas a ver las propiedades que coinciden con lo que estás buscando, y las nuevas a medida que aparezcan:\n${url}`) : null;
  const cambiar = async (crear: boolean) => {
    setError(null);
    try {
      const path = `/admin/cliente/${encodeURIComponent(cliente._id)}/enlace-busqueda`;
      if (crear) setEnlace((await api.post<{ data: { url: string } }>(path)).data.url);
      else {
        await api.del(path);
        setEnlace(null);
      }
      void mutate((k) => typeof k === 'string' && k.startsWith(`/admin/cliente/${cliente._id}`));
    } catch {
      setError(crear ? 'No se pudo crear el enlace' : 'No se pudo revocar el enlace');
    }
  };
  return (
    <Box data-testid="mi-busqueda-enlace">
      <strong>Mi búsqueda:</strong>
      {url ? (
        <>
          <code>{url}</code>
          {wa ? (
            <ButtonAnchor href={wa} target="_blank" rel="noopener noreferrer">
              Enviar Mi búsqueda por WhatsApp
            </ButtonAnchor>
          ) : (
            <Disabled aria-disabled="true">Enviar Mi búsqueda por WhatsApp</Disabled>
          )}
          <Button $variant="secondary" type="button" onClick={() => void cambiar(false)}>
            Revocar enlace
          </Button>
        </>
      ) : (
        <>
          <span>una página privada con sus coincidencias, siempre al día.</span>
          <Button $variant="secondary" type="button" onClick={() => void cambiar(true)}>
            Crear enlace
          </Button>
        </>
      )}
      {error && <Alert role="alert">{error}</Alert>}
    </Box>
  );
}

export function SendPropertiesDialog({ cliente, onClose }: { cliente: Cliente; onClose: () => void }) {
  const { data, error, isLoading } = useCoincidencias(cliente._id);
  const [sel, setSel] = useState<Set<string>>(new Set());
  const grupos = useMemo(() => data?.data.preferencias ?? [], [data]);
  const porId = useMemo(() => {
    const m = new Map<string, Propiedad>();
    grupos.forEach((g) => g.propiedades.forEach((p) => m.set(p.id, p)));
    return m;
  }, [grupos]);
  const elegidas = [...sel].map((id) => porId.get(id)).filter((p): p is Propiedad => !!p);
  const texto = mensajePropiedades(cliente.nombre, elegidas, window.location.origin);
  const mail = elegidas.length ? mailtoHref(cliente.mail, 'Propiedades que pueden interesarte', texto) : null;
  const wa = elegidas.length ? whatsappHref(cliente.telefonoE164, texto) : null;
  const toggle = (id: string) => {
    const s = new Set(sel);
    if (s.has(id)) s.delete(id);
    else s.add(id);
    setSel(s);
  };
  return (
    <Modal
      open
      title="Enviar Propiedades"
      onClose={onClose}
      width="760px"
      actions={
        <>
          <Button $variant="secondary" type="button" onClick={onClose}>
            Cerrar
          </Button>
          {mail ? (
            <ButtonAnchor href={mail}>Enviar por Email</ButtonAnchor>
          ) : (
            <Disabled aria-disabled="true">Enviar por Email</Disabled>
          )}
          {wa ? (
            <ButtonAnchor href={wa} target="_blank" rel="noopener noreferrer">
              Enviar por WhatsApp
            </ButtonAnchor>
          ) : (
            <Disabled aria-disabled="true">Enviar por WhatsApp</Disabled>
          )}
        </>
      }
    >
      <MiBusqueda cliente={cliente} />
      <Muted>
        Propiedades visibles del tipo y la operación de cada preferencia activa, con precio en la moneda del presupuesto y hasta un {TOLERANCIA} % por encima de él,
        en sus localidades y con sus dormitorios y superficie, si los indica.
      </Muted>
      {error && <Alert role="alert">Error al cargar las propiedades</Alert>}
      {isLoading ? (
        <Spinner role="status" aria-label="Buscando coincidencias" />
      ) : grupos.length === 0 ? (
        <Muted>El cliente no tiene preferencias de búsqueda activas.</Muted>
      ) : (
        grupos.map((g) => {
          const pref = g.preferencia;
          const aviso = avisoCoincidencias(g.propiedades.length, g.total);
          return (
            <Group key={pref._id}>
              <legend>{resumenPreferencia(pref)}</legend>
              {aviso && <Muted>{aviso}</Muted>}
              {g.propiedades.length === 0 ? (
                <Muted>No hay propiedades que coincidan con esta preferencia.</Muted>
              ) : (
                g.propiedades.map((p) => (
                  <label key={p.id}>
                    <input type="checkbox" checked={sel.has(p.id)} onChange={() => toggle(p.id)} />
                    <span>
                      {p.titulo}
                      <br />
                      <small>
                        {OPERACION_LABELS[p.operacion] ?? p.operacion} · {formatPrecioPublico(p.precio)}
                        {p.ubicacion?.localidad ? ` · ${p.ubicacion.localidad}` : ''}
                      </small>
                    </span>
                  </label>
                ))
              )}
            </Group>
          );
        })
      )}
      <Muted aria-live="polite">{elegidas.length} propiedades seleccionadas</Muted>
    </Modal>
  );
}
