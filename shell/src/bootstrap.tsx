import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { decodeToken, getStoredThemeName, installCrossTabSync, isPayloadValid, setRemoteModuleLoader, writeThemeCookie } from '@inmo/shell/platform';
import { loadRemoteModule, remotesReady } from './remotes/federation.js';
import { markHydrating, prerenderToHydrate } from './remotes/prerender.js';
import { App } from './app.js';

// Read the runtime list of remotes now, in parallel with the first render; remotes load only when mounted.
void remotesReady();
installCrossTabSync();
// Remotes load each other's exposed modules through the shell (mf_public → mf_backoffice/PropertyEditor).
setRemoteModuleLoader(loadRemoteModule);

// The server's first paint of a public page, when it is this visitor's page, is hydrated, not drawn again.
const prerendered = prerenderToHydrate(document, window.location.pathname + window.location.search, getStoredThemeName(), isPayloadValid(decodeToken()));
writeThemeCookie();

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// A transition: React renders (or hydrates) the first frame in slices of a few milliseconds, yielding between them,
// instead of in one task (what the visitor sees meanwhile is the server's paint, or nothing yet to interact with).
startTransition(() => {
  if (prerendered) {
    // The top bar takes taps once hydrated; the page in <main> stays inert until the remote has hydrated it.
    prerendered.removeAttribute('inert');
    markHydrating();
    hydrateRoot(prerendered, app);
  } else {
    createRoot(document.getElementById('root')!).render(app);
  }
});
