// Mounts a remote's App inside <Suspense> and an error boundary: a remote that cannot load shows a Spanish
// message with 'Reintentar' in place of its pages, and the rest of the shell keeps working.
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { hasFailed, loadRemoteApp } from './federation.js';
import { releaseFirstPaint } from '@inmo/shell/platform';
import { ReleasePrerender } from './prerender.js';

interface LazyEntry {
  attempt: number;
  Comp: ComponentType;
}
// One lazy component per remote and attempt, kept across route changes so the remote is not re-suspended.
const lazyCache = new Map<string, LazyEntry>();

function lazyRemote(name: string, attempt: number): ComponentType {
  const cached = lazyCache.get(name);
  if (cached && cached.attempt === attempt) return cached.Comp;
  const Comp = lazy(() => loadRemoteApp(name));
  lazyCache.set(name, { attempt, Comp });
  return Comp;
}

const Box = styled.div`
  max-width: 560px;
  margin: 48px auto;
  padding: 24px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.error};
  text-align: center;
  p {
    margin: 0 0 16px;
  }
`;

const Button = styled.button`
  padding: 10px 20px;
  border: 0;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.primaryHover};
  }
`;

const Loading = styled.p`
  text-align: center;
  padding: 48px 16px;
  color: ${(p) => p.theme.colors.muted};
`;

interface BoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[remotes] ${this.props.name} no se pudo cargar:`, error);
    // The message (and its Reintentar) stands where the server's page was: it must take taps.
    releaseFirstPaint();
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" data-remote-error={this.props.name}>
        <p>No pudimos cargar esta sección del sitio. Revisá tu conexión e intentá nuevamente.</p>
        <Button type="button" onClick={this.retry}>
          Reintentar
        </Button>
      </Box>
    );
  }
}

export function RemoteMount({ name }: { name: string }) {
  // Coming back to a remote that failed earlier tries it again instead of showing the old error.
  const [attempt, setAttempt] = useState(() => {
    const cached = lazyCache.get(name);
    if (!cached) return 0;
    return hasFailed(name) ? cached.attempt + 1 : cached.attempt;
  });
  const App = lazyRemote(name, attempt);
  // When the page came drawn by the server, this boundary is its markup's (ssr/render-frame.tsx): React keeps the
  // server's page on screen, instead of the fallback, until the remote can hydrate it.
  return (
    <RemoteErrorBoundary name={name} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<Loading role="status">Cargando sección...</Loading>}>
        <App />
        <ReleasePrerender />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
