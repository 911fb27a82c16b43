// /inmobiliaria, 'Datos de la inmobiliaria': the agency's own details — name, office, hours,
// phone, WhatsApp, e-mail, registration, the About text, the office on the map, its networks and the dollar rate the
// catalogue converts prices with. Checked here with the same schema the API runs; saved with
// PUT /api/admin/inmobiliaria; the public pages show the change on their next request, the frame at once.
import { useEffect, useState, type FormEvent } from 'react';
import { leerInmobiliaria, type ErroresCampo, type Inmobiliaria } from '@inmo/contracts';
import { ApiError, api, setAgencia, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, AmountInput, Button, Field, FieldGrid, FormSection, LoadingText, useToast } from '@inmo/ui';
import { ButtonRow, PageHead } from '../../components/ui/layout.js';
import { distintos } from '../../components/ui/drafts.js';
import { useCambiosSinGuardar } from '../../components/ui/unsaved-changes.js';
import { paths } from '../../config/paths.js';
import { SECCIONES, aCampos, aCuerpo, type Campos } from './agency-fields.js';
import { BillingSettings } from './billing-settings.js';
import { ShareImageSection } from './share-image-section.js';
import { useImagenCompartir } from './use-imagen-compartir.js';
import { VisitHoursSection } from './visit-hours-section.js';

export function AgencyPage() {
  useDocumentTitle('Datos de la inmobiliaria');
  const [guardado, setGuardado] = useState<Inmobiliaria | null>(null);
  const [campos, setCampos] = useState<Campos | null>(null);
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const { toast, showToast } = useToast(4000);
  // The picture uploaded and not saved yet, to show it (its address); saved, the preview below shows it framed.
  const imagen = useImagenCompartir(campos, setCampos, errores, setErrores);
  const { subiendo } = imagen;
  // Unsaved changes ask before leaving and are kept in the tab.
  const cambios = useCambiosSinGuardar<Campos>({
    sucio: !!campos && !!guardado && distintos(campos, aCampos(guardado)),
    clave: 'inmobiliaria',
    ruta: paths.inmobiliaria,
    titulo: 'Datos de la inmobiliaria',
    datos: campos ?? undefined,
    onRecuperar: (d) => setCampos((c) => (c ? { ...c, ...d } : c)),
  });

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
      imagen.setSubida(null);
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
                        <input {...a} name={c.k} type={c.type ?? 'text'} inputMode={c.inputMode} value={campos[c.k]} onChange={(e) => setCampos({ ...campos, [c.k]: e.target.value })} />
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
          <VisitHoursSection campos={campos} setCampos={setCampos} errores={errores} />
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
          <ShareImageSection campos={campos} setCampos={setCampos} guardado={guardado} errores={errores} imagen={imagen} />
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
