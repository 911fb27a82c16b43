import { isAdminOnly, isItemActive, itemsFor } from '../nav-items.js';

const item = (to: string, also?: string[]) => ({ to, label: to, icon: () => null, also });

describe('sidebar highlight', () => {
  it('marks the section of the current route, its sub-pages included', () => {
    expect(isItemActive(item('/dashboard'), '/dashboard')).toBe(true);
    expect(isItemActive(item('/propiedades', ['/nueva-propiedad']), '/nueva-propiedad')).toBe(true);
    expect(isItemActive(item('/clientes', ['/nuevo-cliente', '/cliente/']), '/cliente/42')).toBe(true);
  });
  it('does not mark a section whose name merely starts the same', () => {
    expect(isItemActive(item('/clientes', ['/nuevo-cliente', '/cliente/']), '/clientesx')).toBe(false);
    expect(isItemActive(item('/propiedades'), '/propiedades-publicas')).toBe(false);
    expect(isItemActive(item('/dashboard'), '/operaciones')).toBe(false);
  });
});

describe('sections per role', () => {
  it("every member of staff has 'Portales'; only admins have Usuarios and the agency's details", () => {
    const agente = itemsFor('agente').map((i) => i.label);
    expect(agente).toContain('Portales');
    expect(agente).not.toContain('Usuarios');
    expect(agente).not.toContain('Datos de la inmobiliaria');
    expect(itemsFor('admin').map((i) => i.label)).toEqual(expect.arrayContaining(['Portales', 'Usuarios', 'Datos de la inmobiliaria']));
    expect(isAdminOnly('/portales')).toBe(false);
    expect(isAdminOnly('/usuarios')).toBe(true);
  });
  it("'Alquileres' is every member of staff's, and holds the contracts and the indices", () => {
    for (const rol of ['agente', 'admin']) expect(itemsFor(rol).map((i) => i.label)).toContain('Alquileres');
    const alquileres = itemsFor('agente').find((i) => i.label === 'Alquileres')!;
    for (const p of ['/alquileres', '/nuevo-contrato', '/contrato/42', '/indices', '/liquidaciones']) expect(isItemActive(alquileres, p)).toBe(true);
    expect(isAdminOnly('/alquileres')).toBe(false);
  });
  it("'Conciliación' sits right under 'Alquileres' for every member of staff (who record payments)", () => {
    for (const rol of ['agente', 'admin']) {
      const labels = itemsFor(rol).map((i) => i.label);
      expect(labels[labels.indexOf('Alquileres') + 1]).toBe('Conciliación');
    }
    expect(isItemActive(itemsFor('agente').find((i) => i.label === 'Conciliación')!, '/conciliacion')).toBe(true);
    expect(isAdminOnly('/conciliacion')).toBe(false);
  });
});
