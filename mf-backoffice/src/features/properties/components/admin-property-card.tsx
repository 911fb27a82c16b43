// One card of the staff list (spec §2 Admin list): cover with its framing, operation and visibility badges, tipo,
// titulo, address, publication date, price, dormitorios / baños / superficieTotal. In the Papelera the card is
// not a link (the page of a deleted property does not exist) and carries 'Restaurar'.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OPERACION_LABELS, formatFecha, formatNumero, formatPrecio, formatDireccion, srcsetDe, type Propiedad } from '@inmo/contracts';
import { coverImageStyle } from './cover-style.js';

const Card = styled.li`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow};
  display: flex;
  flex-direction: column;
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  flex: 1;
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.secondary};
    outline-offset: -2px;
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const Badges = styled.div`
  position: absolute;
  top: 10px;
  left: 10px;
  right: 10px;
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;

const Badge = styled.span<{ $tone: 'primary' | 'ok' | 'off' }>`
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 700;
  color: #fff;
  background: ${(p) => (p.$tone === 'primary' ? p.theme.colors.primary : p.$tone === 'ok' ? '#2e7d32' : '#616161')};
`;

const Body = styled.div`
  padding: 14px 16px 16px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1;
`;

const Tipo = styled.span`
  /* Light blue reads on dark surfaces only; the light theme takes the darker primary. */
  color: ${(p) => (p.theme.dark ? p.theme.colors.secondary : p.theme.colors.primaryHover)};
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

const Footer = styled.div`
  padding: 0 16px 16px;
`;

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

export function AdminPropertyCard({ propiedad: p, href, actions }: { propiedad: Propiedad; href?: string; actions?: ReactNode }) {
  const img = p.imagenes?.[0];
  const dormitorios = p.caracteristicas?.dormitorios ?? p.habitaciones;
  const banos = p.caracteristicas?.baños ?? p.baños;
  const superficie = p.caracteristicas?.superficieTotal ?? p.superficieTotal;
  const dir = formatDireccion(p.ubicacion);
  const content = (
    <>
      <Media>
        {img?.portada?.url ? (
          // The API's stored cover crop (16:9, framing applied): shown as is.
          <img
            src={img.portada.url}
            srcSet={srcsetDe(img.portada)}
            sizes="(max-width: 700px) 100vw, 360px"
            width={img.portada.width}
            height={img.portada.height}
            alt={img.descripcion || p.titulo}
            loading="lazy"
            decoding="async"
            style={coverImageStyle(null)}
          />
        ) : img?.url && (
          <img
            src={img.url}
            srcSet={srcsetDe(img)}
            sizes="(max-width: 700px) 100vw, 360px"
            alt={img.descripcion || p.titulo}
            loading="lazy"
            decoding="async"
            style={coverImageStyle(img)}
          />
        )}
        <Badges>
          <Badge $tone="primary">{OPERACION_LABELS[p.operacion] ?? p.operacion}</Badge>
          <Badge $tone={p.visible ? 'ok' : 'off'}>{p.visible ? 'Visible' : 'Oculta'}</Badge>
        </Badges>
      </Media>
      <Body>
        <Tipo>{p.tipo}</Tipo>
        <Title>{p.titulo}</Title>
        {dir && <Muted>{dir}</Muted>}
        <Muted>Publicada: {formatFecha(p.fechaPublicada ?? p.fechaPublicacion)}</Muted>
        <Price>
          {formatPrecio(p.precio)}
          {p.precio && p.precio.visible === false && formatPrecio(p.precio) && <Muted as="span"> · Precio Oculto</Muted>}
        </Price>
        {(positive(dormitorios) || positive(banos) || positive(superficie)) && (
          <Features aria-label="Características">
            {positive(dormitorios) && <li>{dormitorios} dorm.</li>}
            {positive(banos) && (
              <li>
                {banos} {banos === 1 ? 'baño' : 'baños'}
              </li>
            )}
            {positive(superficie) && <li>{formatNumero(superficie)} m²</li>}
          </Features>
        )}
      </Body>
    </>
  );
  return (
    <Card>
      {href ? <CardLink to={href}>{content}</CardLink> : <div style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>{content}</div>}
      {actions && <Footer>{actions}</Footer>}
    </Card>
  );
}
