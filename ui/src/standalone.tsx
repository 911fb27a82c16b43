// A remote on its own, for its team's day-to-day work (`npm run dev -w mf-public`, `-w mf-backoffice`): its App in
// its own router and theme, as the shell gives them in the product. Only the remotes' standalone bootstrap.tsx
// imports it; it is never part of their remoteEntry.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { getStoredThemeName, themes } from '@inmo/shell/platform';

const Surface = styled.div`
  min-height: 100vh;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.onSurface};
  font-family: system-ui, sans-serif;
`;

export function renderStandalone(App: ComponentType, root = document.getElementById('root')!): void {
  createRoot(root).render(
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
}
