// The property page's 'Características' (every field visitors may see, by its Spanish label) and 'Servicios y
// amenities' (services for the types that have them, the ticked amenities), as contracts' definition lists them.
import styled from 'styled-components';
import { amenitiesPublicas, caracteristicasPublicas, serviciosPublicos, type PropiedadPublica } from '@inmo/contracts';
import { Section } from './view-section.js';

const DataGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 10px 12px;
    border-radius: 6px;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  dt {
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
  }
`;


const Checks = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;


const Mark = styled.span<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  font-size: 0.8rem;
  font-weight: 800;
  background: ${(p) => (p.$on ? p.theme.colors.successFill : p.theme.colors.surfaceAlt)};
  color: ${(p) => (p.$on ? p.theme.colors.onStatus : p.theme.colors.muted)};
`;


export function PropertyFeatures({ propiedad: p }: { propiedad: PropiedadPublica }) {
  const datos = caracteristicasPublicas(p);
  const servicios = serviciosPublicos(p);
  const amenities = amenitiesPublicas(p);
  return (
    <>
      {datos.length > 0 && (
        <Section title="Características">
          <DataGrid>
            {datos.map((d) => (
              <div key={d.label}>
                <dt>{d.label}</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </DataGrid>
        </Section>
      )}
      {(servicios || amenities.length > 0) && (
        <Section title={servicios ? 'Servicios y amenities' : 'Amenities'}>
          {servicios && (
            <Checks aria-label="Servicios">
              {servicios.map((s) => (
                <li key={s.label}>
                  <Mark $on={s.tiene} aria-hidden="true">
                    {s.tiene ? '✓' : '–'}
                  </Mark>
                  <span>
                    {s.label}
                    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{s.tiene ? ': sí' : ': no'}</span>
                  </span>
                </li>
              ))}
            </Checks>
          )}
          {amenities.length > 0 && (
            <Checks aria-label="Amenities">
              {amenities.map((a) => (
                <li key={a}>
                  <Mark $on aria-hidden="true">
                    ✓
                  </Mark>
                  {a}
                </li>
              ))}
            </Checks>
          )}
        </Section>
      )}
    </>
  );
}
