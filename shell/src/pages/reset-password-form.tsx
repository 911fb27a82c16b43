// The one-time reset link's page (/login?restablecer=…): the new password, twice, checked here with the
// same rule the API runs (contracts' problemaDeContraseña), then POST /api/user/restablecer-contrasena. A link used,
// expired or mistyped gets the API's Spanish message; done, the user signs in with the new password.
import { useState, type FormEvent } from 'react';
import { problemaDeContraseña } from '@inmo/contracts';
import { api, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, ButtonLink, Field } from '@inmo/ui';
import { paths } from '../config/paths.js';
import { loginErrorMessage } from './login-error.js';
import { Card, CardFields, CardTitle, Page } from '../components/ui.js';

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
          <CardTitle>Contraseña actualizada</CardTitle>
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
        <CardTitle>Elegí una contraseña nueva</CardTitle>
        {error && <Alert role="alert">{error}</Alert>}
        <form onSubmit={onSubmit} noValidate>
          <CardFields>
            <Field id="reset-nueva" label="Contraseña nueva" hint="Al menos 12 caracteres; evitá las contraseñas comunes" error={tried ? problema ?? undefined : undefined}>
              {(a) => <input {...a} type="password" autoComplete="new-password" value={nueva} onChange={(e) => setNueva(e.target.value)} />}
            </Field>
            <Field id="reset-repetida" label="Repetí la contraseña nueva" error={tried ? distintas ?? undefined : undefined}>
              {(a) => <input {...a} type="password" autoComplete="new-password" value={repetida} onChange={(e) => setRepetida(e.target.value)} />}
            </Field>
          </CardFields>
          <Button type="submit" $size="lg" disabled={busy} style={{ width: '100%' }}>
            {busy ? 'Guardando...' : 'Guardar contraseña'}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
