// A dialog's form sent to the API: the submit button may stay off while it is sent; a refusal shows the server's
// message above the form and each field's message beside it (the caller's message when the server gave none).
import { useState } from 'react';
import type { ErroresCampo } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';

/** A refusal's field messages and its message, or `porDefecto` when it carries none (a network failure). */
export function errorDeEnvio(err: unknown, porDefecto: string): { errores: ErroresCampo; mensaje: string } {
  return { errores: (err instanceof ApiError && err.errors) || {}, mensaje: (err instanceof ApiError && err.serverError) || porDefecto };
}

export function useEnvio() {
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  /** Runs `accion`; a refusal is kept (fields and message) for the form to show. */
  const enviar = async (accion: () => Promise<void>, porDefecto: string) => {
    setEnviando(true);
    try {
      await accion();
    } catch (err) {
      const x = errorDeEnvio(err, porDefecto);
      setErrores(x.errores);
      setError(x.mensaje);
    } finally {
      setEnviando(false);
    }
  };
  return { errores, setErrores, error, enviando, enviar };
}
