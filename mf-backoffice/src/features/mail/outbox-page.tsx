// /correo-saliente, 'Correo saliente' (admins only): every message the product sent or will send, newest first, with
// its state ('Pendiente', 'Enviado', 'Error'), attempts and last failure; 'Leer' opens the message (its HTML part
// as the recipient sees it, and the text part); 'Reenviar' puts it back in the queue to go out at once. Without a mail
// server configured a notice says the messages wait; without the site's public address (PUBLIC_URL) another says the
// messages go without links to the site, and why.
import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ESTADOS_CORREO, ESTADO_CORREO_LABELS, MENSAJES_CORREO, formatFechaHora, type Correo, type EstadoCorreo } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Button, Field, FilterBar, ListEmpty, Modal, Options, Spinner, useToast, type BadgeTone } from '@inmo/ui';
import { Muted, PageHead, PanelList as List, PanelRow as Row, RowActions as Actions } from '../../components/ui/layout.js';
import { CORREOS_KEY, reenviarCorreo, useCorreo, useCorreos } from './outbox-api.js';

/** A moment in Argentina's time, '28/11/2026 15:04'. */
const fechaHora = (iso: string) => formatFechaHora(iso);

const TONO: Record<EstadoCorreo, BadgeTone> = { pendiente: 'warning', enviado: 'success', error: 'danger' };

const Preview = styled.iframe`
  width: 100%;
  height: 50vh;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  background: #fff;
`;

const Plain = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.9rem;
  margin: 12px 0 0;
  padding: 10px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

function Lectura({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, error } = useCorreo(id);
  const c = data?.data;
  return (
    <Modal open={id !== null} title={c?.asunto ?? 'Correo'} onClose={onClose} width="760px" actions={<Button type="button" $variant="secondary" onClick={onClose}>Cerrar</Button>}>
      {error && <Alert role="alert">No se pudo leer el correo</Alert>}
      {!c && !error && <Spinner role="status" aria-label="Cargando correo" />}
      {c && (
        <div data-testid="correo-lectura">
          <p>
            Para: <strong>{c.para}</strong>
          </p>
          {c.adjuntos.length > 0 && <p>Adjuntos: {c.adjuntos.map((a) => a.nombre).join(', ')}</p>}
          {/* The HTML part, sandboxed: no scripts, no access to this page. */}
          <Preview title="Vista del correo" sandbox="" srcDoc={c.html} />
          <details>
            <summary>Versión de texto</summary>
            <Plain>{c.texto}</Plain>
          </details>
        </div>
      )}
    </Modal>
  );
}

export function OutboxPage() {
  useDocumentTitle('Correo saliente');
  const [estado, setEstado] = useState<EstadoCorreo | ''>('');
  const [leyendo, setLeyendo] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { data, error, isLoading } = useCorreos(estado);
  const { mutate } = useSWRConfig();
  const { toast, showToast } = useToast(3000);

  const reenviar = async (c: Correo) => {
    setBusy(c._id);
    try {
      await reenviarCorreo(c._id);
      await mutate((k) => typeof k === 'string' && k.startsWith(CORREOS_KEY));
      showToast('El correo volvió a la cola de envío', 'success');
    } catch (err) {
      showToast((err instanceof ApiError && err.serverError) || 'No se pudo reenviar el correo', 'error');
    } finally {
      setBusy(null);
    }
  };

  const correos = data?.data ?? [];
  return (
    <>
      <PageHead>
        <div>
          <h1>Correo saliente</h1>
          {data && <Muted data-testid="correos-pendientes">{data.pendientes === 1 ? '1 correo en espera' : `${data.pendientes} correos en espera`}</Muted>}
        </div>
      </PageHead>
      {data && !data.smtp && (
        <Alert role="status">No hay un servidor de correo configurado (SMTP_URL): los mensajes esperan en la cola y salen cuando se configure.</Alert>
      )}
      {data && data.enlaces === false && (
        <Alert role="status" data-testid="correos-sin-enlaces">
          {MENSAJES_CORREO.sinEnlaces}
        </Alert>
      )}
      <FilterBar>
        <Field id="correos-estado" label="Estado">
          {(a) => (
            <select {...a} value={estado} onChange={(e) => setEstado(e.target.value as EstadoCorreo | '')}>
              <Options values={ESTADOS_CORREO} labels={ESTADO_CORREO_LABELS} empty="Todos" />
            </select>
          )}
        </Field>
      </FilterBar>
      {error && <Alert role="alert">{(error instanceof ApiError && error.serverError) || 'Error al cargar los correos'}</Alert>}
      {isLoading && !data ? (
        <Spinner role="status" aria-label="Cargando correos" />
      ) : correos.length === 0 && !error ? (
        <ListEmpty filtered={estado !== ''} onClear={() => setEstado('')}>
          No hay correos.
        </ListEmpty>
      ) : (
        <List data-testid="correos-lista">
          {correos.map((c) => (
            <Row key={c._id} data-testid="correo-item">
              <div>
                <h2>{c.asunto}</h2>
                <p>
                  Para {c.para} · {fechaHora(c.creado)} <Badge $tone={TONO[c.estado]}>{ESTADO_CORREO_LABELS[c.estado]}</Badge>
                </p>
                <Muted>
                  {c.intentos === 1 ? '1 intento' : `${c.intentos} intentos`}
                  {c.enviado ? ` · enviado ${fechaHora(c.enviado)}` : ''}
                </Muted>
                {c.error && <Muted>Último error: {c.error}</Muted>}
              </div>
              <Actions>
                <Button type="button" $variant="secondary" onClick={() => setLeyendo(c._id)}>
                  Leer
                </Button>
                <Button type="button" $variant="secondary" disabled={busy === c._id} onClick={() => void reenviar(c)}>
                  Reenviar
                </Button>
              </Actions>
            </Row>
          ))}
        </List>
      )}
      <Lectura id={leyendo} onClose={() => setLeyendo(null)} />
      {toast}
    </>
  );
}
