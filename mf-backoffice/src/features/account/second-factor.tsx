// 'Segundo factor' of 'Mi cuenta' (optional): the password again, then the QR code to scan with an authenticator
// app (drawn by the API as SVG), the secret to type by hand, and one code of the app to turn it on — so nobody is
// locked out by a secret their app never got — and the ten recovery codes, shown once. Once on, every login asks
// for the app's code; changing phones or turning it off asks for the password again.
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
/** What the user is doing: confirming who they are before a change, or nothing. */
type Paso = null | 'activar' | 'reemplazar' | 'desactivar';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.25rem 1rem;
  padding-left: 1.5rem;
  font-family: ui-monospace, monospace;
  font-size: 1.05rem;
`;

interface SecondFactorProps {
  activo: boolean;
  /** The admins' setting requires it: it cannot be turned off. */
  exigido: boolean;
  onChange: () => void;
  showToast: (m: string, k?: 'success' | 'error' | 'info', ms?: number) => void;
}

export function SecondFactor({ activo, exigido, onChange, showToast }: SecondFactorProps) {
  const [paso, setPaso] = useState<Paso>(null);
  const [contraseña, setContraseña] = useState('');
  const [alta, setAlta] = useState<Alta | null>(null);
  const [codigo, setCodigo] = useState('');
  const [recuperacion, setRecuperacion] = useState<string[] | null>(null);
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

  const ask = (p: Paso) => {
    setPaso(p);
    setContraseña('');
    setError(null);
  };

  // The password again before the factor changes (a session token alone cannot start, replace or remove it).
  const reauthenticated = (e: FormEvent) => {
    e.preventDefault();
    if (paso === 'desactivar') {
      void run(async () => {
        await api.post('/user/segundo-factor/desactivar', { contraseña });
        setPaso(null);
        onChange();
        showToast('Segundo factor desactivado', 'info');
      }, 'No se pudo desactivar');
      return;
    }
    void run(async () => {
      const r = await api.post<{ success: true; data: Alta }>('/user/segundo-factor', { contraseña });
      setAlta(r.data);
      setCodigo('');
      setPaso(null);
    }, 'No se pudo empezar la activación');
  };

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await api.post<{ success: true; data: { codigosRecuperacion: string[] } }>('/user/segundo-factor/confirmar', { codigo });
      setAlta(null);
      setRecuperacion(r.data.codigosRecuperacion);
      onChange();
      showToast('Segundo factor activado', 'success');
    }, 'No se pudo activar');
  };

  const copiar = () => {
    void navigator.clipboard?.writeText(recuperacion!.join('\n')).then(
      () => showToast('Códigos copiados', 'success'),
      () => showToast('No se pudieron copiar: anotalos a mano', 'error'),
    );
  };

  return (
    <FormSection>
      <legend>{exigido ? 'Segundo factor' : 'Segundo factor (opcional)'}</legend>
      {error && <Alert role="alert">{error}</Alert>}
      {recuperacion ? (
        <section aria-labelledby="sf-recuperacion">
          <h3 id="sf-recuperacion">Códigos de recuperación</h3>
          <p>
            Guardalos en un lugar seguro (impresos o en tu gestor de contraseñas). Si no tenés el teléfono, cada uno sirve <strong>una sola vez</strong> en lugar del
            código de la aplicación. No se vuelven a mostrar.
          </p>
          <Codes data-testid="codigos-recuperacion">
            {recuperacion.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Codes>
          <ButtonRow>
            <Button type="button" $variant="secondary" onClick={copiar}>
              Copiar códigos
            </Button>
            <Button type="button" onClick={() => setRecuperacion(null)}>
              Ya los guardé
            </Button>
          </ButtonRow>
        </section>
      ) : paso ? (
        <form onSubmit={reauthenticated} noValidate>
          <p>{paso === 'desactivar' ? 'Para desactivar el segundo factor, confirmá que sos vos.' : 'Para continuar, confirmá que sos vos.'}</p>
          <Field id="sf-contrasena" label="Tu contraseña">
            {(a) => <input {...a} type="password" autoComplete="current-password" value={contraseña} onChange={(e) => setContraseña(e.target.value)} />}
          </Field>
          <ButtonRow>
            <Button type="button" $variant="secondary" onClick={() => ask(null)}>
              Cancelar
            </Button>
            <Button type="submit" $variant={paso === 'desactivar' ? 'danger' : 'primary'} disabled={busy || contraseña === ''}>
              {paso === 'desactivar' ? 'Desactivar' : 'Continuar'}
            </Button>
          </ButtonRow>
        </form>
      ) : alta ? (
        <form onSubmit={confirm} noValidate>
          <p>Escaneá este código con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 2FAS…) y escribí el código de 6 dígitos que te muestra.</p>
          <Qr src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(alta.qr)}`} alt="Código QR para la aplicación de autenticación" />
          <Muted>
            ¿No podés escanearlo? Ingresá esta clave: <Secret data-testid="clave-segundo-factor">{alta.secreto}</Secret>
          </Muted>
          {activo && <Muted>Hasta que lo confirmes, sigue valiendo el de tu aplicación actual.</Muted>}
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
      ) : activo ? (
        <>
          <Muted>Activo: al iniciar sesión se te pide el código de tu aplicación de autenticación (o uno de tus códigos de recuperación).</Muted>
          {exigido && <Muted>Los administradores deben usarlo: no se puede desactivar mientras el ajuste esté activo.</Muted>}
          <ButtonRow>
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => ask('reemplazar')}>
              Cambiar de teléfono
            </Button>
            {!exigido && (
              <Button type="button" $variant="danger" disabled={busy} onClick={() => ask('desactivar')}>
                Desactivar segundo factor
              </Button>
            )}
          </ButtonRow>
        </>
      ) : (
        <>
          <Muted>Protegé tu cuenta con un código de una aplicación de autenticación además de tu contraseña.</Muted>
          <ButtonRow>
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => ask('activar')}>
              Activar segundo factor
            </Button>
          </ButtonRow>
        </>
      )}
    </FormSection>
  );
}
