import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installCrossTabSync, setRemoteModuleLoader } from '@inmo/shell/platform';
import { loadRemoteModule, remotesReady } from './remotes/federation.js';
import { App } from './app.js';

// Read the runtime list of remotes now, in parallel with the first render; remotes load only when mounted.
void remotesReady();
installCrossTabSync();
// Remotes load each other's exposed modules through the shell (mf_public → mf_backoffice/PropertyEditor).
setRemoteModuleLoader(loadRemoteModule);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
