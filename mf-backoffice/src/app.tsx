// Exposed as 'mf_backoffice/App': the admin layout and the staff routes, inside the shell's router and theme.
// Every page is its own chunk (staff-*), loaded when first visited: a first staff visit downloads the layout and
// the one page it opens, not the whole back office.
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingText } from '@inmo/ui';
import { paths } from './config/paths.js';
import { AdminLayout } from './components/layout/admin-layout.js';

const DashboardPage = lazy(() => import(/* webpackChunkName: "staff-dashboard" */ './features/dashboard/components/dashboard-page.js').then((m) => ({ default: m.DashboardPage })));
const AdminPropertiesPage = lazy(() => import(/* webpackChunkName: "staff-propiedades" */ './features/properties/components/admin-properties-page.js').then((m) => ({ default: m.AdminPropertiesPage })));
const NewPropertyPage = lazy(() => import(/* webpackChunkName: "staff-nueva-propiedad" */ './features/properties/components/new-property-page.js').then((m) => ({ default: m.NewPropertyPage })));
const OperationsPage = lazy(() => import(/* webpackChunkName: "staff-operaciones" */ './features/operations/components/operations-page.js').then((m) => ({ default: m.OperationsPage })));
const NewOperationPage = lazy(() => import(/* webpackChunkName: "staff-nueva-operacion" */ './features/operations/components/new-operation-page.js').then((m) => ({ default: m.NewOperationPage })));
const OperationPage = lazy(() => import(/* webpackChunkName: "staff-operacion" */ './features/operations/components/operation-page.js').then((m) => ({ default: m.OperationPage })));
const RentalsPage = lazy(() => import(/* webpackChunkName: "staff-alquileres" */ './features/rentals/components/rentals-page.js').then((m) => ({ default: m.RentalsPage })));
const NewContractPage = lazy(() => import(/* webpackChunkName: "staff-nuevo-contrato" */ './features/rentals/components/new-contract-page.js').then((m) => ({ default: m.NewContractPage })));
const ContractPage = lazy(() => import(/* webpackChunkName: "staff-contrato" */ './features/rentals/components/contract-page.js').then((m) => ({ default: m.ContractPage })));
const IndicesPage = lazy(() => import(/* webpackChunkName: "staff-indices" */ './features/rentals/components/indices-page.js').then((m) => ({ default: m.IndicesPage })));
const ClientsPage = lazy(() => import(/* webpackChunkName: "staff-clientes" */ './features/clients/components/clients-page.js').then((m) => ({ default: m.ClientsPage })));
const NewClientPage = lazy(() => import(/* webpackChunkName: "staff-nuevo-cliente" */ './features/clients/components/new-client-page.js').then((m) => ({ default: m.NewClientPage })));
const ClientDetailPage = lazy(() => import(/* webpackChunkName: "staff-cliente" */ './features/clients/components/client-detail-page.js').then((m) => ({ default: m.ClientDetailPage })));
const EnquiriesPage = lazy(() => import(/* webpackChunkName: "staff-consultas" */ './features/enquiries/components/enquiries-page.js').then((m) => ({ default: m.EnquiriesPage })));
const AgencyPage = lazy(() => import(/* webpackChunkName: "staff-inmobiliaria" */ './features/agency/agency-page.js').then((m) => ({ default: m.AgencyPage })));
const UsersPage = lazy(() => import(/* webpackChunkName: "staff-usuarios" */ './features/users/users-page.js').then((m) => ({ default: m.UsersPage })));
const AccountPage = lazy(() => import(/* webpackChunkName: "staff-cuenta" */ './features/account/account-page.js').then((m) => ({ default: m.AccountPage })));
const PortalsPage = lazy(() => import(/* webpackChunkName: "staff-portales" */ './features/portals/components/portals-page.js').then((m) => ({ default: m.PortalsPage })));
const ValuationsPage = lazy(() => import(/* webpackChunkName: "staff-tasaciones" */ './features/valuations/components/valuations-page.js').then((m) => ({ default: m.ValuationsPage })));
const NewValuationPage = lazy(() => import(/* webpackChunkName: "staff-nueva-tasacion" */ './features/valuations/components/new-valuation-page.js').then((m) => ({ default: m.NewValuationPage })));
const ValuationPage = lazy(() => import(/* webpackChunkName: "staff-tasacion" */ './features/valuations/components/valuation-page.js').then((m) => ({ default: m.ValuationPage })));
const OutboxPage = lazy(() => import(/* webpackChunkName: "staff-correo-saliente" */ './features/mail/outbox-page.js').then((m) => ({ default: m.OutboxPage })));
const AgendaPage = lazy(() => import(/* webpackChunkName: "staff-agenda" */ './features/visits/components/agenda-page.js').then((m) => ({ default: m.AgendaPage })));
const ReportsPage = lazy(() => import(/* webpackChunkName: "staff-reportes" */ './features/reports/components/reports-page.js').then((m) => ({ default: m.ReportsPage })));
const InvoicesPage = lazy(() => import(/* webpackChunkName: "staff-facturas" */ './features/invoices/components/invoices-page.js').then((m) => ({ default: m.InvoicesPage })));
const NewInvoicePage = lazy(() => import(/* webpackChunkName: "staff-nueva-factura" */ './features/invoices/components/new-invoice-page.js').then((m) => ({ default: m.NewInvoicePage })));
const CorrectInvoicePage = lazy(() => import(/* webpackChunkName: "staff-nueva-factura" */ './features/invoices/components/new-invoice-page.js').then((m) => ({ default: m.CorrectInvoicePage })));
const ConciliacionPage = lazy(() => import(/* webpackChunkName: "staff-conciliacion" */ './features/bank/components/conciliacion-page.js').then((m) => ({ default: m.ConciliacionPage })));
const SettlementsPage = lazy(() => import(/* webpackChunkName: "staff-liquidaciones" */ './features/rental-accounts/components/settlements-page.js').then((m) => ({ default: m.SettlementsPage })));

