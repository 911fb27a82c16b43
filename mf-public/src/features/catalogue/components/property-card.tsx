// One catalogue card: cover image honouring its focal point and zoom, badges, title, address, date, price, features.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OPERACION_LABELS, formatFecha, formatNumero, formatPrecioPublico, formatDireccion, encuadreCss, srcsetDe, type PropiedadPublica } from '@inmo/contracts';
import { propiedadPath } from '../../../config/paths.js';
import { sizeOf } from '../../../components/ui/image.js';
import { accentText } from '../../../components/ui/layout.js';

// content-visibility: a card out of view is not laid out or painted until it nears the viewport (on a phone, one
// card and a half of nine are in view): less work in the page's first layout and when the app takes it over. Its
// size until then is the last one rendered, or about a card's.
const Card = styled.li`
  content-visibility: auto;
  contain-intrinsic-height: auto 380px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow};
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  color: inherit;
  text-decoration: none;
`;

// 16:9, the ratio of the framing dialog's 'Vista previa', so a card shows exactly what staff framed.
const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const NoImage = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

const Badge = styled.span`
  position: absolute;
  top: 10px;
  left: 10px;
  padding: 4px 10px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Body = styled.div`
  padding: 14px 16px 16px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1;
`;

const Tipo = styled.span`
  color: ${accentText};
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.3;
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

const Price = styled.p`
  margin: 8px 0 0;
  font-size: 1.2rem;
  font-weight: 700;
`;

const Features = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  margin: 8px 0 0;
  padding: 8px 0 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
`;

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

export function PropertyCard({ propiedad: p, eager }: { propiedad: PropiedadPublica; eager?: boolean }) {
  const img = p.imagenes?.[0];
  const size = sizeOf(img, 640, 360);
  const dormitorios = p.caracteristicas?.dormitorios ?? p.habitaciones;
  const banos = p.caracteristicas?.baños ?? p.baños;
  const superficie = p.caracteristicas?.superficieTotal ?? p.superficieTotal;
  const fecha = p.fechaPublicada ?? p.fechaPublicacion;
  const dir = formatDireccion(p.ubicacion);
  return (
    <Card>
      <CardLink to={propiedadPath(p.id ?? p._id)}>
        <Media>
          {img?.portada?.url ? (
            // The API's stored cover crop (16:9, framing already applied): shown as is.
            <img
              src={img.portada.url}
              alt={img.descripcion || p.titulo}
              srcSet={srcsetDe(img.portada)}
              sizes="(max-width: 640px) 100vw, 380px"
              width={img.portada.width}
              height={img.portada.height}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : img?.url ? (
            <img
              src={img.url}
              alt={img.descripcion || p.titulo}
              srcSet={srcsetDe(img)}
              sizes="(max-width: 640px) 100vw, 380px"
              width={size.width}
              height={size.height}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              style={encuadreCss(img)}
            />
          ) : (
            <NoImage>Sin imagen</NoImage>
          )}
          <Badge>{OPERACION_LABELS[p.operacion] ?? p.operacion}</Badge>
        </Media>
        <Body>
          <Tipo>{p.tipo}</Tipo>
          <Title>{p.titulo}</Title>
          {dir && <Muted>{dir}</Muted>}
          <Muted>Publicada: {formatFecha(fecha)}</Muted>
          <Price>{formatPrecioPublico(p.precio)}</Price>
          {(positive(dormitorios) || positive(banos) || positive(superficie)) && (
            <Features aria-label="Características">
              {positive(dormitorios) && <li>{dormitorios} dorm.</li>}
              {positive(banos) && <li>{banos} {banos === 1 ? 'baño' : 'baños'}</li>}
              {positive(superficie) && <li>{formatNumero(superficie)} m²</li>}
            </Features>
          )}
        </Body>
      </CardLink>
    </Card>
  );
}
