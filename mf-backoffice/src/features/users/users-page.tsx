// /usuarios, 'Usuarios' (admins only): every staff account with its role, state and last access; 'Nuevo
// usuario' with a temporary password shown once; per account: change the role, deactivate or activate (ends that
// user's sessions at once) and 'Restablecer contraseña' (a one-time link valid 24 h, shown to copy and pass on —
// also sent to the user's e-mail when they have one). The API refuses leaving no active admin; its message is shown as is.
import { useState } from 'react';
import styled from 'styled-components';
import { ETIQUETA_ROL, ROLES_USUARIO, formatFechaHora, type RolUsuario, type Usuario } from '@inmo/contracts';
import { useAuth, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Button, ConfirmDialog, LoadingText, Modal, Options, useToast } from '@inmo/ui';
import { ButtonRow, Muted, PageHead, PanelList as List, PanelRow, RowActions } from '../../components/ui/layout.js';
import { NewUserDialog } from './new-user-dialog.js';
import { SecuritySettings } from './security-settings.js';
import { editarUsuario, enlaceRestablecer, mensajeDeError, restablecerSegundoFactor, useUsuarios } from './users-api.js';

const Row = styled(PanelRow)`
  gap: 12px 20px;
  h2 {
    font-size: 1.1rem;
  }
`;

const Actions = styled(RowActions)`
  align-items: center;
  select {
    min-height: 44px;
  }
`;

const Secret = styled.code`
  display: block;
  padding: 10px 12px;
  margin: 8px 0;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surfaceAlt};
  font-size: 1rem;
  overflow-wrap: anywhere;
  user-select: all;
`;

const fecha = (iso: string | null) =>
  iso === null ? 'Nunca' : formatFechaHora(iso);

type Shown = { titulo: string; texto: string; valor: string; vence?: string };

