// The one-time reset link's page (/login?restablecer=…, issue 15): the new password, twice, checked here with the
// same rule the API runs (contracts' problemaDeContraseña), then POST /api/user/restablecer-contrasena. A link used,
// expired or mistyped gets the API's Spanish message; done, the user signs in with the new password.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { problemaDeContraseña } from '@inmo/contracts';
import { api, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, ButtonLink, Field } from '@inmo/ui';
import { paths } from '../config/paths.js';
import { loginErrorMessage } from './login-error.js';
import { Card, Page } from '../components/ui.js';

const Title = styled.h1`
  margin: 0 0 20px;
  font-size: 1.5rem;
  text-align: center;
`;

const Fields = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 16px;
`;

export function ResetPasswordForm({ token }: { token: string }) {
  useDocumentTitle('Elegir una contraseña nueva');
  const [nueva, setNueva] = useState('');
  const [repetida, setRepetida] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const problema = problemaDeContraseña(nueva);
  const distintas = repetida !== nueva ? 'Las contraseñas no coinciden' : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (problema || distintas) return;
    setBusy(true);
    try {
      await api.post('/user/restablecer-contrasena', { token, nueva }, { skipAuthRedirect: true });
      setDone(true);
    } catch (err) {
      setError(loginErrorMessage(err));
    }
    setBusy(false);
  };

  if (done)
    return (
      <Page>
        <Card>
          <Title>Contraseña actualizada</Title>
          <Alert role="status" $tone="success">
            Listo: ya podés iniciar sesión con tu contraseña nueva.
          </Alert>
          <ButtonLink to={paths.login} replace $size="lg" style={{ width: '100%', marginTop: 16 }}>
            Iniciar sesión
          </ButtonLink>
        </Card>
      </Page>
    );

  return (
    <Page>
      <Card>
        <Title>Elegí una contraseña nueva</Title>
        {error && <Alert role="alert">{error}</Alert>}
        <form onSubmit={onSubmit} noValidate>
          <Fields>
            <Field id="reset-nueva" label="Contraseña nueva" hint="Al menos 12 caracteres; evitá las contraseñas comunes" error={tried ? problema ?? undefined : undefined}>
              {(a) => <input {...a} type="password" autoComplete="new-password" value={nueva} onChange={(e) => setNueva(e.target.value)} />}
            </Field>
            <Field id="reset-repetida" label="Repetí la contraseña nueva" error={tried ? distintas ?? undefined : undefined}>
              {(a) => <input {...a} type="password" autoComplete="new-password" value={repetida} onChange={(e) => setRepetida(e.target.value)} />}
            </Field>
          </Fields>
          <Button type="submit" $size="lg" disabled={busy} style={{ width: '100%' }}>
            {busy ? 'Guardando...' : 'Guardar contraseña'}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
