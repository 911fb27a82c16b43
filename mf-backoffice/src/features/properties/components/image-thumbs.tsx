// Thumbnails of the images chosen in the creation form (first = cover), each removable.
import styled from 'styled-components';
import { srcsetDe, type Imagen } from '@inmo/contracts';
import { Button } from '../../../components/ui/buttons.js';
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

export const CoverBadge = styled.span`
  position: absolute;
  top: 6px;
  left: 6px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
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
          <Button $variant="outline" onClick={() => onRemove(i)} aria-label={`Quitar imagen ${i + 1}`} style={{ marginTop: 6, width: '100%' }}>
            Quitar
          </Button>
        </li>
      ))}
    </ThumbGrid>
  );
}
