// Taking over the server's first paint of a public page (the markup is described in contracts/src/prerender.ts).
// The gateway sends the page already rendered, so the visitor sees it as soon as the HTML arrives. React then
// hydrates it instead of drawing it again: the shell's frame first (bootstrap.tsx), while the public remote
// downloads; the page in <main>, a Suspense boundary React leaves as the server wrote it until the remote's App can
// render, next. No DOM is created or replaced, so nothing is laid out or painted again, pictures stay as they are,
// and the work is done in slices (BENCHMARKS.md, total blocking time). The maps come after (mf-public AfterHydration).
import { useEffect } from 'react';
import { PRERENDER, pendingFirstPaint } from '@inmo/contracts';
import { releaseFirstPaint } from '@inmo/shell/platform';

/**
 * The server's first paint to hydrate: its wrapper (the container React hydrates), when it was rendered for this
 * address and theme and nobody is signed in (staff get pages the server does not render: edit mode, their top
 * bar). Otherwise null, and the app renders from scratch over whatever the server sent.
 */
export function prerenderToHydrate(doc: Document, path: string, theme: string, signedIn: boolean): Element | null {
  const wrapper = doc.querySelector(`[${PRERENDER.pathAttr}]`);
  const matches = wrapper && !signedIn && wrapper.getAttribute(PRERENDER.pathAttr) === path && wrapper.getAttribute(PRERENDER.themeAttr) === theme;
  const main = pendingFirstPaint(doc);
  return matches && main && wrapper.contains(main) ? wrapper : null;
}

let hydrating = false;

/** Called by bootstrap.tsx when it hydrates the server's page. */
export function markHydrating(): void {
  hydrating = true;
}

/**
 * How long the shell waits, after the remote's App has hydrated, for the remote to release the first paint itself
 * (platform releaseFirstPaint, called once its pages' boundary has hydrated). A remote built before that call existed
 * would otherwise leave <main> inert for good.
 */
export const RELEASE_FALLBACK_MS = 5_000;

/**
 * Rendered beside the remote's App, inside its Suspense boundary. A page the browser rendered itself is the app's at
 * once; a hydrated one is released by the remote, or after RELEASE_FALLBACK_MS at the latest.
 */
export function ReleasePrerender() {
  useEffect(() => {
    if (!hydrating) {
      releaseFirstPaint();
      return;
    }
    const timer = setTimeout(releaseFirstPaint, RELEASE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
