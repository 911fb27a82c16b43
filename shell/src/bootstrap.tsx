import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installCrossTabSync } from '@inmo/shell/platform';
import { remotesReady } from './remotes/federation.js';
import { App } from './app.js';

// Read the runtime list of remotes now, in parallel with the first render; remotes load only when mounted.
void remotesReady();
installCrossTabSync();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
