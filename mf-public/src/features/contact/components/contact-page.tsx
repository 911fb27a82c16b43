// /contacto (spec §2 Contact, §5, §8): the enquiry form and the agency's office details (Datos de la inmobiliaria).
// Opened from a listing (?propiedad={id}), the form names the property, suggests the subject and sends its id.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ASUNTOS_CONTACTO, aceptaConsultas, direccionInmobiliaria, paginasPublicas, telHref, type ErroresCampo } from '@inmo/contracts';
import { ApiError, useAgencia, useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Alert, Button, Field, Options, Panel } from '@inmo/ui';
import { Container, Lead, PageTitle, Section } from '../../../components/ui/layout.js';
import { sendContact } from '../api/send-contact.js';
import { useConsultedProperty } from '../api/use-consulted-property.js';
import { ConsultedProperty } from './consulted-property.js';

/** The enquiry's schema, fetched once (contact-check.ts says why it is a chunk of its own). */
let check: Promise<typeof import('./contact-check.js')> | null = null;
function loadCheck() {
  check ??= import(/* webpackChunkName: "contacto-validacion" */ './contact-check.js').catch((err: unknown) => {
    check = null; // the next try asks again
    throw err;
  });
  return check;
}

export const MENSAJE_EXITO = '✅ Tu consulta fue enviada con éxito. En breve nos pondremos en contacto.';
export const MENSAJE_ERROR = '❌ Ocurrió un error al enviar tu consulta. Por favor intentá nuevamente.';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 3fr) minmax(240px, 2fr);
  align-items: start;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled(Panel)`
  margin: 0;
  padding: 24px;
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${(p) => p.theme.colors.muted};
`;

/** The honeypot: off-screen, out of the tab order and hidden from assistive technology. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Submit = styled(Button)`
  justify-self: start;
`;

const Result = styled(Alert)`
  margin: 0;
`;

const Info = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 2px 0 0;
    color: ${(p) => p.theme.colors.muted};
    overflow-wrap: anywhere;
  }
  a {
    color: ${(p) => p.theme.colors.accentText};
    /* A finger's target (44 px), the text where it was. */
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const VACIO = { nombre: '', email: '', telefono: '', asunto: '', mensaje: '' };
type Valores = typeof VACIO;

/** The subject a listing's enquiry starts with: buying for a sale, renting for a rental. */
const asuntoPara = (operacion: string) => (operacion === 'venta' ? ASUNTOS_CONTACTO[0] : ASUNTOS_CONTACTO[2]);

