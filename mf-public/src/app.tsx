// Exposed as 'mf_public/App': the public pages' routes, rendered inside the shell's router and theme.
// Every page but the home (the landing page, kept in this chunk so its first paint needs no further request)
// is its own chunk, loaded when visited. Page chunks are named (page-*): the gateway preloads the one a first
// visit needs from the remote's mf-manifest.json (scripts/gateway.mjs, PAGE_CHUNKS).
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from './config/paths.js';
import { HomePage } from './features/home/home-page.js';
import { WhatsAppProvider } from './components/ui/whatsapp-link.js';

const CataloguePage = lazy(() => import(/* webpackChunkName: "page-catalogo" */ './features/catalogue/components/catalogue-page.js').then((m) => ({ default: m.CataloguePage })));
const PropertyPage = lazy(() => import(/* webpackChunkName: "page-propiedad" */ './features/property/components/property-page.js').then((m) => ({ default: m.PropertyPage })));
const ContactPage = lazy(() => import(/* webpackChunkName: "page-contacto" */ './features/contact/components/contact-page.js').then((m) => ({ default: m.ContactPage })));
const AboutPage = lazy(() => import(/* webpackChunkName: "page-nosotros" */ './features/about/about-page.js').then((m) => ({ default: m.AboutPage })));

const Loading = styled.p`
  text-align: center;
  padding: 48px 16px;
  color: ${(p) => p.theme.colors.muted};
`;

export default function PublicApp() {
  return (
    <WhatsAppProvider>
      <Suspense fallback={<Loading role="status">Cargando...</Loading>}>
        <Routes>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.catalogo} element={<CataloguePage />} />
          <Route path={paths.about} element={<AboutPage />} />
          <Route path={paths.nosotros} element={<AboutPage />} />
          <Route path={paths.contacto} element={<ContactPage />} />
          <Route path={paths.propiedad} element={<PropertyPage />} />
        </Routes>
      </Suspense>
    </WhatsAppProvider>
  );
}
