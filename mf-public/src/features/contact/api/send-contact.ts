// POST /api/user/contacto {nombre, email, telefono, asunto, mensaje, sitioWeb} (spec §7; sitioWeb is the honeypot).
import type { ContactoRequest, ContactoResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function sendContact(body: ContactoRequest): Promise<ContactoResponse> {
  return api.post<ContactoResponse>('/user/contacto', body);
}
