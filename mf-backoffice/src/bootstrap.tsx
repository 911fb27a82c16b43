// Standalone: the remote's App in its own router and theme, for its team's day-to-day work.
// In the product the shell provides both; this file is never part of remoteEntry.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { getStoredThemeName, themes } from '@inmo/shell/platform';
import App from './app.js';

const Surface = styled.div`
  min-height: 100vh;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.onSurface};
  font-family: system-ui, sans-serif;
`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <ThemeProvider theme={themes[getStoredThemeName()]}>
        <Surface>
          <App />
        </Surface>
      </ThemeProvider>
    </BrowserRouter>
  </StrictMode>,
);
