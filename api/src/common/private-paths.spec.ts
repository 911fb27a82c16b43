import { redactPrivateUrl } from './private-paths.js';

describe('redactPrivateUrl', () => {
  const secret = 'Qm9yZ2VzLUZ1bmVzLWVsLW1lbW9yaW9zbw';

  it.each([
    [`/api/user/propietario/${secret}`, '/api/user/propietario/…'],
    [`/api/user/propietario/${secret}/pagina`, '/api/user/propietario/…/pagina'],
    [`/api/user/propietario/${secret}/liquidacion/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.pdf`, '/api/user/propietario/…/liquidacion/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.pdf'],
    [`/api/user/recibo/${secret}.pdf`, '/api/user/recibo/….pdf'],
    [`/api/user/mi-busqueda/${secret}`, '/api/user/mi-busqueda/…'],
    [`/api/user/mi-busqueda/${secret}/me-interesa`, '/api/user/mi-busqueda/…/me-interesa'],
    [`/api/user/tasacion-compartida/${secret}`, '/api/user/tasacion-compartida/…'],
    [`/api/user/informe-propietario/${secret}?x=1`, '/api/user/informe-propietario/…?x=1'],
    [`/api/user/baja/${secret}`, '/api/user/baja/…'],
    [`/api/portales/zonaprop/${secret}`, '/api/portales/zonaprop/…'],
    [`/api/portales/zonaprop/consultas/${secret}`, '/api/portales/zonaprop/consultas/…'],
    [`/api/portales/mercadolibre/consultas/${secret}`, '/api/portales/mercadolibre/consultas/…'],
    [`/api/portales/mercadolibre/autorizado?code=${secret}&state=${secret}&x=1`, '/api/portales/mercadolibre/autorizado?code=…&state=…&x=1'],
  ])('%s → %s', (url, logged) => {
    expect(redactPrivateUrl(url)).toBe(logged);
  });

  it('hides guesses too: short, odd, encoded or oddly spelt secrets', () => {
    for (const url of ['/api/user/propietario/x', '/api/user/propietario/%2e%2e%2Fadmin/pagina', '/API/USER/PROPIETARIO/abc/pagina', `/api//user/baja/${secret}`]) {
      const logged = redactPrivateUrl(url);
      expect(logged).toContain('…');
      expect(logged).not.toMatch(/propietario\/(x|%2e|abc)|Qm9y/i);
    }
  });

  it('leaves every other address as it came', () => {
    for (const url of ['/api/user/propiedades-publicas?page=1', '/api/admin/clientes', '/api/user/propietario', '/api/user/propietario/', '/api/admin/propiedad/abc']) {
      expect(redactPrivateUrl(url)).toBe(url);
    }
  });
});
