// The sidebar's sections (spec §2 Admin sidebar) and which one the current route belongs to.
import type { ComponentType } from 'react';
import { paths } from '../../config/paths.js';
import { BankIcon, BuildingIcon, CalendarIcon, ChartIcon, ContractIcon, DashboardIcon, GlobeIcon, HomeIcon, KeyIcon, MailIcon, OutboxIcon, PeopleIcon, ReceiptIcon, ScaleIcon, SwapIcon } from '../ui/icons.js';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType;
  /** Other paths that belong to this section (e.g. the create form). */
  also?: string[];
  /** Only for the admin role: an agente neither sees it nor may use it. */
  soloAdmin?: boolean;
}

export const ITEMS: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: DashboardIcon },
  { to: paths.propiedades, label: 'Propiedades', icon: HomeIcon, also: [paths.nuevaPropiedad] },
  { to: paths.operaciones, label: 'Operaciones', icon: SwapIcon, also: [paths.nuevaOperacion] },
  { to: paths.alquileres, label: 'Alquileres', icon: ContractIcon, also: [paths.nuevoContrato, '/contrato/', paths.indices, paths.liquidaciones] },
  // Under Alquileres: the bank's statement read against the tenants' payments (every member of staff records payments).
  { to: paths.conciliacion, label: 'Conciliación', icon: BankIcon },
  { to: paths.clientes, label: 'Clientes', icon: PeopleIcon, also: [paths.nuevoCliente, '/cliente/'] },
  { to: paths.consultas, label: 'Consultas', icon: MailIcon },
  { to: paths.agenda, label: 'Agenda', icon: CalendarIcon },
  { to: paths.facturas, label: 'Facturas', icon: ReceiptIcon, also: [paths.nuevaFactura, paths.corregirFactura.split(':')[0]!] },
  { to: paths.reportes, label: 'Reportes', icon: ChartIcon },
  { to: paths.tasaciones, label: 'Tasaciones', icon: ScaleIcon, also: [paths.nuevaTasacion, '/tasacion/'] },
  // Every member of staff sees where listings stand; connecting and regenerating are the admins'.
  { to: paths.portales, label: 'Portales', icon: GlobeIcon },
  { to: paths.inmobiliaria, label: 'Datos de la inmobiliaria', icon: BuildingIcon, soloAdmin: true },
  { to: paths.usuarios, label: 'Usuarios', icon: KeyIcon, soloAdmin: true },
  { to: paths.correos, label: 'Correo saliente', icon: OutboxIcon, soloAdmin: true },
];

/** The sections a role may use. */
export function itemsFor(rol: string | undefined): NavItem[] {
  return ITEMS.filter((item) => !item.soloAdmin || rol === 'admin');
}

/** Whether a path is an admin-only section (for the page itself, beside the sidebar). */
export function isAdminOnly(pathname: string): boolean {
  return ITEMS.some((item) => item.soloAdmin && isItemActive(item, pathname));
}

export function isItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return (item.also ?? []).some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));
}
