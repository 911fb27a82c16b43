// A page in its own chunk that can be loaded ahead of its first render. Once loaded it renders directly, without
// suspending, so a page prepared before it is shown (app.tsx prepare(), the server render) never shows a loading
// state of its own.
import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the page's chunk (once). */
  preload(): Promise<unknown>;
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (C) => (Loaded = C),
      (err) => {
        loading = null; // a chunk that failed to arrive is asked for again next time
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then((C) => ({ default: C })));
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  Page.preload = preload;
  return Page;
}
