// 'Segundo factor' of 'Mi cuenta' (optional): the QR code to scan with an authenticator app (drawn by the
// API as SVG), the secret to type by hand, and one code of the app to turn it on — so nobody is locked out by a
// secret their app never got. Once on, every login asks for the app's code.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '@inmo/shell/platform';
import { Alert, Button, Field, FormSection } from '@inmo/ui';
import { ButtonRow, Muted } from '../../components/ui/layout.js';
import { mensajeDeError } from '../../components/account.js';

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  background: #fff;
  border-radius: 8px;
`;

const Secret = styled.code`
  overflow-wrap: anywhere;
  user-select: all;
`;

type Alta = { secreto: string; qr: string };

interface SecondFactorProps {
  activo: boolean;
  /** The admins' setting requires it: it cannot be turned off. */
  exigido: boolean;
  onChange: () => void;
  showToast: (m: string, k?: 'success' | 'error' | 'info', ms?: number) => void;
}

export function SecondFactor({ activo, exigido, onChange, showToast }: SecondFactorProps) {
  const [alta, setAlta] = useState<Alta | null>(null);
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>, fallo: string) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(mensajeDeError(err, fallo));
    }
    setBusy(false);
  };

  const start = () =>
    run(async () => {
      const r = await api.post<{ success: true; data: Alta }>('/user/segundo-factor');
      setAlta(r.data);
      setCodigo('');
    }, 'No se pudo empezar la activación');

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await api.post('/user/segundo-factor/confirmar', { codigo });
      setAlta(null);
      onChange();
      showToast('Segundo factor activado', 'success');
    }, 'No se pudo activar');
  };

  const disable = () =>
    run(async () => {
      await api.post('/user/segundo-factor/desactivar');
      onChange();
      showToast('Segundo factor desactivado', 'info');
    }, 'No se pudo desactivar');

  return (
    <FormSection>
      <legend>{exigido ? 'Segundo factor' : 'Segundo factor (opcional)'}</legend>
      {error && <Alert role="alert">{error}</Alert>}
      {activo ? (
        <>
          <Muted>Activo: al iniciar sesión se te pide el código de tu aplicación de autenticación.</Muted>
          {exigido ? (
            <Muted>Los administradores deben usarlo: no se puede desactivar mientras el ajuste esté activo.</Muted>
          ) : (
            <ButtonRow>
              <Button type="button" $variant="danger" disabled={busy} onClick={disable}>
                Desactivar segundo factor
              </Button>
            </ButtonRow>
          )}
        </>
      ) : alta ? (
        <form onSubmit={confirm} noValidate>
          <p>Escaneá este código con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 2FAS…) y escribí el código de 6 dígitos que te muestra.</p>
          <Qr src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(alta.qr)}`} alt="Código QR para la aplicación de autenticación" />
          <Muted>
            ¿No podés escanearlo? Ingresá esta clave: <Secret data-testid="clave-segundo-factor">{alta.secreto}</Secret>
          </Muted>
          <Field id="sf-codigo" label="Código de 6 dígitos">
            {(a) => <input {...a} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={codigo} onChange={(e) => setCodigo(e.target.value.replace(/\D/g, ''))} />}
          </Field>
          <ButtonRow>
            <Button type="button" $variant="secondary" onClick={() => setAlta(null)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={busy || codigo.length !== 6}>
              Activar
            </Button>
          </ButtonRow>
        </form>
      ) : (
        <>
          <Muted>Protegé tu cuenta con un código de una aplicación de autenticación además de tu contraseña.</Muted>
          <ButtonRow>
            <Button type="button" $variant="secondary" disabled={busy} onClick={start}>
              Activar segundo factor
            </Button>
          </ButtonRow>
        </>
      )}
    </FormSection>
  );
}
