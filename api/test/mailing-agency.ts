// The set-up of the rental accounts' mail tests: the API mailing through a real SMTP server (smtp.ts) as 'Inmobiliaria
// Moreno', polling the outbox and retrying fast, with the admin logged in.
import { bootAsAdmin, type TestApp } from './helpers.js';
import { startSmtp, type TestSmtp } from './smtp.js';

export async function bootMailingAgency(): Promise<{ t: TestApp; smtp: TestSmtp; token: string }> {
  const smtp = await startSmtp();
  try {
    const { t, token } = await bootAsAdmin({ seedDemo: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Inmobiliaria Moreno <avisos@inmobiliaria-moreno.com.ar>', MAIL_RETRY_BASE_MS: '200', MAIL_RETRY_MAX_MS: '400', MAIL_POLL_MS: '100' } });
    await t.http.put('/api/admin/inmobiliaria').set('auth-token', token).send({ nombre: 'Inmobiliaria Moreno', direccion: 'Moreno 100, Chivilcoy', matricula: 'CMCPDJM 1234' });
    return { t, smtp, token };
  } catch (err) {
    await smtp.stop();
    throw err;
  }
}
