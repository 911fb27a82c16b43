// The property card of the public catalogue, the home and the staff list (spec §2): the cover as staff framed it
// (the API's 16:9 crop as is, or the picture with its framing), the operation badge ('Bajó de precio' beside it after a
// recent drop), tipo and listing code, título,
// address, publication date, price and dormitorios / baños / superficie. Staff (`staff`) also see the visibility
// and 'Destacada' badges and the admin price format ('Precio Oculto' beside a hidden price). Without `href` the card is not a link (the Papelera's: a
// deleted property has no page) and `actions` go below it ('Restaurar').
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  cifrasDeTarjeta,
  conPeriodo,
  OPERACION_LABELS,
  encuadreCss,
  formatDireccion,
  formatFecha,
  formatNumero,
  formatPrecio,
  formatPrecioPublico,
  srcsetDe,
  type Propiedad,
  type PropiedadPublica,
} from '@inmo/contracts';
import { Badge } from './badge.js';
import { EstadoBadge } from './estado-badge.js';
import { coverImgCss, sizeOf } from './image.js';

// content-visibility: a card out of view is not laid out or painted until it nears the viewport (on a phone, one
// card and a half of nine are in view): less work in the page's first layout and when the app takes it over. Its
// size until then is the last one rendered, or about a card's.
const Card = styled.li`
  content-visibility: auto;
  contain-intrinsic-height: auto 380px;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow};
  transition: transform 0.15s ease;
  &:has(> a:hover) {
    transform: translateY(-2px);
  }
`;

const fill = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  color: inherit;
  text-decoration: none;
`;

const CardLink = styled(Link)`
  ${fill}
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accentText};
    outline-offset: -2px;
  }
`;

const Content = styled.div`
  ${fill}
`;

// 16:9, the ratio of the framing dialog's 'Vista previa' and of the API's cover crop.
const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceAlt};
  ${coverImgCss}
`;

const NoImage = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

const MediaBadges = styled.div`
  position: absolute;
  top: 10px;
  left: 10px;
  right: 10px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Body = styled.div`
  padding: 14px 16px 16px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1;
`;

const Tipo = styled.span`
  color: ${(p) => p.theme.colors.accentText};
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Kind = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
`;

const Code = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.8rem;
  font-variant-numeric: tabular-nums;
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

const Footer = styled.div`
  padding: 0 16px 16px;
`;

/** The cover to draw: the stored crop as is (centred, unzoomed), else the first picture with its framing. */
function coverOf(p: PropiedadPublica) {
  const img = p.imagenes?.[0];
  if (!img) return null;
  const alt = img.descripcion || p.titulo;
  if (img.portada?.url)
    return { src: img.portada.url, srcSet: srcsetDe(img.portada), width: img.portada.width, height: img.portada.height, alt, style: encuadreCss(null) };
  if (img.url) return { src: img.url, srcSet: srcsetDe(img), ...sizeOf(img, 640, 360), alt, style: encuadreCss(img) };
  return null;
}

export interface PropertyCardProps {
  /** The public reply's property, or the staff one (`staff`). */
  propiedad: PropiedadPublica | Propiedad;
  /** Where the card leads; without it the card is not a link. */
  href?: string;
  /** The first cards of a page: their pictures load at once (they are the page's largest paint). */
  eager?: boolean;
  /** The staff list: visibility badge and the price as staff see it. */
  staff?: boolean;
  /** Below the card, outside its link ('Restaurar'). */
  actions?: ReactNode;
  /** A listing in the Papelera: 'En papelera' in place of 'Visible' / 'Oculta'. */
  papelera?: boolean;
}

export function PropertyCard({ propiedad: p, href, eager, staff, actions, papelera }: PropertyCardProps) {
  const cover = coverOf(p);
  const { dormitorios, baños: banos, superficie } = cifrasDeTarjeta(p);
  const dir = formatDireccion(p.ubicacion);
  const precio = conPeriodo(staff ? formatPrecio(p.precio) : formatPrecioPublico(p.precio), p.operacion);
  const content = (
    <>
      <Media>
        {/* Alt, srcset and sizes from the picture; a card is at most about 380 px wide. */}
        {cover ? <img {...cover} sizes="(max-width: 640px) 100vw, 380px" loading={eager ? 'eager' : 'lazy'} decoding="async" /> : <NoImage>Sin imagen</NoImage>}
        <MediaBadges>
          <Badge>{OPERACION_LABELS[p.operacion] ?? p.operacion}</Badge>
          <EstadoBadge estado={p.estado} />
          {p.bajoDePrecio && <Badge $tone="success">Bajó de precio</Badge>}
          {papelera ? (
            <Badge $tone="warning">En papelera</Badge>
          ) : (
            staff && <Badge $tone={p.visible ? 'success' : 'muted'}>{p.visible ? 'Visible' : 'Oculta'}</Badge>
          )}
          {staff && p.destacada && <Badge $tone="neutral">Destacada</Badge>}
        </MediaBadges>
      </Media>
      <Body>
        <Kind>
          <Tipo>{p.tipo}</Tipo>
          {p.codigo && <Code data-testid="codigo">Cód. {p.codigo}</Code>}
        </Kind>
        <Title>{p.titulo}</Title>
        {dir && <Muted>{dir}</Muted>}
        <Muted>Publicada: {formatFecha(p.fechaPublicada ?? p.fechaPublicacion)}</Muted>
        <Price>
          {precio}
          {staff && precio && p.precio?.visible === false && <Muted as="span"> · Precio Oculto</Muted>}
        </Price>
        {(dormitorios || banos || superficie) && (
          <Features aria-label="Características">
            {dormitorios && <li>{dormitorios} dorm.</li>}
            {banos && <li>{banos} {banos === 1 ? 'baño' : 'baños'}</li>}
            {superficie && <li>{p.tipo === 'Campo' ? `${formatNumero(superficie / 10000)} ha` : `${formatNumero(superficie)} m²`}</li>}
          </Features>
        )}
      </Body>
    </>
  );
  return (
    <Card>
      {href ? <CardLink to={href}>{content}</CardLink> : <Content>{content}</Content>}
      {actions && <Footer>{actions}</Footer>}
    </Card>
  );
}
