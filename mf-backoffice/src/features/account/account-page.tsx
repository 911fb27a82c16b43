// /cuenta, 'Mi cuenta': the signed-in user's own password — checked here with the API's rule — and the
// optional second factor. A user with a temporary password lands here and can go nowhere else until they change it
// (the API refuses every other call meanwhile). A password change ends the user's other sessions; this one goes on
// with the token the API answers.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { validarCambioContraseña, type ErroresCampo } from '@inmo/contracts';
import { api, setToken, useAuth, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, Field, FieldGrid, FormSection, LoadingText, useToast } from '@inmo/ui';
import { ButtonRow, Muted, PageHead } from '../../components/ui/layout.js';
import { paths } from '../../config/paths.js';
import { mensajeDeError, useCuenta } from '../../components/account.js';
import { SecondFactor } from './second-factor.js';

const Narrow = styled.div`
  max-width: 720px;
  display: grid;
  gap: 20px;
`;

export function AccountPage() {
  useDocumentTitle('Mi cuenta');
  const { user } = useAuth();
  const navigate = useNavigate();
  const cuenta = useCuenta();
  const { toast, showToast } = useToast();
  const [campos, setCampos] = useState({ actual: '', nueva: '', repetida: '' });
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const temporal = user?.cambiar === true;
  const set = (k: keyof typeof campos) => (e: { target: { value: string } }) => setCampos((c) => ({ ...c, [k]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const found: ErroresCampo = validarCambioContraseña({ actual: campos.actual, nueva: campos.nueva });
    if (!found.nueva && campos.nueva === campos.actual) found.nueva = 'La contraseña nueva debe ser distinta de la actual';
    if (campos.repetida !== campos.nueva) found.repetida = 'Las contraseñas no coinciden';
    setErrores(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const r = await api.post<{ success: true; data: { token: string } }>('/user/cambiar-contrasena', { actual: campos.actual, nueva: campos.nueva });
      setToken(r.data.token);
      setCampos({ actual: '', nueva: '', repetida: '' });
      void cuenta.mutate();
      showToast('Contraseña actualizada. Se cerraron tus otras sesiones.', 'success', 4000);
      if (temporal) navigate(paths.dashboard, { replace: true });
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo cambiar la contraseña. Intentá nuevamente.'));
    }
    setBusy(false);
  };

  return (
    <>
      {toast}
      <PageHead>
        <h1>Mi cuenta</h1>
      </PageHead>
      <Narrow>
        {temporal && (
          <Alert role="alert" $tone="info">
            Tu contraseña es temporal: elegí una propia para continuar.
          </Alert>
        )}
        {!temporal && cuenta.data?.data.segundoFactorExigido && !cuenta.data.data.segundoFactor && (
          <Alert role="alert" $tone="info">
            Los administradores deben activar el segundo factor antes de continuar.
          </Alert>
        )}
        {cuenta.data ? (
          <Muted>
            Usuario: <strong>{cuenta.data.data.usuario}</strong> · {cuenta.data.data.rol === 'admin' ? 'Administrador' : 'Agente'}
          </Muted>
        ) : (
          cuenta.isLoading && <LoadingText role="status">Cargando...</LoadingText>
        )}
        <form onSubmit={onSubmit} noValidate>
          <FormSection>
            <legend>Cambiar contraseña</legend>
            {error && <Alert role="alert">{error}</Alert>}
            <FieldGrid>
              <Field id="cc-actual" label={temporal ? 'Contraseña temporal' : 'Contraseña actual'} error={errores.actual} wide>
                {(a) => <input {...a} type="password" autoComplete="current-password" value={campos.actual} onChange={set('actual')} />}
              </Field>
              <Field id="cc-nueva" label="Contraseña nueva" hint="Al menos 12 caracteres; evitá las contraseñas comunes" error={errores.nueva}>
                {(a) => <input {...a} type="password" autoComplete="new-password" value={campos.nueva} onChange={set('nueva')} />}
              </Field>
              <Field id="cc-repetida" label="Repetí la contraseña nueva" error={errores.repetida}>
                {(a) => <input {...a} type="password" autoComplete="new-password" value={campos.repetida} onChange={set('repetida')} />}
              </Field>
            </FieldGrid>
            <ButtonRow>
              <Button type="submit" disabled={busy}>
                {busy ? 'Guardando...' : 'Cambiar contraseña'}
              </Button>
            </ButtonRow>
          </FormSection>
        </form>
        {!temporal && cuenta.data && <SecondFactor activo={cuenta.data.data.segundoFactor} exigido={cuenta.data.data.segundoFactorExigido} onChange={() => void cuenta.mutate()} showToast={showToast} />}
      </Narrow>
    </>
  );
}
