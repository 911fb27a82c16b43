// The form sections the creation page (/nueva-propiedad) and the editor (edit mode of /propiedad/{id}) both show:
// basic data, location, and the per-type features with services and amenities. The pages keep their state, the
// order of the sections and the parts only one of them has (type picker and owner client on creation;
// publication, image editing and the 409 handling in the editor). Where the two differ (the creation form marks
// required fields with ' *', offers fewer currencies, …) the page says so through props.
import type { ReactNode } from 'react';
import { OPERACIONES, OPERACION_LABELS, SERVICIOS, type Moneda, type NombreServicio, type TipoPropiedad } from '@inmo/contracts';
import { Hint } from '@inmo/ui';
import { CheckRow, Field, Grid, Section, TypedField, ValueCheckbox, ValueInput, type FormBinding } from './form-ui.js';
import { CARACTERISTICAS, amenitiesDe, tieneServicios, ubicacionReducida } from './property-fields.js';
import { fieldText } from './property-form-model.js';

/** ' *' after the label of a field the validator requires, on forms that mark them (creation). */
const req = (label: string, markRequired: boolean) => (markRequired ? `${label} *` : label);

const SUBGROUP = { border: 0, padding: 0, margin: '16px 0 0' } as const;
const SUBGROUP_LEGEND = { fontWeight: 600, padding: 0, marginBottom: 6 } as const;
/** A help text under a checkbox. */
export const HELP = { display: 'block', margin: '6px 0 0', fontSize: '0.9rem' } as const;

export function OperacionField({ form, markRequired }: { form: FormBinding; markRequired: boolean }) {
  return (
    <Field id={`${form.idPrefix}-operacion`} label={req('Operación', markRequired)} error={form.errors.operacion}>
      {(a) => (
        <select {...a} value={fieldText(form.values, 'operacion')} onChange={(e) => form.set('operacion', e.target.value)}>
          <option value="">Seleccioná una operación</option>
          {OPERACIONES.map((o) => (
            <option key={o} value={o}>
              {OPERACION_LABELS[o]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface BasicInfoProps {
  form: FormBinding;
  markRequired: boolean;
  descripcionRows: number;
  /** The currencies offered (creation offers the ones a new listing may use, the editor every stored one). */
  monedas: readonly Moneda[];
  /** Fields shown first in the grid (the creation page's type and operation). */
  children?: ReactNode;
}

/** 'Información básica': title, description, price and currency. */
export function BasicInfoSection({ form, markRequired, descripcionRows, monedas, children }: BasicInfoProps) {
  const { values, errors, set, idPrefix } = form;
  return (
    <Section>
      <legend>Información básica</legend>
      <Grid>
        {children}
        <ValueInput form={form} name="titulo" id="titulo" label={req('Título', markRequired)} wide />
        <Field id={`${idPrefix}-descripcion`} label="Descripción" error={errors.descripcion} wide>
          {(a) => <textarea {...a} rows={descripcionRows} value={fieldText(values, 'descripcion')} onChange={(e) => set('descripcion', e.target.value)} />}
        </Field>
        <ValueInput form={form} name="monto" id="monto" label="Precio" como="monto" errorKey="precio.monto" />
        <Field id={`${idPrefix}-moneda`} label="Moneda" error={errors['precio.moneda']}>
          {(a) => (
            <select {...a} value={fieldText(values, 'moneda') || 'ARS'} onChange={(e) => set('moneda', e.target.value)}>
              {monedas.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Grid>
    </Section>
  );
}

interface LocationProps {
  form: FormBinding;
  tipo: TipoPropiedad | '';
  markRequired: boolean;
  coordenadasHint: string;
}

/**
 * 'Ubicación': street, number and cross streets (not for Campo, spec §5), locality, coordinates, map URL, and
 * 'Ubicación aproximada' (the public page, the map and the portals show the street and area only).
 */
export function LocationSection({ form, tipo, markRequired, coordenadasHint }: LocationProps) {
  return (
    <Section>
      <legend>Ubicación</legend>
      <Grid>
        {!ubicacionReducida(tipo) && (
          <>
            <ValueInput form={form} name="calle" id="calle" label="Calle" />
            <ValueInput form={form} name="altura" id="altura" label="Altura" inputMode="numeric" />
            <ValueInput form={form} name="entreCalle1" id="entre1" label="Entre calle 1" />
            <ValueInput form={form} name="entreCalle2" id="entre2" label="Entre calle 2" />
          </>
        )}
        <ValueInput form={form} name="localidad" id="localidad" label={req('Localidad', markRequired)} />
        <ValueInput form={form} name="coordenadas" id="coordenadas" label="Coordenadas" hint={coordenadasHint} />
        <ValueInput form={form} name="mapaUrl" id="mapa" label="URL del mapa" type="url" wide />
      </Grid>
      <CheckRow style={{ marginTop: 14 }}>
        <ValueCheckbox form={form} name="ubicacionAproximada" label="Ubicación aproximada" describedBy={`${form.idPrefix}-aproximada-hint`} />
      </CheckRow>
      <Hint as="p" id={`${form.idPrefix}-aproximada-hint`} style={HELP}>
        La página pública, el mapa y los portales muestran sólo la calle y la zona, sin altura.
      </Hint>
    </Section>
  );
}

/** 'Características': the type's own fields, its services and amenities, as the definition gives them (property-fields.ts). */
export function FeaturesSection({ form, tipo }: { form: FormBinding; tipo: TipoPropiedad | '' }) {
  return (
    <Section>
      <legend>Características</legend>
      {!tipo ? (
        <p>Elegí el tipo de propiedad para ver sus características.</p>
      ) : (
        <>
          <Grid>
            {CARACTERISTICAS[tipo].map((d) => (
              <TypedField key={d.name} def={d} values={form.values} errors={form.errors} onChange={form.set} idPrefix={form.idPrefix} />
            ))}
          </Grid>
          {tieneServicios(tipo) && (
            <fieldset style={SUBGROUP}>
              <legend style={SUBGROUP_LEGEND}>Servicios</legend>
              <CheckRow>
                {(Object.keys(SERVICIOS) as NombreServicio[]).map((s) => (
                  <ValueCheckbox key={s} form={form} name={`servicio.${s}`} label={SERVICIOS[s]} />
                ))}
              </CheckRow>
            </fieldset>
          )}
          <fieldset style={SUBGROUP}>
            <legend style={SUBGROUP_LEGEND}>Amenities</legend>
            <CheckRow>
              {amenitiesDe(tipo).map((a) => (
                <ValueCheckbox key={a.name} form={form} name={`amenity.${a.name}`} label={a.label} />
              ))}
            </CheckRow>
          </fieldset>
        </>
      )}
    </Section>
  );
}
