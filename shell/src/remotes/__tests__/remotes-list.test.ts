import { jest } from '@jest/globals';
import { DEFAULT_REMOTES, fetchRemotesList, inlineRemotesList, parseRemotesList } from '../remotes-list.js';

const BASE = 'http://localhost:8080/propiedades-publicas?page=2';

describe('parseRemotesList', () => {
  it('resolves same-origin entries against the page and keeps absolute ones (another port)', () => {
    expect(
      parseRemotesList(
        {
          remotes: [
            { name: 'mf_public', entry: '/mf-public/remoteEntry.js' },
            { name: 'mf_backoffice', entry: 'http://127.0.0.1:4102/x/remoteEntry.js' },
          ],
        },
        BASE,
      ),
    ).toEqual([
      { name: 'mf_public', entry: 'http://localhost:8080/mf-public/remoteEntry.js' },
      { name: 'mf_backoffice', entry: 'http://127.0.0.1:4102/x/remoteEntry.js' },
    ]);
  });

  it.each([
    ['no list', {}],
    ['list not an array', { remotes: 'mf_public' }],
    ['name missing', { remotes: [{ entry: '/a.js' }] }],
    ['name not an identifier', { remotes: [{ name: 'mf-public', entry: '/a.js' }] }],
    ['entry empty', { remotes: [{ name: 'mf_public', entry: ' ' }] }],
    ['entry not http(s)', { remotes: [{ name: 'mf_public', entry: 'javascript:alert(1)' }] }],
    ['same remote twice', { remotes: [{ name: 'a', entry: '/a.js' }, { name: 'a', entry: '/b.js' }] }],
  ])('rejects a malformed list (%s)', (_why, json) => {
    expect(() => parseRemotesList(json, BASE)).toThrow(/remotes/);
  });
});

describe('fetchRemotesList', () => {
  let errorSpy: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorSpy.mockRestore());

  it('reads /remotes.json bypassing the HTTP cache', async () => {
    const fetchFn = jest.fn(async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ remotes: [{ name: 'mf_public', entry: 'http://cdn.local:9000/p/remoteEntry.js' }] })),
    );
    const list = await fetchRemotesList(BASE, fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(list).toEqual([{ name: 'mf_public', entry: 'http://cdn.local:9000/p/remoteEntry.js' }]);
  });

  it('falls back to the standard same-origin layout (and logs) when the list is missing or malformed', async () => {
    const notFound = async () => new Response('no', { status: 404 });
    const expected = DEFAULT_REMOTES.map((r) => ({ name: r.name, entry: new URL(r.entry, BASE).href }));
    await expect(fetchRemotesList(BASE, notFound as unknown as typeof fetch)).resolves.toEqual(expected);
    const malformed = async () => new Response('{"remotes":[{"name":""}]}');
    await expect(fetchRemotesList(BASE, malformed as unknown as typeof fetch)).resolves.toEqual(expected);
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });
});

describe('inlineRemotesList', () => {
  const page = (text: string | null) => ({ getElementById: (id: string) => (id === 'inmo-remotes' && text !== null ? ({ textContent: text } as HTMLElement) : null) });

  it('reads the list the gateway wrote into the page, resolved against the page address', () => {
    const doc = page(JSON.stringify({ remotes: [{ name: 'mf_public', entry: '/mf-public/remoteEntry.js' }] }));
    expect(inlineRemotesList(BASE, doc)).toEqual([{ name: 'mf_public', entry: 'http://localhost:8080/mf-public/remoteEntry.js' }]);
  });

  it('gives null (so /remotes.json is fetched) when the page has no list or a malformed one', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(inlineRemotesList(BASE, page(null))).toBeNull();
    expect(inlineRemotesList(BASE, page('{"remotes": "no"}'))).toBeNull();
    expect(inlineRemotesList(BASE, page('no es json'))).toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(2);
    errorSpy.mockRestore();
  });
});
