// /inmobiliaria, 'Datos de la inmobiliaria' (issue 13 point 2): the agency's own details — name, office, hours,
// phone, WhatsApp, e-mail, registration, the About text, the office on the map, its networks and the dollar rate the
// catalogue converts prices with. Checked here with the same schema the API runs; saved with
// PUT /api/admin/inmobiliaria; the public pages show the change on their next request, the frame at once.
import { useEffect, useState, type FormEvent } from 'react';
import { REDES, RED_LABELS, leerInmobiliaria, type ErroresCampo, type Inmobiliaria } from '@inmo/contracts';
import { ApiError, api, setAgencia, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, Field, FieldGrid, FormSection, LoadingText, useToast } from '@inmo/ui';
import { ButtonRow, PageHead } from '../../components/ui/layout.js';

type Campos = Record<string, string>;

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
    'cotizacionDolar.valor': a.cotizacionDolar.valor === null ? '' : String(a.cotizacionDolar.valor).replace('.', ','),
    'cotizacionDolar.fecha': a.cotizacionDolar.fecha ?? '',
    'mapa.lat': a.mapa ? String(a.mapa.lat) : '',
    'mapa.lng': a.mapa ? String(a.mapa.lng) : '',
  };
  for (const r of REDES) c[`redes.${r}`] = a.redes[r];
  return c;
}

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
  };
}

const SECCIONES: { titulo: string; campos: { k: string; label: string; type?: string; hint?: string; area?: boolean }[] }[] = [
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
      { k: 'cotizacionDolar.valor', label: 'Pesos por dólar', hint: 'La que usa la inmobiliaria para comparar precios en pesos y en dólares.' },
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
      const res = await api.put<{ data: Inmobiliaria }>('/admin/inmobiliaria', body);
      setGuardado(res.data);
      setCampos(aCampos(res.data));
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
                      c.area ? (
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
          <ButtonRow>
            <Button type="submit" disabled={enviando}>
              {enviando ? 'Guardando...' : 'Guardar cambios'}
            </Button>
          </ButtonRow>
        </form>
      )}
      {toast}
    </>
  );
}
