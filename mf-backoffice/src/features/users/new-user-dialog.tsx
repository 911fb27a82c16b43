// 'Nuevo usuario': name, user name, e-mail, role and a temporary password (suggested, editable), checked with the
// API's own rules (contracts' nuevoUsuarioSchema). Created, the password is shown once, to pass on: the user must
// change it at their first login.
import { useState, type FormEvent } from 'react';
import { ETIQUETA_ROL, ROLES_USUARIO, validarNuevoUsuario, type ErroresCampo, type Usuario } from '@inmo/contracts';
import { Alert, Button, Field, FieldGrid, Modal, Options } from '@inmo/ui';
import { useSubmitKey } from '@inmo/shell/platform';
import { contraseñaTemporal, crearUsuario, mensajeDeError } from './users-api.js';

export function NewUserDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (u: Usuario, contraseña: string) => void }) {
  const [campos, setCampos] = useState(() => ({ nombre: '', usuario: '', email: '', rol: 'agente', contraseña: contraseñaTemporal() }));
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clave = useSubmitKey();
  const set = (k: keyof typeof campos) => (e: { target: { value: string } }) => setCampos((c) => ({ ...c, [k]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const found = validarNuevoUsuario(campos);
    setErrores(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const r = await crearUsuario(campos, clave.for(campos));
      clave.done();
      onCreated(r.data, campos.contraseña);
      setCampos({ nombre: '', usuario: '', email: '', rol: 'agente', contraseña: contraseñaTemporal() });
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo crear el usuario. Intentá nuevamente.'));
    }
    setBusy(false);
  };

  return (
    <Modal
      open={open}
      title="Nuevo usuario"
      onClose={onClose}
      width="560px"
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form="nuevo-usuario" disabled={busy}>
            {busy ? 'Creando...' : 'Crear usuario'}
          </Button>
        </>
      }
    >
      <form id="nuevo-usuario" onSubmit={onSubmit} noValidate>
        {error && <Alert role="alert">{error}</Alert>}
        <FieldGrid>
          <Field id="nu-nombre" label="Nombre y apellido" error={errores.nombre}>
            {(a) => <input {...a} autoComplete="off" value={campos.nombre} onChange={set('nombre')} />}
          </Field>
          <Field id="nu-usuario" label="Usuario" hint="Con el que inicia sesión" error={errores.usuario}>
            {(a) => <input {...a} autoComplete="off" autoCapitalize="none" value={campos.usuario} onChange={set('usuario')} />}
          </Field>
          <Field id="nu-email" label="Email (opcional)" error={errores.email}>
            {(a) => <input {...a} type="email" autoComplete="off" value={campos.email} onChange={set('email')} />}
          </Field>
          <Field id="nu-rol" label="Rol" error={errores.rol}>
            {(a) => (
              <select {...a} value={campos.rol} onChange={set('rol')}>
                <Options values={ROLES_USUARIO} labels={ETIQUETA_ROL} />
              </select>
            )}
          </Field>
          <Field id="nu-contrasena" label="Contraseña temporal" hint="Se muestra una sola vez; deberá cambiarla al ingresar" error={errores.contraseña} wide>
            {(a) => <input {...a} autoComplete="off" spellCheck={false} value={campos.contraseña} onChange={set('contraseña')} />}
          </Field>
        </FieldGrid>
      </form>
    </Modal>
  );
}
