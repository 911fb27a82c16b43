// /inmobiliaria, 'Datos de la inmobiliaria': the agency's own details — name, office, hours,
// phone, WhatsApp, e-mail, registration, the About text, the office on the map, its networks and the dollar rate the
// catalogue converts prices with. Checked here with the same schema the API runs; saved with
// PUT /api/admin/inmobiliaria; the public pages show the change on their next request, the frame at once.
import { Fragment, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { REDES, RED_LABELS, fuenteDeVistaPrevia, imagenInmobiliaria, leerInmobiliaria, textoAr, type ClaseNumero, type ErroresCampo, type Inmobiliaria } from '@inmo/contracts';
import { ApiError, api, setAgencia, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, AmountInput, Button, Field, FieldGrid, FormSection, LoadingText, useToast } from '@inmo/ui';
import { ButtonRow, PageHead } from '../../components/ui/layout.js';
import { imageFileProblem, uploadImage } from '../../components/ui/upload-image.js';
import { distintos } from '../../components/ui/drafts.js';
import { useCambiosSinGuardar } from '../../components/ui/unsaved-changes.js';
import { paths } from '../../config/paths.js';
import { BillingSettings } from './billing-settings.js';

type Campos = Record<string, string>;

const VistaPrevia = styled.img`
  display: block;
  width: 100%;
  max-width: 600px;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  margin: 0 0 12px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
`;

/** The details as the form's texts (numbers and nested groups flattened: 'redes.instagram', 'mapa.lat'…). */
function aCampos(a: Inmobiliaria): Campos {
  const c: Campos = {
    nombre: a.nombre,
    direccion: a.direccion,
    localidad: a.localidad,
    horario: a.horario,
    telefono: a.telefono,
    whatsapp: a.whatsapp,
    email: a.email,
    matricula: a.matricula,
    colegio: a.colegio,
    sobreNosotros: a.sobreNosotros,
    desde: a.desde === null ? '' : String(a.desde),
    'cotizacionDolar.valor': textoAr(a.cotizacionDolar.valor),
    'cotizacionDolar.fecha': a.cotizacionDolar.fecha ?? '',
    'mapa.lat': a.mapa ? String(a.mapa.lat) : '',
    'mapa.lng': a.mapa ? String(a.mapa.lng) : '',
    imagen: a.imagen ?? '',
    reservadaPublica: a.reservadaPublica === false ? 'no' : 'si',
    agentesEditanTodas: a.agentesEditanTodas === true ? 'si' : 'no',
  };
  for (const r of REDES) c[`redes.${r}`] = a.redes[r];
  (a.horarioVisitas ?? []).forEach((h, d) => {
    c[`visitas.${d}.desde`] = h ? String(h[0]) : '';
    c[`visitas.${d}.hasta`] = h ? String(h[1]) : '';
  });
  return c;
}

/** The week as the form lists it, lunes first (the stored list starts on domingo). */
const DIAS_VISITAS: { d: number; nombre: string }[] = [
  { d: 1, nombre: 'Lunes' }, { d: 2, nombre: 'Martes' }, { d: 3, nombre: 'Miércoles' }, { d: 4, nombre: 'Jueves' },
  { d: 5, nombre: 'Viernes' }, { d: 6, nombre: 'Sábado' }, { d: 0, nombre: 'Domingo' },
];
const HORAS = Array.from({ length: 25 }, (_, h) => h);

/** The form's texts as the call's body. */
function aCuerpo(c: Campos): Record<string, unknown> {
  const vacio = (v: string) => (v.trim() === '' ? null : v);
  return {
    nombre: c.nombre,
    direccion: c.direccion,
    localidad: c.localidad,
    horario: c.horario,
    telefono: c.telefono,
    whatsapp: c.whatsapp,
    email: c.email,
    matricula: c.matricula,
    colegio: c.colegio,
    sobreNosotros: c.sobreNosotros,
    desde: vacio(c.desde),
    redes: Object.fromEntries(REDES.map((r) => [r, c[`redes.${r}`]])),
    cotizacionDolar: { valor: vacio(c['cotizacionDolar.valor']), fecha: vacio(c['cotizacionDolar.fecha']) },
    mapa: { lat: vacio(c['mapa.lat']), lng: vacio(c['mapa.lng']) },
    imagen: vacio(c.imagen),
    reservadaPublica: c.reservadaPublica !== 'no',
    agentesEditanTodas: c.agentesEditanTodas === 'si',
    horarioVisitas: Array.from({ length: 7 }, (_, d) => {
      const desde = c[`visitas.${d}.desde`] ?? '';
      const hasta = c[`visitas.${d}.hasta`] ?? '';
      return desde === '' || hasta === '' ? null : [Number(desde), Number(hasta)];
    }),
  };
}

const SECCIONES: { titulo: string; campos: { k: string; label: string; type?: string; hint?: string; area?: boolean; como?: ClaseNumero }[] }[] = [
  {
    titulo: 'La inmobiliaria',
    campos: [
      { k: 'nombre', label: 'Nombre' },
      { k: 'desde', label: 'En actividad desde (año)', type: 'number' },
      { k: 'matricula', label: 'Matrícula', hint: 'Por ejemplo: Mat. 1234' },
      { k: 'colegio', label: 'Colegio de martilleros' },
    ],
  },
  {
    titulo: 'Contacto y oficina',
    campos: [
      { k: 'telefono', label: 'Teléfono', type: 'tel' },
      { k: 'whatsapp', label: 'WhatsApp', type: 'tel', hint: 'Con código de área, por ejemplo +54 9 2346 40-0000' },
      { k: 'email', label: 'Email', type: 'email' },
      { k: 'direccion', label: 'Dirección' },
      { k: 'localidad', label: 'Localidad' },
      { k: 'horario', label: 'Horario de atención' },
      { k: 'mapa.lat', label: 'Latitud de la oficina', hint: 'Para el mapa: por ejemplo -34.8956' },
      { k: 'mapa.lng', label: 'Longitud de la oficina', hint: 'Por ejemplo -60.0167' },
    ],
  },
  { titulo: 'Sobre nosotros', campos: [{ k: 'sobreNosotros', label: 'Texto de la página Nosotros', area: true, hint: 'Separá los párrafos con una línea en blanco.' }] },
  { titulo: 'Redes sociales', campos: REDES.map((r) => ({ k: `redes.${r}`, label: RED_LABELS[r], type: 'url', hint: r === 'facebook' ? 'La dirección completa, https://…' : undefined })) },
  {
    titulo: 'Cotización del dólar',
    campos: [
      { k: 'cotizacionDolar.valor', label: 'Pesos por dólar', como: 'monto', hint: 'La que usa la inmobiliaria para comparar precios en pesos y en dólares.' },
      { k: 'cotizacionDolar.fecha', label: 'Fecha de la cotización', type: 'date' },
    ],
  },
];

export function AgencyPage() {
  useDocumentTitle('Datos de la inmobiliaria');
  const [guardado, setGuardado] = useState<Inmobiliaria | null>(null);
  const [campos, setCampos] = useState<Campos | null>(null);
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const { toast, showToast } = useToast(4000);
  // The picture uploaded and not saved yet, to show it (its address); saved, the preview below shows it framed.
  const [subida, setSubida] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  // Unsaved changes ask before leaving and are kept in the tab.
  const cambios = useCambiosSinGuardar<Campos>({
    sucio: !!campos && !!guardado && distintos(campos, aCampos(guardado)),
    clave: 'inmobiliaria',
    ruta: paths.inmobiliaria,
    titulo: 'Datos de la inmobiliaria',
    datos: campos ?? undefined,
    onRecuperar: (d) => setCampos((c) => (c ? { ...c, ...d } : c)),
  });

  const elegirImagen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !campos) return;
    const problema = imageFileProblem(file);
    if (problema) return setErrores({ ...errores, imagen: problema });
    setSubiendo(true);
    try {
      const r = await uploadImage(file, () => undefined);
      setCampos((c) => c && { ...c, imagen: fuenteDeVistaPrevia(r) ?? '' });
      setSubida(r.secure_url ?? r.url);
      setErrores(({ imagen: _, ...resto }) => resto);
    } catch {
      setErrores({ ...errores, imagen: 'No se pudo subir la imagen. Intentá nuevamente.' });
    } finally {
      setSubiendo(false);
    }
  };

  useEffect(() => {
    let vivo = true;
    api
      .get<{ data: Inmobiliaria }>('/user/inmobiliaria')
      .then((r) => {
        if (!vivo) return;
        setGuardado(r.data);
        setCampos(aCampos(r.data));
      })
      .catch(() => vivo && setError('No se pudieron cargar los datos de la inmobiliaria.'));
    return () => {
      vivo = false;
    };
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!campos || !guardado || enviando) return;
    const body = aCuerpo(campos);
    const r = leerInmobiliaria(body, guardado);
    setErrores(r.ok ? {} : r.errores);
    setError(null);
    if (!r.ok) {
      document.getElementById(`inm-${Object.keys(r.errores)[0]}`)?.focus();
      return;
    }
    setEnviando(true);
    try {
      cambios.guardarYa();
      const res = await api.put<{ data: Inmobiliaria }>('/admin/inmobiliaria', body);
      cambios.listo();
      setGuardado(res.data);
      setCampos(aCampos(res.data));
      setSubida(null);
      setAgencia(res.data);
      showToast('Datos de la inmobiliaria guardados.', 'success');
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      const m = err instanceof ApiError && err.serverError ? err.serverError : 'No se pudieron guardar los datos. Intentá nuevamente.';
      setError(m);
      showToast(m, 'error');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      <PageHead>
        <h1>Datos de la inmobiliaria</h1>
      </PageHead>
      {cambios.ui}
      {error && <Alert role="alert">{error}</Alert>}
      {!campos ? (
        !error && <LoadingText role="status">Cargando...</LoadingText>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Datos de la inmobiliaria">
          {SECCIONES.map((s) => (
            <FormSection key={s.titulo}>
              <legend>{s.titulo}</legend>
              <FieldGrid>
                {s.campos.map((c) => (
                  <Field key={c.k} id={`inm-${c.k}`} label={c.label} hint={c.hint} error={errores[c.k]} wide={c.area}>
                    {(a) =>
                      c.como ? (
                        <AmountInput {...a} name={c.k} nombre={c.label} como={c.como} value={campos[c.k] ?? ''} onChange={(v) => setCampos({ ...campos, [c.k]: v })} />
                      ) : c.area ? (
                        <textarea {...a} name={c.k} rows={8} value={campos[c.k]} onChange={(e) => setCampos({ ...campos, [c.k]: e.target.value })} />
                      ) : (
                        <input {...a} name={c.k} type={c.type ?? 'text'} value={campos[c.k]} onChange={(e) => setCampos({ ...campos, [c.k]: e.target.value })} />
                      )
                    }
                  </Field>
                ))}
              </FieldGrid>
            </FormSection>
          ))}
          <FormSection>
            <legend>Propiedades reservadas</legend>
            <FieldGrid>
              <Field id="inm-reservadas" label="En el sitio y en los portales" error={errores.reservadaPublica} wide>
                {(a) => (
                  <select {...a} name="reservadaPublica" value={campos.reservadaPublica} onChange={(e) => setCampos({ ...campos, reservadaPublica: e.target.value })}>
                    <option value="si">Se ven con la etiqueta «Reservada» y sin formulario de consulta</option>
                    <option value="no">No se ven (como las vendidas)</option>
                  </select>
                )}
              </Field>
            </FieldGrid>
          </FormSection>
          <FormSection>
            <legend>Horario de visitas</legend>
            <p>Los horarios que el sitio ofrece en «Pedir visita» de cada propiedad (turnos de una hora, los próximos 14 días).</p>
            {Object.entries(errores).some(([k]) => k.startsWith('horarioVisitas')) && (
              <Alert role="alert">{Object.entries(errores).find(([k]) => k.startsWith('horarioVisitas'))![1]}</Alert>
            )}
            <FieldGrid>
              {DIAS_VISITAS.map(({ d, nombre }) => (
                <Fragment key={d}>
                  <Field id={`inm-visitas-${d}-desde`} label={`${nombre}: desde`}>
                    {(a) => (
                      <select
                        {...a}
                        value={campos[`visitas.${d}.desde`] ?? ''}
                        onChange={(e) => {
                          const desde = e.target.value;
                          const hasta = campos[`visitas.${d}.hasta`] ?? '';
                          // Opening a day gives it an hour until its closing time is chosen; closing it clears both.
                          const nuevoHasta = desde === '' ? '' : hasta === '' ? String(Math.min(24, Number(desde) + 1)) : hasta;
                          setCampos({ ...campos, [`visitas.${d}.desde`]: desde, [`visitas.${d}.hasta`]: nuevoHasta });
                        }}
                      >
                        <option value="">Sin visitas</option>
                        {HORAS.slice(0, 24).map((h) => (
                          <option key={h} value={h}>
                            {h} h
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field id={`inm-visitas-${d}-hasta`} label={`${nombre}: hasta`}>
                    {(a) => (
                      <select {...a} value={campos[`visitas.${d}.hasta`] ?? ''} disabled={(campos[`visitas.${d}.desde`] ?? '') === ''} onChange={(e) => setCampos({ ...campos, [`visitas.${d}.hasta`]: e.target.value })}>
                        <option value="">—</option>
                        {HORAS.slice(1).map((h) => (
                          <option key={h} value={h}>
                            {h} h
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </Fragment>
              ))}
            </FieldGrid>
          </FormSection>
          <FormSection>
            <legend>Permisos de los agentes</legend>
            <FieldGrid>
              <Field id="inm-agentes" label="Los agentes pueden editar" error={errores.agentesEditanTodas} wide>
                {(a) => (
                  <select {...a} name="agentesEditanTodas" value={campos.agentesEditanTodas} onChange={(e) => setCampos({ ...campos, agentesEditanTodas: e.target.value })}>
                    <option value="no">Solo las propiedades que cargaron o que tienen asignadas</option>
                    <option value="si">Todas las propiedades</option>
                  </select>
                )}
              </Field>
            </FieldGrid>
          </FormSection>
          <FormSection>
            <legend>Imagen para compartir</legend>
            <p>
              La que muestran WhatsApp y las redes al compartir una página del sitio (y una propiedad sin fotos). Sin imagen, se
              dibuja con el nombre de la inmobiliaria.
            </p>
            {guardado && !subida && campos.imagen === (guardado.imagen ?? '') && (
              <VistaPrevia src={imagenInmobiliaria(guardado).url} alt="Vista previa actual al compartir" width={600} height={315} />
            )}
            {subida && <VistaPrevia src={subida} alt="Imagen subida, sin guardar" width={600} height={315} />}
            <Field id="inm-imagen" label="Subir imagen" hint="PNG o JPEG de hasta 10 MB; se recorta al centro, en 1200×630." error={errores.imagen}>
              {(a) => <input {...a} type="file" accept="image/png,image/jpeg" disabled={subiendo} onChange={(e) => void elegirImagen(e)} />}
            </Field>
            {subiendo && <LoadingText role="status">Subiendo imagen...</LoadingText>}
            {campos.imagen && (
              <Button type="button" $variant="secondary" onClick={() => (setCampos({ ...campos, imagen: '' }), setSubida(null))}>
                Quitar imagen
              </Button>
            )}
          </FormSection>
          <ButtonRow>
            <Button type="submit" disabled={enviando || subiendo}>
              {enviando ? 'Guardando...' : 'Guardar cambios'}
            </Button>
          </ButtonRow>
        </form>
      )}
      {campos && <BillingSettings />}
      {toast}
    </>
  );
}
