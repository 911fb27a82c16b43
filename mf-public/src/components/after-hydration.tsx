// What the browser adds to a page once it is its own: third-party frames (the OpenStreetMap embeds). The server's
// first paint has a same-size empty box in their place, and so has the browser's hydration of it (it must render
// what the server did); the frame follows in a later, separate render. A frame in the server's HTML would load
// its map before the page's own pictures; creating it during hydration would add its cost (a new document, ≈ 15 ms
// on a slow phone) to hydration's longest task (BENCHMARKS.md, total blocking time).
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { pendingFirstPaint } from '@inmo/contracts';
import { IN_SERVER_RENDER } from '../ssr-data.js';

// While the shell is hydrating the server's page (contracts/src/prerender.ts), <main> carries the marker. Read when
// this module is first evaluated, i.e. before the remote's first render; after the first commit everything is the
// browser's own render.
let hydrating = IN_SERVER_RENDER || pendingFirstPaint() !== null;

export function AfterHydration({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    if (ready) return;
    // A task of its own, and a transition: nothing of it is added to the hydration's commit.
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : placeholder;
}