export function ContactPage() {
  const agencia = useAgencia();
  useDocumentTitle('Contacto', paginasPublicas(agencia)['/contacto'].description);
  const [params, setParams] = useSearchParams();
  const propiedad = useConsultedProperty(params.get('propiedad'));
  const [v, setV] = useState<Valores>(VACIO);
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [enviando, setEnviando] = useState(false);
  const clave = useSubmitKey();
  const [resultado, setResultado] = useState<{ ok: boolean; texto: string } | null>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultadoRef = useRef<HTMLParagraphElement>(null);

  // A reserved (or closed) listing takes no enquiries, as on its page: the form says so and the enquiry goes without it.
  const cerrada = propiedad !== null && !aceptaConsultas(propiedad.estado);
  // The listing's subject and a first line, unless the visitor already typed their own.
  const propiedadId = propiedad && !cerrada ? propiedad._id : null;
  useEffect(() => {
    if (!propiedad || cerrada) return;
    setV((x) => ({
      ...x,
      asunto: x.asunto || asuntoPara(propiedad.operacion),
      mensaje: x.mensaje || `Hola, quisiera consultar por la propiedad "${propiedad.titulo}".`,
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per property
  }, [propiedadId]);

  const quitarPropiedad = () => {
    const next = new URLSearchParams(params);
    next.delete('propiedad');
    setParams(next, { replace: true });
  };

  // The result stays until the next sending (spec §2 and §4 say 5 s; it stays because a visitor who looks
  // away, or a phone's keyboard closing, would miss it) and is scrolled into view: on a phone it is below the fold.
  useEffect(() => {
    const el = resultadoRef.current;
    if (!resultado || !el) return;
    const r = el.getBoundingClientRect();
    // In full view already (below the sticky top bar): nothing moves.
    if (r.top >= 76 && r.bottom <= window.innerHeight) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [resultado]);

  const set = (k: keyof Valores) => (e: { target: { value: string } }) => {
    setV((x) => ({ ...x, [k]: e.target.value }));
    if (errores[k]) setErrores((x) => ({ ...x, [k]: '' }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    // Without its chunk (a dropped connection) the form is sent unchecked: the API checks the same rules and answers
    // each field's message.
    const checker = await loadCheck().catch(() => null);
    const errores = checker ? checker.validarContacto(v) : {};
    const found = Object.fromEntries(Object.entries(errores).filter(([, m]) => m)) as ErroresCampo;
    setErrores(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setEnviando(true);
    setResultado(null);
    try {
      const consulta = {
        nombre: v.nombre.trim(),
        email: v.email.trim(),
        telefono: v.telefono.trim(),
        asunto: v.asunto,
        mensaje: v.mensaje.trim(),
        propiedad: propiedadId,
        sitioWeb: trapRef.current?.value ?? '',
      };
      await sendContact(consulta, clave.for(consulta));
      clave.done();
      setV(VACIO);
      setResultado({ ok: true, texto: MENSAJE_EXITO });
    } catch (err) {
      // Too many enquiries (429): the spec's text plus the server's reason.
      const extra = err instanceof ApiError && err.status === 429 && err.serverError ? ` ${err.serverError}` : '';
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      setResultado({ ok: false, texto: MENSAJE_ERROR + extra });
    } finally {
      setEnviando(false);
    }
  };

  // The value and its setter; the id, aria-invalid and the error's description come from the kit's Field.
  const control = (k: keyof Valores) => ({ name: k, value: v[k], onChange: set(k) });
  const field = (k: keyof Valores) => ({ id: `contacto-${k}`, error: errores[k] || undefined });

  return (
    <Container>
      <Section>
        <PageTitle>Contacto</PageTitle>
        <Lead>Escribinos y te respondemos a la brevedad.</Lead>
        <Layout>
          <Card>
            <Form ref={formRef} noValidate onSubmit={onSubmit} onFocus={() => void loadCheck()} aria-label="Formulario de contacto">
              {propiedad && (
                <ConsultedProperty id={propiedad._id} titulo={propiedad.titulo} estado={cerrada ? propiedad.estado : undefined} onQuitar={quitarPropiedad} />
              )}
              <Field {...field('nombre')} label="Nombre completo">
                {(a) => <input {...a} {...control('nombre')} type="text" autoComplete="name" required aria-required="true" />}
              </Field>
              <Field {...field('email')} label="Email">
                {(a) => <input {...a} {...control('email')} type="email" autoComplete="email" required aria-required="true" />}
              </Field>
              <Field
                {...field('telefono')}
                label={
                  <>
                    Teléfono <Optional>(opcional)</Optional>
                  </>
                }
              >
                {(a) => <input {...a} {...control('telefono')} type="tel" autoComplete="tel" />}
              </Field>
              <Field {...field('asunto')} label="Asunto">
                {(a) => (
                  <select {...a} {...control('asunto')} required aria-required="true">
                    <Options values={ASUNTOS_CONTACTO} empty="Seleccioná un asunto" />
                  </select>
                )}
              </Field>
              <Field {...field('mensaje')} label="Mensaje">
                {(a) => <textarea {...a} {...control('mensaje')} rows={4} required aria-required="true" />}
              </Field>
              <Trap aria-hidden="true">
                <label htmlFor="contacto-sitioWeb">Sitio web</label>
                <input ref={trapRef} id="contacto-sitioWeb" type="text" name="sitioWeb" tabIndex={-1} autoComplete="off" defaultValue="" />
              </Trap>
              <Submit type="submit" $size="lg" disabled={enviando}>
                {enviando ? 'Enviando...' : 'Enviar consulta'}
              </Submit>
              <div aria-live="polite">
                {resultado && (
                  <Result ref={resultadoRef} as="p" role={resultado.ok ? 'status' : 'alert'} $tone={resultado.ok ? 'success' : 'error'} data-testid="contacto-resultado">
                    {resultado.texto}
                  </Result>
                )}
              </div>
            </Form>
          </Card>
          <Card as="aside" aria-labelledby="oficina-titulo">
            <h2 id="oficina-titulo" style={{ margin: '0 0 16px', fontSize: '1.2rem' }}>
              Nuestra oficina
            </h2>
            <Info>
              {direccionInmobiliaria(agencia) && (
                <div>
                  <dt>Dirección</dt>
                  <dd>{direccionInmobiliaria(agencia)}</dd>
                </div>
              )}
              {agencia.telefono && (
                <div>
                  <dt>Teléfono</dt>
                  <dd>
                    <a href={telHref(agencia.telefonoE164) ?? undefined}>{agencia.telefono}</a>
                  </dd>
                </div>
              )}
              {agencia.email && (
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${agencia.email}`}>{agencia.email}</a>
                  </dd>
                </div>
              )}
              {agencia.horario && (
                <div>
                  <dt>Horario de atención</dt>
                  <dd>{agencia.horario}</dd>
                </div>
              )}
            </Info>
          </Card>
        </Layout>
      </Section>
    </Container>
  );
}
