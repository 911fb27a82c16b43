// The footer of every public page: the agency's office, phone, WhatsApp, e-mail and hours, its
// registration (matrícula and colegio, which the province's martilleros law expects on advertising), its networks and
// links to Nosotros, Propiedades and Contacto — all from 'Datos de la inmobiliaria', shown as soon as staff save
// them. Staff pages have none (the back office is a workspace: footer-island.tsx decides). Rendered by the server
// with the frame; the browser loads it as a chunk of its own when needed (footer-island.tsx).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { REDES, RED_LABELS, direccionInmobiliaria, matriculaTexto, telHref, whatsappHref } from '@inmo/contracts';
import { useAgencia } from '@inmo/shell/platform';
import { paths } from '../config/paths.js';

const Wrap = styled.footer`
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.onSurface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 24px 16px 32px;
  display: grid;
  gap: 16px 32px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  address,
  p {
    margin: 0;
    font-style: normal;
    color: ${(p) => p.theme.colors.muted};
  }
  a {
    color: ${(p) => p.theme.colors.accentText};
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Legal = styled.p`
  grid-column: 1 / -1;
  font-size: 0.875rem;
`;

export function Footer() {
  const a = useAgencia();
  const direccion = direccionInmobiliaria(a);
  const matricula = matriculaTexto(a);
  const tel = telHref(a.telefonoE164);
  const wa = whatsappHref(a.whatsappE164, 'Hola, quisiera hacer una consulta.');
  const redes = REDES.filter((r) => a.redes[r]);
  return (
    <Wrap aria-labelledby="pie-titulo">
      <Inner>
        <div>
          <h2 id="pie-titulo">{a.nombre}</h2>
          <address>
            {direccion && <div>{direccion}</div>}
            {a.horario && <div>{a.horario}</div>}
          </address>
        </div>
        {(tel || wa || a.email) && (
          <div>
            <h2>Contacto</h2>
            <Links aria-label="Medios de contacto">
              {tel && (
                <li>
                  <a href={tel}>Tel. {a.telefono}</a>
                </li>
              )}
              {wa && (
                <li>
                  <a href={wa} target="_blank" rel="noopener noreferrer">
                    WhatsApp
                  </a>
                </li>
              )}
              {a.email && (
                <li>
                  <a href={`mailto:${a.email}`}>{a.email}</a>
                </li>
              )}
            </Links>
          </div>
        )}
        <nav aria-label="Secciones">
          <h2>Secciones</h2>
          <Links>
            <li>
              <Link to={paths.nosotros}>Nosotros</Link>
            </li>
            <li>
              <Link to={paths.catalogo}>Propiedades</Link>
            </li>
            <li>
              <Link to={paths.contacto}>Contacto</Link>
            </li>
          </Links>
        </nav>
        {redes.length > 0 && (
          <div>
            <h2>Redes</h2>
            <Links aria-label="Redes sociales">
              {redes.map((r) => (
                <li key={r}>
                  <a href={a.redes[r]} target="_blank" rel="noopener noreferrer">
                    {RED_LABELS[r]}
                  </a>
                </li>
              ))}
            </Links>
          </div>
        )}
        {matricula && <Legal data-testid="pie-matricula">{matricula}</Legal>}
      </Inner>
    </Wrap>
  );
}
