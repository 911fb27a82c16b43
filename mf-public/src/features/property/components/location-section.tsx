// A property's 'Ubicación': its address, cross streets, floor, whether the place is approximate, and the map (its
// frame only after hydration, so the server's page is the one the app hydrates) with a link to a larger one.
import styled from 'styled-components';
import { LIMITES, formatDireccion, type PropiedadPublica } from '@inmo/contracts';
import { TextLink } from '@inmo/ui';
import { AfterHydration } from '../../../components/after-hydration.js';
import { mapaDeUbicacion } from './area-map.js';
import { pisoDe } from './property-details.js';
import { Muted, Section } from './view-section.js';

const MapFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 320px;
  border: 0;
  border-radius: 6px;
  margin-top: 12px;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

export function LocationSection({ propiedad: p, titulo }: { propiedad: PropiedadPublica; titulo: string }) {
  const mapa = mapaDeUbicacion(p.ubicacion, LIMITES.mapaZoom, p.ubicacionAproximada === true);
  const piso = pisoDe(p);
  const dir = formatDireccion(p.ubicacion);
  return (
    <Section title="Ubicación">
      {dir ? <p>{dir}</p> : <p>Ubicación a consultar.</p>}
      {p.ubicacion?.entreCalles?.calle1 && p.ubicacion?.entreCalles?.calle2 && (
        <Muted>
          Entre {p.ubicacion.entreCalles.calle1} y {p.ubicacion.entreCalles.calle2}
        </Muted>
      )}
      {piso && <Muted data-testid="piso">Piso: {piso}</Muted>}
      {p.ubicacionAproximada && <Muted data-testid="ubicacion-aproximada">Ubicación aproximada: te damos la dirección exacta cuando consultes.</Muted>}
      {mapa?.embed && (
        <AfterHydration placeholder={<MapFrame as="div" aria-hidden="true" />}>
          <MapFrame title={`Mapa de la ubicación de ${titulo}`} src={mapa.embed} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
        </AfterHydration>
      )}
      {mapa && (
        <p>
          <TextLink href={mapa.link} target="_blank" rel="noopener noreferrer">
            Ver mapa más grande
          </TextLink>
        </p>
      )}
    </Section>
  );
}
