// The agency's visiting hours, a span of whole hours a day (or none), that the public site offers as one-hour slots.
import { Fragment } from 'react';
import type { ErroresCampo } from '@inmo/contracts';
import { Alert, Field, FieldGrid, FormSection } from '@inmo/ui';
import type { Campos } from './agency-fields.js';

/** The week as the form lists it, lunes first (the stored list starts on domingo). */
const DIAS_VISITAS: { d: number; nombre: string }[] = [
  { d: 1, nombre: 'Lunes' }, { d: 2, nombre: 'Martes' }, { d: 3, nombre: 'Miércoles' }, { d: 4, nombre: 'Jueves' },
  { d: 5, nombre: 'Viernes' }, { d: 6, nombre: 'Sábado' }, { d: 0, nombre: 'Domingo' },
];
const HORAS = Array.from({ length: 25 }, (_, h) => h);

export function VisitHoursSection({ campos, setCampos, errores }: { campos: Campos; setCampos: (c: Campos) => void; errores: ErroresCampo }) {
  return (
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
  );
}
