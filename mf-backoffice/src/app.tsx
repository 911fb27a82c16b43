// Exposed as 'mf_backoffice/App': the admin layout and the staff routes, inside the shell's router and theme.
import { Route, Routes } from 'react-router-dom';
import { paths } from './config/paths.js';
import { AdminLayout } from './components/layout/admin-layout.js';
import { DashboardPage } from './features/dashboard/components/dashboard-page.js';
import { PlaceholderPage } from './features/placeholder/placeholder-page.js';
import { AdminPropertiesPage } from './features/properties/components/admin-properties-page.js';
import { NewPropertyPage } from './features/properties/components/new-property-page.js';

const PLACEHOLDERS: [string, string][] = [
  [paths.operaciones, 'Operaciones'],
  [paths.nuevaOperacion, 'Nueva operación'],
  [paths.clientes, 'Clientes'],
  [paths.cliente, 'Cliente'],
  [paths.nuevoCliente, 'Nuevo cliente'],
  [paths.consultas, 'Consultas'],
  [paths.reportes, 'Reportes'],
];

export default function BackofficeApp() {
  return (
    <AdminLayout>
      <Routes>
        <Route path={paths.dashboard} element={<DashboardPage />} />
        <Route path={paths.propiedades} element={<AdminPropertiesPage />} />
        <Route path={paths.nuevaPropiedad} element={<NewPropertyPage />} />
        {PLACEHOLDERS.map(([path, titulo]) => (
          <Route key={path} path={path} element={<PlaceholderPage titulo={titulo} />} />
        ))}
      </Routes>
    </AdminLayout>
  );
}
