// 'Información Personal', 'Contacto' and 'Asignación': the client's data, or its fields while editing.
import { CONDICION_IVA_LABELS, CONDICIONES_IVA, formatFecha, orNoEspecificada, orNoEspecificado, type Cliente, type CondicionIva } from '@inmo/contracts';
import { CheckRow, Field, FieldGrid, Panel } from '@inmo/ui';
import { AsignarA } from '../../../components/ui/equipo.js';
import type { ClienteForm } from './client-edit.js';
import type { ClientFormEdits } from './use-client-detail.js';
import { Dl } from './client-detail-ui.js';

type Dato = keyof Omit<ClienteForm, 'preferenciasBusqueda' | 'oferente' | 'asignadoA' | 'alertas' | 'condicionIva'>;

/** One text field of the form ('cli-<name>' is its id). */
function Campo({ form, edits, name, label, type = 'text' }: { form: ClienteForm; edits: ClientFormEdits; name: Dato; label: string; type?: string }) {
  return (
    <Field id={`cli-${name}`} label={label}>
      {(a) => <input {...a} type={type} value={form[name]} onChange={(e) => edits.set({ [name]: e.target.value })} />}
    </Field>
  );
}

interface PanelProps {
  cliente: Cliente;
  /** The form while editing, else null. */
  form: ClienteForm | null;
  edits: ClientFormEdits;
}

export function PersonalPanel({ cliente, form, edits }: PanelProps) {
  return (
    <Panel aria-labelledby="sec-personal">
      <h2 id="sec-personal">Información Personal</h2>
      {form ? (
        <FieldGrid>
          <Campo form={form} edits={edits} name="nombre" label="Nombre" />
          <Campo form={form} edits={edits} name="apellido" label="Apellido" />
          <Campo form={form} edits={edits} name="dni" label="DNI" />
          <Campo form={form} edits={edits} name="profesion" label="Profesión" />
          <Campo form={form} edits={edits} name="cuit" label="CUIT (opcional, para facturar)" />
          <Field id="cli-condicionIva" label="Condición frente al IVA">
            {(a) => (
              <select {...a} value={form.condicionIva} onChange={(e) => edits.set({ condicionIva: e.target.value as CondicionIva })}>
                {CONDICIONES_IVA.map((c) => (
                  <option key={c} value={c}>
                    {CONDICION_IVA_LABELS[c]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </FieldGrid>
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
          <div>
            <dt>CUIT</dt>
            <dd>{orNoEspecificado(cliente.cuit)}</dd>
          </div>
          <div>
            <dt>Condición frente al IVA</dt>
            <dd>{CONDICION_IVA_LABELS[cliente.condicionIva ?? 'consumidor_final']}</dd>
          </div>
        </Dl>
      )}
    </Panel>
  );
}

export function ContactPanel({ cliente, form, edits }: PanelProps) {
  return (
    <Panel aria-labelledby="sec-contacto">
      <h2 id="sec-contacto">Contacto</h2>
      {form ? (
        <FieldGrid>
          <Campo form={form} edits={edits} name="telefono" label="Teléfono" type="tel" />
          <Campo form={form} edits={edits} name="mail" label="Email" type="email" />
          <CheckRow>
            <label>
              <input type="checkbox" checked={form.alertas} disabled={form.mail.trim() === ''} onChange={(e) => edits.set({ alertas: e.target.checked })} />
              Recibir alertas por email (con el consentimiento del cliente)
            </label>
          </CheckRow>
        </FieldGrid>
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
          <div>
            <dt>Alertas por email</dt>
            <dd>{cliente.alertas ? 'Sí' : 'No'}</dd>
          </div>
        </Dl>
      )}
    </Panel>
  );
}

/** Whom the client is assigned to; while editing, 'Asignar a' (saved with the rest of the form). */
export function AssignmentPanel({ cliente, form, edits }: PanelProps) {
  return (
    <Panel aria-labelledby="sec-asignacion">
      <h2 id="sec-asignacion">Asignación</h2>
      {form ? (
        <FieldGrid>
          <AsignarA id="cli-asignadoA" value={form.asignadoA || null} actual={cliente.asignadoA} onChange={(u) => edits.set({ asignadoA: u ?? '' })} />
        </FieldGrid>
      ) : (
        <Dl>
          <div>
            <dt>Asignado a</dt>
            <dd>{cliente.asignadoA?.nombre ?? 'Sin asignar'}</dd>
          </div>
        </Dl>
      )}
    </Panel>
  );
}
