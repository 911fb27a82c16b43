// Exposed as 'mf_public/App': the public pages' routes, rendered inside the shell's router and theme.
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from './config/paths.js';
import { HomePage } from './features/home/home-page.js';
import { PlaceholderPage } from './features/placeholder/placeholder-page.js';

// The catalogue (and SWR with it) loads only when visited: the home page stays as light as possible.
const CataloguePage = lazy(() =>
  import('./features/catalogue/components/catalogue-page.js').then((m) => ({ default: m.CataloguePage })),
);

const Loading = styled.p`
  text-align: center;
  padding: 48px 16px;
  color: ${(p) => p.theme.colors.muted};
`;

export default function PublicApp() {
  return (
    <Suspense fallback={<Loading role="status">Cargando...</Loading>}>
      <Routes>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.catalogo} element={<CataloguePage />} />
        <Route path={paths.about} element={<PlaceholderPage titulo="Nosotros" />} />
        <Route path={paths.nosotros} element={<PlaceholderPage titulo="Nosotros" />} />
        <Route path={paths.contacto} element={<PlaceholderPage titulo="Contacto" />} />
        <Route path={paths.propiedad} element={<PlaceholderPage titulo="Propiedad" />} />
      </Routes>
    </Suspense>
  );
}
