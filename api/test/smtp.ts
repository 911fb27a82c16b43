// A real SMTP server for the mail tests (smtp-server on 127.0.0.1, a free port, no TLS, any or no login): every
// message it accepts is parsed (mailparser) and kept, with its raw header lines. It can be stopped and started again
// on the same port, as an SMTP server that goes down and comes back.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './pg-cluster.js';

export interface Received {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  attachments: ParsedMail['attachments'];
  /** The message as received, header lines unfolded. */
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: Received[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Waits until `n` messages arrived (or `ms` pass) and answers them. */
  waitFor(n: number, ms?: number): Promise<Received[]>;
  /** The first message to `to` after the first `after` received (its subject matching `subject`), within 15 s. */
  next(to: string, after: number, subject?: RegExp): Promise<Received | undefined>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: Received[] = [];
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(parts).toString('utf8');
            // Header lines unfolded (a long List-Unsubscribe is written over several).
            const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
            simpleParser(raw)
              .then((m) => {
                const to = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
                received.push({ to, subject: m.subject ?? '', text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '', headers: m.headers, attachments: m.attachments, raw: unfolded });
                callback();
              })
              .catch((err: Error) => callback(err));
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(n, ms = 15_000) {
      const end = Date.now() + ms;
      while (received.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
      return received;
    },
    async next(to, after, subject) {
      const end = Date.now() + 15_000;
      while (Date.now() < end) {
        const m = received.slice(after).find((r) => r.to.includes(to) && (!subject || subject.test(r.subject)));
        if (m) return m;
        await new Promise((r) => setTimeout(r, 25));
      }
      return undefined;
    },
  };
  await smtp.start();
  return smtp;
}
