// Exposed as 'mf_backoffice/App': the admin layout and the staff routes, inside the shell's router and theme.
import { Route, Routes } from 'react-router-dom';
import { paths } from './config/paths.js';
import { AdminLayout } from './components/layout/admin-layout.js';
import { DashboardPage } from './features/dashboard/components/dashboard-page.js';
import { OperationsPage } from './features/operations/components/operations-page.js';
import { NewOperationPage } from './features/operations/components/new-operation-page.js';
import { EnquiriesPage } from './features/enquiries/components/enquiries-page.js';
import { ReportsPage } from './features/reports/components/reports-page.js';
import { ClientsPage } from './features/clients/components/clients-page.js';
import { NewClientPage } from './features/clients/components/new-client-page.js';
import { ClientDetailPage } from './features/clients/components/client-detail-page.js';
import { AdminPropertiesPage } from './features/properties/components/admin-properties-page.js';
import { NewPropertyPage } from './features/properties/components/new-property-page.js';

export default function BackofficeApp() {
  return (
    <AdminLayout>
      <Routes>
        <Route path={paths.dashboard} element={<DashboardPage />} />
        <Route path={paths.propiedades} element={<AdminPropertiesPage />} />
        <Route path={paths.nuevaPropiedad} element={<NewPropertyPage />} />
        <Route path={paths.operaciones} element={<OperationsPage />} />
        <Route path={paths.nuevaOperacion} element={<NewOperationPage />} />
        <Route path={paths.clientes} element={<ClientsPage />} />
        <Route path={paths.nuevoCliente} element={<NewClientPage />} />
        <Route path={paths.cliente} element={<ClientDetailPage />} />
        <Route path={paths.consultas} element={<EnquiriesPage />} />
        <Route path={paths.reportes} element={<ReportsPage />} />
      </Routes>
    </AdminLayout>
  );
}