export default function BackofficeApp() {
  return (
    <AdminLayout>
      <Suspense fallback={<LoadingText role="status">Cargando...</LoadingText>}>
        <Routes>
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={paths.propiedades} element={<AdminPropertiesPage />} />
          <Route path={paths.nuevaPropiedad} element={<NewPropertyPage />} />
          <Route path={paths.operaciones} element={<OperationsPage />} />
          <Route path={paths.nuevaOperacion} element={<NewOperationPage />} />
          <Route path={paths.operacion} element={<OperationPage />} />
          <Route path={paths.alquileres} element={<RentalsPage />} />
          <Route path={paths.nuevoContrato} element={<NewContractPage />} />
          <Route path={paths.contrato} element={<ContractPage />} />
          <Route path={paths.indices} element={<IndicesPage />} />
          <Route path={paths.clientes} element={<ClientsPage />} />
          <Route path={paths.nuevoCliente} element={<NewClientPage />} />
          <Route path={paths.cliente} element={<ClientDetailPage />} />
          <Route path={paths.consultas} element={<EnquiriesPage />} />
          <Route path={paths.agenda} element={<AgendaPage />} />
          <Route path={paths.reportes} element={<ReportsPage />} />
          <Route path={paths.tasaciones} element={<ValuationsPage />} />
          <Route path={paths.nuevaTasacion} element={<NewValuationPage />} />
          <Route path={paths.tasacion} element={<ValuationPage />} />
          <Route path={paths.portales} element={<PortalsPage />} />
          <Route path={paths.inmobiliaria} element={<AgencyPage />} />
          <Route path={paths.usuarios} element={<UsersPage />} />
          <Route path={paths.correos} element={<OutboxPage />} />
          <Route path={paths.cuenta} element={<AccountPage />} />
          <Route path={paths.liquidaciones} element={<SettlementsPage />} />
          <Route path={paths.conciliacion} element={<ConciliacionPage />} />
          <Route path={paths.facturas} element={<InvoicesPage />} />
          <Route path={paths.nuevaFactura} element={<NewInvoicePage />} />
          <Route path={paths.corregirFactura} element={<CorrectInvoicePage />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
