// /login (spec §2, §4, §8). The login call opts out of the global 401 handling: a wrong password is a 401 with
// {success:false, error} and must show that error, not a 'session expired' redirect.
// A user with a second factor is asked for the authenticator's code (the API answers TOTP_REQUIRED); a
// temporary password goes on to 'Mi cuenta' to be changed; '¿Olvidaste tu contraseña?' says how to get a reset link,
// and the link itself (/login?restablecer=…) opens the form to choose the new password, here, in this same chunk.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ERROR_CODES, type LoginRequest, type LoginResponse } from '@inmo/contracts';
import { ApiError, api, decodeToken, setToken, useAuth, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, Field, Hint } from '@inmo/ui';
import { paths } from '../config/paths.js';
import { loginErrorMessage } from './login-error.js';
import { ResetPasswordForm } from './reset-password-form.js';
import { Card, CardFields, CardTitle, Page } from '../components/ui.js';

const Submit = styled(Button)`
  width: 100%;
  margin-top: 4px;
`;

const Forgot = styled.button`
  display: block;
  width: 100%;
  margin-top: 6px;
  padding: 10px 0;
  min-height: 44px;
  line-height: 24px;
  text-align: center;
  border: 0;
  background: transparent;
  font: inherit;
  color: ${(p) => p.theme.colors.accentText};
  text-decoration: underline;
  cursor: pointer;
`;

export function LoginPage() {
  useDocumentTitle('Iniciar sesión');
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codigo, setCodigo] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);

  const resetToken = params.get('restablecer');
  if (resetToken !== null) return <ResetPasswordForm token={resetToken} />;
  if (isAuthenticated) return <Navigate to={decodeToken()?.cambiar ? paths.cuenta : paths.dashboard} replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setLoading(true);
    try {
      const body: LoginRequest = { usuario, contraseña: password, ...(codigo !== null ? { codigo } : {}) };
      const res = await api.post<LoginResponse>('/user/login', body, { skipAuthRedirect: true });
      if (res && res.success && res.data?.token) {
        setToken(res.data.token);
        navigate(decodeToken(res.data.token)?.cambiar ? paths.cuenta : paths.dashboard, { replace: true });
        return;
      }
      setError((res && !res.success && res.error) || 'Error en el login');
    } catch (err) {
      // The password was right: the form now asks for the authenticator's code too.
      if (err instanceof ApiError && err.code === ERROR_CODES.TOTP_REQUIRED && codigo === null) setCodigo('');
      setError(loginErrorMessage(err));
    }
    setLoading(false);
  };

  return (
    <Page>
      <Card>
        <CardTitle>Iniciar sesión</CardTitle>
        {params.get('sessionExpired') === 'true' && !error && (
          <Alert role="alert" $tone="info">
            Tu sesión expiró. Iniciá sesión nuevamente.
          </Alert>
        )}
        {error && (
          <Alert role="alert">
            {error}
          </Alert>
        )}
        <form onSubmit={onSubmit}>
          <CardFields>
            <Field id="login-usuario" label="Usuario">
              {(a) => <input {...a} name="usuario" autoComplete="username" required value={usuario} onChange={(e) => setUsuario(e.target.value)} />}
            </Field>
            <Field id="login-password" label="Contraseña">
              {(a) => (
                <input {...a} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
              )}
            </Field>
            {codigo !== null && (
              <Field id="login-codigo" label="Código de verificación" hint="Los 6 dígitos que muestra tu aplicación de autenticación, o uno de tus códigos de recuperación">
                {(a) => (
                  <input
                    {...a}
                    name="codigo"
                    autoComplete="one-time-code"
                    autoCapitalize="none"
                    pattern="[0-9]{6}|[A-Za-z2-9]{5}-?[A-Za-z2-9]{5}"
                    maxLength={11}
                    required
                    autoFocus
                    value={codigo}
                    onChange={(e) => setCodigo(e.target.value.replace(/[^0-9A-Za-z-]/g, ''))}
                  />
                )}
              </Field>
            )}
          </CardFields>
          <Submit type="submit" $size="lg" disabled={loading}>
            {loading ? 'Iniciando sesión...' : 'Iniciar sesión'}
          </Submit>
        </form>
        <Forgot type="button" aria-expanded={forgot} onClick={() => setForgot((f) => !f)}>
          ¿Olvidaste tu contraseña?
        </Forgot>
        {forgot && (
          <Hint role="status">
            Pedile a un administrador de la inmobiliaria un enlace para elegir una contraseña nueva (desde Usuarios → Restablecer contraseña). El enlace sirve una sola vez durante 24 horas.
          </Hint>
        )}
      </Card>
    </Page>
  );
}
