// Exposed as 'mf_public/App': the public pages' routes, rendered inside the shell's router and theme.
import { Route, Routes } from 'react-router-dom';
import { paths } from './config/paths.js';
import { HomePage } from './features/home/home-page.js';
import { CataloguePage } from './features/catalogue/components/catalogue-page.js';
import { PlaceholderPage } from './features/placeholder/placeholder-page.js';

export default function PublicApp() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.catalogo} element={<CataloguePage />} />
      <Route path={paths.about} element={<PlaceholderPage titulo="Nosotros" />} />
      <Route path={paths.nosotros} element={<PlaceholderPage titulo="Nosotros" />} />
      <Route path={paths.contacto} element={<PlaceholderPage titulo="Contacto" />} />
      <Route path={paths.propiedad} element={<PlaceholderPage titulo="Propiedad" />} />
    </Routes>
  );
}
