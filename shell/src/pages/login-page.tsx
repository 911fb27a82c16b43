// /login (spec §2, §4, §8). The login call opts out of the global 401 handling: a wrong password is a 401 with
// {success:false, error} and must show that error, not a 'session expired' redirect.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { LoginRequest, LoginResponse } from '@inmo/contracts';
import { api, setToken, useAuth, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, Field } from '@inmo/ui';
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

const Submit = styled(Button)`
  width: 100%;
  margin-top: 4px;
`;

const Forgot = styled.a`
  display: block;
  margin-top: 6px;
  padding: 10px 0;
  line-height: 24px;
  text-align: center;
  color: ${(p) => p.theme.colors.accentText};
  cursor: default;
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

  if (isAuthenticated) return <Navigate to={paths.dashboard} replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setLoading(true);
    try {
      const body: LoginRequest = { usuario, contraseña: password };
      const res = await api.post<LoginResponse>('/user/login', body, { skipAuthRedirect: true });
      if (res && res.success && res.data?.token) {
        setToken(res.data.token);
        navigate(paths.dashboard, { replace: true });
        return;
      }
      setError((res && !res.success && res.error) || 'Error en el login');
    } catch (err) {
      setError(loginErrorMessage(err));
    }
    setLoading(false);
  };

  return (
    <Page>
      <Card>
        <Title>Iniciar sesión</Title>
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
          <Fields>
            <Field id="login-usuario" label="Usuario">
              {(a) => <input {...a} name="usuario" autoComplete="username" required value={usuario} onChange={(e) => setUsuario(e.target.value)} />}
            </Field>
            <Field id="login-password" label="Contraseña">
              {(a) => (
                <input {...a} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
              )}
            </Field>
          </Fields>
          <Submit type="submit" $size="lg" disabled={loading}>
            {loading ? 'Iniciando sesión...' : 'Iniciar sesión'}
          </Submit>
        </form>
        <Forgot href="#" aria-disabled="true" onClick={(e) => e.preventDefault()}>
          ¿Olvidaste tu contraseña?
        </Forgot>
      </Card>
    </Page>
  );
}
