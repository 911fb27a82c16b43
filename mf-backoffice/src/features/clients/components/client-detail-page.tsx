// /cliente/:id (spec §2 Client detail, §4, §5 Client save, §8): badges, personal and contact data, search
// preferences, offered properties, summary and actions cards; edit / save (optimistic version) / cancel.
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  MONEDAS,
  OPERACION_LABELS,
  TIPOS_OPERACION_PREFERENCIA,
  TIPOS_PREFERENCIA,
  TIPO_PREFERENCIA_LABELS,
  formatFecha,
  formatMesAnio,
  formatMonto,
  formatDireccion,
  formatPrecio,
  orNoEspecificada,
  orNoEspecificado,
  type Cliente,
  type Moneda,
  type Operacion,
  type Propiedad,
  type PropiedadOfrecida,
  type TipoOperacionPreferencia,
  type TipoPreferencia,
} from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Badge, Button, ButtonAnchor, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ErrorBox, FieldBox, FieldError, FormGrid, Input, Muted, Panel, Select, Spinner, TextArea } from '../../../components/ui/controls.js';
import { mailtoHref, telHref } from '../../../components/ui/contact-links.js';
import { editarCliente, mensajeErrorGuardar } from '../api/editar-cliente.js';
import { useCliente } from '../api/get-cliente.js';
import { usePropiedadesAdmin } from '../api/get-propiedades.js';
import { aFormulario, aPayload, completarOfertas, nuevaPreferencia, ofertaDe, validarFormulario, yaAsignada, type ClienteForm, type PreferenciaForm } from './client-edit.js';
import { PropertyPicker } from './property-picker.js';
import { SendPropertiesDialog } from './send-properties-dialog.js';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  h1 {
    margin: 0 0 6px;
    font-size: 1.7rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const Layout = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr) 300px;
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Dl = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 10px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Item = styled.li`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 12px;
  background: ${(p) => p.theme.colors.background};
  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  p {
    margin: 4px 0;
  }
`;

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  font-weight: 700;
  color: ${(p) => p.theme.colors.secondary};
  text-decoration: underline;
  cursor: pointer;
  text-align: left;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0;
  a,
  button {
    width: 100%;
    box-sizing: border-box;
    margin-bottom: 8px;
  }
`;

const SectionHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 10px;
  margin-bottom: 10px;
  h2 {
    margin: 0;
  }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    margin-bottom: 8px;
  }
`;

function ubicacionTexto(u: NonNullable<PropiedadOfrecida['detallesPropiedad']>['ubicacion'] | undefined): string {
  if (!u) return '';
  if (typeof u === 'string') return u;
  return formatDireccion(u);
}

function ActivaBadge({ activa }: { activa: boolean }) {
  return activa ? <Badge $tone="success">Activa</Badge> : <Badge $tone="muted">Inactiva</Badge>;
}

function PreferenciaVista({ p, n }: { p: Cliente['preferenciasBusqueda'][number]; n: number }) {
  const tipo = TIPO_PREFERENCIA_LABELS[p.tipoPropiedad as TipoPreferencia] ?? p.tipoPropiedad;
  return (
    <Item aria-label={`Preferencia ${n}`}>
      <Row>
        <h3>
          {tipo} · {p.tipoOperacion}
        </h3>
        <ActivaBadge activa={p.activa !== false} />
        {p.altaPrioridad && <Badge $tone="warning">Alta Prioridad</Badge>}
      </Row>
      <p>Presupuesto: {p.presupuesto === null ? 'No especificado' : formatMonto(p.presupuesto, p.moneda ?? 'ARS')}</p>
      <p>Financiación: {p.financiacion !== false ? 'Sí' : 'No'}</p>
      {p.descripcion && <p>{p.descripcion}</p>}
      <p>
        <small>Creada el {formatFecha(p.fechaCreacionPreferencia)}</small>
      </p>
    </Item>
  );
}

