// A minimal browser window for the platform's unit tests (Jest runs them in Node): localStorage, events and
// location.assign, enough to observe what the code does without a DOM.
export interface FakeWindow {
  store: Map<string, string>;
  assigned: string[];
  events: string[];
  dispatch: (type: string, props?: Record<string, unknown>) => void;
}

export function installFakeWindow(href = 'http://localhost:8080/'): FakeWindow {
  const store = new Map<string, string>();
  const target = new EventTarget();
  const assigned: string[] = [];
  const events: string[] = [];
  const localStorage = {
    getItem: (k: string) => (store.has(k) ? store.get(k)! : null),
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
    key: (i: number) => [...store.keys()][i] ?? null,
    get length() {
      return store.size;
    },
  };
  const win = {
    localStorage,
    location: { href, assign: (url: string) => void assigned.push(url) },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: (e: Event) => {
      events.push(e.type);
      return target.dispatchEvent(e);
    },
  };
  (globalThis as unknown as { window: unknown }).window = win;
  return {
    store,
    assigned,
    events,
    dispatch: (type, props = {}) => void win.dispatchEvent(Object.assign(new Event(type), props)),
  };
}

export function removeFakeWindow(): void {
  delete (globalThis as unknown as { window?: unknown }).window;
}

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** An (unsigned) JWT-shaped token: the client only reads the payload. */
export function makeToken(payload: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.firma`;
}

export const nowSec = () => Math.floor(Date.now() / 1000);
