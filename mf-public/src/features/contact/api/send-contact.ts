// POST /api/user/contacto {nombre, email, telefono, asunto, mensaje, sitioWeb} (spec §7; sitioWeb is the honeypot).
import type { ContactoRequest, ContactoResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

/** `clave`: the submit's Idempotency-Key (useSubmitKey): a retry of the submit sends the enquiry once. */
export function sendContact(body: ContactoRequest, clave: string): Promise<ContactoResponse> {
  return api.post<ContactoResponse>('/user/contacto', body, { idempotencyKey: clave });
}