export function ClientDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useCliente(id);
  const props = usePropiedadesAdmin();
  const propiedades: Propiedad[] = useMemo(() => props.data?.casas ?? [], [props.data]);
  const cliente = data?.data;
  useDocumentTitle(cliente ? `${cliente.nombre} ${cliente.apellido}` : 'Cliente');
  const { toast, showToast } = useToast(3000);
  // Volver: the previous page, or the list when the page was opened on its own (a new tab, a shared link).
  const volver = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(paths.clientes));
  const [editando, setEditando] = useState(false);
  const [form, setForm] = useState<ClienteForm | null>(null);
  const [guardando, setGuardando] = useState(false);
  const [picker, setPicker] = useState(false);
  const [enviar, setEnviar] = useState(false);

  // Offered entries without id take the id and details of the property with the same title (spec §4).
  const oferente = useMemo(() => completarOfertas(cliente?.oferente ?? [], propiedades), [cliente, propiedades]);

  if (isLoading && !data) return <Spinner role="status" aria-label="Cargando cliente" />;
  if (error || !cliente) {
    const m = (error instanceof ApiError && error.serverError) || 'Error al cargar los datos del cliente';
    return (
      <>
        <Button $variant="secondary" type="button" onClick={volver}>
          Volver
        </Button>
        <ErrorBox role="alert">{m}</ErrorBox>
      </>
    );
  }

  const prefs = cliente.preferenciasBusqueda ?? [];
  const esOferente = oferente.length > 0;
  const esReceptor = prefs.length > 0;
  const altaPrioridad = prefs.some((p) => p.altaPrioridad);
  const mail = mailtoHref(cliente.mail);
  const tel = telHref(cliente.telefono);
  const prefsActivas = prefs.filter((p) => p.activa !== false).length;
  const propsActivas = oferente.filter((o) => o.activa !== false).length;

  const empezar = () => {
    setForm({ ...aFormulario(cliente), oferente });
    setEditando(true);
  };

  const cancelar = async () => {
    try {
      const r = await mutate();
      if (!r?.data) throw new Error('sin datos');
      setEditando(false);
      setForm(null);
      showToast('Edición cancelada - Datos restaurados', 'info');
    } catch {
      showToast('Error al restaurar los datos', 'error');
    }
  };

  const guardar = async () => {
    if (!form) return;
    const invalido = validarFormulario(form);
    if (invalido) {
      showToast(invalido, 'error');
      return;
    }
    setGuardando(true);
    try {
      const r = await editarCliente(cliente._id, aPayload(form, cliente.version));
      await mutate({ success: true, data: r.data }, { revalidate: false });
      setEditando(false);
      setForm(null);
      showToast('Cambios guardados correctamente', 'success');
    } catch (err) {
      // The form keeps everything typed (a 409 too): the message says to reload to see the other change.
      showToast(mensajeErrorGuardar(err), 'error');
    } finally {
      setGuardando(false);
    }
  };

  const setPref = (i: number, cambio: Partial<PreferenciaForm>) =>
    form && setForm({ ...form, preferenciasBusqueda: form.preferenciasBusqueda.map((p, j) => (j === i ? { ...p, ...cambio } : p)) });
  const setOferta = (i: number, cambio: Partial<PropiedadOfrecida>) => form && setForm({ ...form, oferente: form.oferente.map((o, j) => (j === i ? { ...o, ...cambio } : o)) });

  const elegir = (p: Propiedad) => {
    if (!form) return;
    if (yaAsignada(p, form.oferente)) {
      showToast('Esta propiedad ya está asignada al cliente', 'error');
      return;
    }
    setForm({ ...form, oferente: [...form.oferente, ofertaDe(p)] });
    setPicker(false);
    showToast('Propiedad agregada correctamente', 'success');
  };

  const abrirPropiedad = (o: PropiedadOfrecida) => {
    if (!o.propiedadId) {
      showToast('No se puede acceder a la propiedad', 'error');
      return;
    }
    window.open(`/propiedad/${encodeURIComponent(o.propiedadId)}`, '_blank', 'noopener');
  };

  const campo = (name: keyof Omit<ClienteForm, 'preferenciasBusqueda' | 'oferente'>, label: string, type = 'text') =>
    form && (
      <FieldBox>
        <label htmlFor={`cli-${name}`}>{label}</label>
        <Input id={`cli-${name}`} type={type} value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} />
      </FieldBox>
    );

  return (
    <>
      <Head>
        <div>
          <Button $variant="secondary" type="button" onClick={volver}>
            Volver
          </Button>
          <h1>
            {cliente.nombre} {cliente.apellido}
          </h1>
          <Row aria-label="Estado del cliente">
            <Badge $tone="success">Cliente Activo</Badge>
            {esOferente && <Badge $tone="accent">Oferente</Badge>}
            {esReceptor && <Badge $tone="accent">Receptor</Badge>}
            {altaPrioridad && <Badge $tone="warning">Alta Prioridad</Badge>}
          </Row>
        </div>
        <Row>
          {editando ? (
            <>
              <Button type="button" onClick={guardar} disabled={guardando}>
                {guardando ? 'Guardando...' : 'Guardar'}
              </Button>
              <Button $variant="secondary" type="button" onClick={cancelar} disabled={guardando}>
                Cancelar
              </Button>
            </>
          ) : (
            <Button type="button" onClick={empezar}>
              Editar
            </Button>
          )}
          {mail && <ButtonAnchor $variant="secondary" href={mail}>Enviar Email</ButtonAnchor>}
        </Row>
      </Head>

      <Layout>
        <div>
          <Panel aria-labelledby="sec-personal">
            <h2 id="sec-personal">Información Personal</h2>
            {editando && form ? (
              <FormGrid>
                {campo('nombre', 'Nombre')}
                {campo('apellido', 'Apellido')}
                {campo('dni', 'DNI')}
                {campo('profesion', 'Profesión')}
              </FormGrid>
            ) : (
              <Dl>
                <div>
                  <dt>Nombre completo</dt>
                  <dd>
                    {cliente.nombre} {cliente.apellido}
                  </dd>
                </div>
                <div>
                  <dt>DNI</dt>
                  <dd>{orNoEspecificado(cliente.dni)}</dd>
                </div>
                <div>
                  <dt>Fecha de Creación</dt>
                  <dd>{formatFecha(cliente.fechaCreacion)}</dd>
                </div>
                <div>
                  <dt>Profesión</dt>
                  <dd>{orNoEspecificada(cliente.profesion)}</dd>
                </div>
              </Dl>
            )}
          </Panel>

          <Panel aria-labelledby="sec-contacto">
            <h2 id="sec-contacto">Contacto</h2>
            {editando && form ? (
              <FormGrid>
                {campo('telefono', 'Teléfono', 'tel')}
                {campo('mail', 'Email', 'email')}
              </FormGrid>
            ) : (
              <Dl>
                <div>
                  <dt>Teléfono</dt>
                  <dd>{orNoEspecificado(cliente.telefono)}</dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>{orNoEspecificado(cliente.mail)}</dd>
                </div>
              </Dl>
            )}
          </Panel>

          <Panel aria-labelledby="sec-prefs">
            <SectionHead>
              <h2 id="sec-prefs">Preferencias de Búsqueda</h2>
              {editando && form && (
                <Button $variant="secondary" type="button" onClick={() => setForm({ ...form, preferenciasBusqueda: [...form.preferenciasBusqueda, nuevaPreferencia()] })}>
                  + Agregar Preferencia
                </Button>
              )}
            </SectionHead>
            {editando && form ? (
              form.preferenciasBusqueda.length === 0 ? (
                <Muted>No hay preferencias agregadas...</Muted>
              ) : (
                <Items>
                  {form.preferenciasBusqueda.map((p, i) => (
                    <Item key={p._id ?? `nueva-${i}`} as="li">
                      <Fieldset>
                        <legend>
                          <Row>
                            <strong>Preferencia {i + 1}</strong>
                            <ActivaBadge activa={p.activa} />
                          </Row>
                        </legend>
                        <FormGrid>
                          <FieldBox>
                            <label htmlFor={`pref-${i}-tipo`}>Tipo de propiedad</label>
                            <Select id={`pref-${i}-tipo`} value={p.tipoPropiedad} aria-invalid={!p.tipoPropiedad || undefined} aria-describedby={!p.tipoPropiedad ? `pref-${i}-tipo-e` : undefined} onChange={(e) => setPref(i, { tipoPropiedad: e.target.value as TipoPreferencia })}>
                              <option value="">Seleccionar</option>
                              {TIPOS_PREFERENCIA.map((t) => (
                                <option key={t} value={t}>
                                  {TIPO_PREFERENCIA_LABELS[t]}
                                </option>
                              ))}
                            </Select>
                            {!p.tipoPropiedad && <FieldError id={`pref-${i}-tipo-e`}>Campo requerido</FieldError>}
                          </FieldBox>
                          <FieldBox>
                            <label htmlFor={`pref-${i}-op`}>Tipo de operación</label>
                            <Select id={`pref-${i}-op`} value={p.tipoOperacion} aria-invalid={!p.tipoOperacion || undefined} aria-describedby={!p.tipoOperacion ? `pref-${i}-op-e` : undefined} onChange={(e) => setPref(i, { tipoOperacion: e.target.value as TipoOperacionPreferencia })}>
                              <option value="">Seleccionar</option>
                              {TIPOS_OPERACION_PREFERENCIA.map((t) => (
                                <option key={t} value={t}>
                                  {t}
                                </option>
                              ))}
                            </Select>
                            {!p.tipoOperacion && <FieldError id={`pref-${i}-op-e`}>Campo requerido</FieldError>}
                          </FieldBox>
                          <FieldBox>
                            <label htmlFor={`pref-${i}-presupuesto`}>Presupuesto</label>
                            <Input id={`pref-${i}-presupuesto`} type="number" min={0} step="0.01" value={p.presupuesto} onChange={(e) => setPref(i, { presupuesto: e.target.value })} />
                          </FieldBox>
                          <FieldBox>
                            <label htmlFor={`pref-${i}-moneda`}>Moneda del presupuesto</label>
                            <Select id={`pref-${i}-moneda`} value={p.moneda ?? 'ARS'} onChange={(e) => setPref(i, { moneda: e.target.value as Moneda })}>
                              {MONEDAS.map((m) => (
                                <option key={m}>{m}</option>
                              ))}
                            </Select>
                          </FieldBox>
                          <FieldBox>
                            <label htmlFor={`pref-${i}-desc`}>Descripción</label>
                            <TextArea id={`pref-${i}-desc`} rows={2} value={p.descripcion} onChange={(e) => setPref(i, { descripcion: e.target.value })} />
                          </FieldBox>
                          <FieldBox>
                            <label>
                              <input type="checkbox" checked={p.financiacion} onChange={(e) => setPref(i, { financiacion: e.target.checked })} /> Financiación
                            </label>
                          </FieldBox>
                        </FormGrid>
                        <Row>
                          <Button $variant="secondary" type="button" onClick={() => setPref(i, { activa: !p.activa })}>
                            {p.activa ? 'Desactivar' : 'Activar'}
                          </Button>
                          <Button $variant="danger" type="button" onClick={() => setForm({ ...form, preferenciasBusqueda: form.preferenciasBusqueda.filter((_, j) => j !== i) })}>
                            Eliminar preferencia
                          </Button>
                        </Row>
                      </Fieldset>
                    </Item>
                  ))}
                </Items>
              )
            ) : prefs.length === 0 ? (
              <Muted>No hay preferencias de búsqueda configuradas</Muted>
            ) : (
              <Items>
                {prefs.map((p, i) => (
                  <PreferenciaVista key={p._id ?? i} p={p} n={i + 1} />
                ))}
              </Items>
            )}
          </Panel>

          <Panel aria-labelledby="sec-ofertas">
            <SectionHead>
              <h2 id="sec-ofertas">Propiedades en Venta/Alquiler</h2>
              {editando && form && (
                <Button $variant="secondary" type="button" onClick={() => setPicker(true)}>
                  + Agregar Propiedad
                </Button>
              )}
            </SectionHead>
            {(editando && form ? form.oferente : oferente).length === 0 ? (
              <Muted>No hay propiedades registradas como oferente</Muted>
            ) : (
              <Items>
                {(editando && form ? form.oferente : oferente).map((o, i) => {
                  const d = o.detallesPropiedad;
                  return (
                    <Item key={o._id ?? o.propiedadId ?? `o-${i}`} aria-label={`Propiedad ofrecida ${i + 1}`}>
                      <Row>
                        <h3>
                          <LinkButton type="button" onClick={() => abrirPropiedad(o)} title="Abrir en una pestaña nueva">
                            {o.propiedad}
                          </LinkButton>
                        </h3>
                        <ActivaBadge activa={o.activa !== false} />
                      </Row>
                      {d && (
                        <p>
                          {d.tipo} · {OPERACION_LABELS[d.operacion as Operacion] ?? d.operacion}
                          {formatPrecio(d.precio) ? ` · ${formatPrecio(d.precio)}` : ''}
                          {ubicacionTexto(d.ubicacion) ? ` · ${ubicacionTexto(d.ubicacion)}` : ''}
                        </p>
                      )}
                      {editando && form ? (
                        <>
                          <FieldBox>
                            <label htmlFor={`of-${i}-desc`}>Descripción</label>
                            <TextArea id={`of-${i}-desc`} rows={2} value={o.descripcion} onChange={(e) => setOferta(i, { descripcion: e.target.value })} />
                          </FieldBox>
                          <Row>
                            <Button $variant="secondary" type="button" onClick={() => setOferta(i, { activa: !(o.activa !== false) })}>
                              {o.activa !== false ? 'Desactivar' : 'Activar'}
                            </Button>
                            <Button $variant="danger"
                              type="button"
                              onClick={() => {
                                setForm({ ...form, oferente: form.oferente.filter((_, j) => j !== i) });
                                showToast('Propiedad removida', 'success');
                              }}
                            >
                              Quitar propiedad
                            </Button>
                          </Row>
                        </>
                      ) : (
                        o.descripcion && <p>{o.descripcion}</p>
                      )}
                    </Item>
                  );
                })}
              </Items>
            )}
          </Panel>
        </div>

        <Side>
          <Panel aria-labelledby="sec-resumen">
            <h2 id="sec-resumen">
              {cliente.nombre} {cliente.apellido}
            </h2>
            <Muted>Cliente desde {formatMesAnio(cliente.fechaCreacion)}</Muted>
            <Dl>
              <div>
                <dt>Nivel de Interés</dt>
                <dd>{esReceptor ? 'Alto - Búsqueda activa' : 'Sin preferencias'}</dd>
              </div>
              <div>
                <dt>Última Actualización</dt>
                <dd>{formatFecha(cliente.fechaCreacion)}</dd>
              </div>
              <div>
                <dt>Preferencias activas</dt>
                <dd data-testid="preferencias-activas">{prefsActivas}</dd>
              </div>
              <div>
                <dt>Propiedades activas</dt>
                <dd data-testid="propiedades-activas">{propsActivas}</dd>
              </div>
            </Dl>
          </Panel>
          <Panel aria-labelledby="sec-acciones">
            <h2 id="sec-acciones">Acciones</h2>
            {tel ? <ButtonAnchor href={tel}>Llamar Cliente</ButtonAnchor> : <Button disabled>Llamar Cliente</Button>}
            {mail ? <ButtonAnchor $variant="secondary" href={mail}>Enviar Email</ButtonAnchor> : <Button $variant="secondary" disabled>Enviar Email</Button>}
            <Button $variant="secondary" type="button" disabled title="Próximamente">
              Programar Visita
            </Button>
            <Button $variant="secondary" type="button" onClick={() => setEnviar(true)}>
              Enviar Propiedades
            </Button>
          </Panel>
        </Side>
      </Layout>

      {picker && form && (
        <PropertyPicker
          propiedades={propiedades}
          oferente={form.oferente}
          cargando={props.isLoading && !props.data}
          error={!!props.error}
          onPick={elegir}
          onClose={() => setPicker(false)}
        />
      )}
      {enviar && <SendPropertiesDialog cliente={cliente} onClose={() => setEnviar(false)} />}
      {toast}
    </>
  );
}