export function UsersPage() {
  useDocumentTitle('Usuarios');
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useUsuarios();
  const { toast, showToast } = useToast();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [deactivating, setDeactivating] = useState<Usuario | null>(null);
  const [resettingFactor, setResettingFactor] = useState<Usuario | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const change = async (u: Usuario, body: { rol?: RolUsuario; activo?: boolean }, done: string) => {
    setBusy(u._id);
    try {
      await editarUsuario(u._id, body);
      await mutate();
      showToast(done, 'success');
    } catch (err) {
      showToast(mensajeDeError(err, 'No se pudo guardar el cambio'), 'error', 6000);
      await mutate();
    }
    setBusy(null);
  };

  const reset = async (u: Usuario) => {
    setBusy(u._id);
    try {
      const r = await enlaceRestablecer(u._id);
      setShown({
        titulo: 'Enlace para restablecer la contraseña',
        texto: `${r.data.enviadoA ? `Se envió a ${r.data.enviadoA}; también podés pasarle este enlace a ${u.nombre}.` : `Pasale este enlace a ${u.nombre}.`} Sirve una sola vez, hasta el ${fecha(r.data.vence)}; al usarlo se cierran sus sesiones abiertas.`,
        valor: new URL(r.data.enlace, window.location.origin).toString(),
      });
    } catch (err) {
      showToast(mensajeDeError(err, 'No se pudo crear el enlace'), 'error', 6000);
    }
    setBusy(null);
  };

  const resetFactor = async (u: Usuario) => {
    setBusy(u._id);
    try {
      await restablecerSegundoFactor(u._id);
      await mutate();
      showToast(`${u.nombre} ya no tiene segundo factor: al ingresar con su contraseña puede activar uno nuevo`, 'success', 6000);
    } catch (err) {
      showToast(mensajeDeError(err, 'No se pudo restablecer el segundo factor'), 'error', 6000);
    }
    setBusy(null);
  };

  const copy = async (valor: string) => {
    try {
      await navigator.clipboard.writeText(valor);
      showToast('Copiado', 'success');
    } catch {
      showToast('No se pudo copiar: seleccioná el texto y copialo', 'info', 5000);
    }
  };

  return (
    <>
      {toast}
      <PageHead>
        <h1>Usuarios</h1>
        <Button type="button" onClick={() => setCreating(true)}>
          + Nuevo usuario
        </Button>
      </PageHead>
      {isLoading && <LoadingText role="status">Cargando usuarios...</LoadingText>}
      {error && <Alert role="alert">{mensajeDeError(error, 'No se pudieron cargar los usuarios')}</Alert>}
      {data && (
        <List aria-label="Usuarios">
          {data.data.map((u) => (
            <Row key={u._id} data-testid={`usuario-${u.usuario}`}>
              <div>
                <h2>
                  {u.nombre} {u._id === user?.sub && <Muted as="span">(vos)</Muted>}
                </h2>
                <p>
                  {u.usuario}
                  {u.email && ` · ${u.email}`}
                </p>
                <p>
                  <Badge $tone={u.activo ? 'success' : 'neutral'}>{u.activo ? 'Activo' : 'Inactivo'}</Badge>{' '}
                  {u.debeCambiarContrasena && <Badge $tone="warning">Contraseña temporal</Badge>}{' '}
                  {u.segundoFactor && <Badge $tone="accent">Segundo factor</Badge>}{' '}
                  {u.segundoFactorExigido && !u.segundoFactor && <Badge $tone="warning">Debe activar el segundo factor</Badge>}
                </p>
                <Muted>Último acceso: {fecha(u.ultimoAcceso)}</Muted>
              </div>
              <Actions>
                <select
                  id={`rol-${u._id}`}
                  aria-label={`Rol de ${u.nombre}`}
                  value={u.rol}
                  disabled={busy === u._id}
                  onChange={(e) => change(u, { rol: e.target.value as RolUsuario }, `Rol de ${u.nombre}: ${ETIQUETA_ROL[e.target.value as RolUsuario]}`)}
                >
                  <Options values={ROLES_USUARIO} labels={ETIQUETA_ROL} />
                </select>
                <Button type="button" $variant="secondary" disabled={busy === u._id || !u.activo} onClick={() => reset(u)}>
                  Restablecer contraseña
                </Button>
                {u.segundoFactor && u._id !== user?.sub && (
                  <Button type="button" $variant="secondary" disabled={busy === u._id} onClick={() => setResettingFactor(u)}>
                    Restablecer segundo factor
                  </Button>
                )}
                {/* Nobody deactivates their own account (the API refuses it too). */}
                {u._id === user?.sub ? null : u.activo ? (
                  <Button type="button" $variant="danger" disabled={busy === u._id} onClick={() => setDeactivating(u)}>
                    Desactivar
                  </Button>
                ) : (
                  <Button type="button" $variant="secondary" disabled={busy === u._id} onClick={() => change(u, { activo: true }, `${u.nombre} puede volver a ingresar`)}>
                    Activar
                  </Button>
                )}
              </Actions>
            </Row>
          ))}
        </List>
      )}
      <div style={{ marginTop: 24 }}>
        <SecuritySettings showToast={showToast} onSaved={() => void mutate()} />
      </div>
      <NewUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(u, contraseña) => {
          setCreating(false);
          void mutate();
          setShown({
            titulo: 'Usuario creado',
            texto: `Pasale a ${u.nombre} su usuario "${u.usuario}" y esta contraseña temporal. Se muestra una sola vez; al ingresar se le pedirá elegir una propia.`,
            valor: contraseña,
          });
        }}
      />
      <Modal open={shown !== null} title={shown?.titulo ?? ''} onClose={() => setShown(null)}>
        {shown && (
          <>
            <p>{shown.texto}</p>
            <Secret data-testid="valor-para-copiar">{shown.valor}</Secret>
            <ButtonRow>
              <Button type="button" $variant="secondary" onClick={() => copy(shown.valor)}>
                Copiar
              </Button>
              <Button type="button" onClick={() => setShown(null)}>
                Listo
              </Button>
            </ButtonRow>
          </>
        )}
      </Modal>
      <ConfirmDialog
        open={resettingFactor !== null}
        title="Restablecer segundo factor"
        message={`${resettingFactor?.nombre ?? ''} queda sin segundo factor y sus sesiones abiertas se cierran: para cuando perdió el teléfono. Al ingresar con su contraseña podrá activar uno nuevo. Queda registrado en su historial.`}
        confirmLabel="Restablecer"
        danger
        onCancel={() => setResettingFactor(null)}
        onConfirm={() => {
          const u = resettingFactor!;
          setResettingFactor(null);
          void resetFactor(u);
        }}
      />
      <ConfirmDialog
        open={deactivating !== null}
        title="Desactivar usuario"
        message={`${deactivating?.nombre ?? ''} no podrá ingresar y sus sesiones abiertas se cierran ahora. Podés volver a activarlo después.`}
        confirmLabel="Desactivar"
        danger
        onCancel={() => setDeactivating(null)}
        onConfirm={() => {
          const u = deactivating!;
          setDeactivating(null);
          void change(u, { activo: false }, `${u.nombre} fue desactivado`);
        }}
      />
    </>
  );
}
