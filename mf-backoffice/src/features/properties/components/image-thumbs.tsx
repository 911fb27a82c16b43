// Thumbnails of the images chosen in the creation form (first = cover), each removable.
import styled from 'styled-components';
import { srcsetDe, type Imagen } from '@inmo/contracts';
import { Badge, Button } from '@inmo/ui';
import { coverImageStyle } from './cover-style.js';

export const ThumbGrid = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  @media (max-width: 700px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const ThumbBox = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

export const CoverBadge = styled(Badge)`
  position: absolute;
  top: 6px;
  left: 6px;
`;

export function ImageThumbs({ imagenes, onRemove }: { imagenes: Imagen[]; onRemove: (i: number) => void }) {
  if (imagenes.length === 0) return null;
  return (
    <ThumbGrid aria-label="Imágenes cargadas">
      {imagenes.map((img, i) => (
        <li key={`${img.public_id}-${i}`}>
          <ThumbBox>
            <img src={img.url} srcSet={srcsetDe(img)} sizes="(max-width: 700px) 50vw, 240px" alt={img.descripcion || `Imagen ${i + 1}`} style={coverImageStyle(img)} />
            {i === 0 && <CoverBadge>Portada</CoverBadge>}
          </ThumbBox>
          <Button $variant="secondary" onClick={() => onRemove(i)} aria-label={`Quitar imagen ${i + 1}`} style={{ marginTop: 6, width: '100%' }}>
            Quitar
          </Button>
        </li>
      ))}
    </ThumbGrid>
  );
}
