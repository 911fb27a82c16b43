// Where the back office plugs its edit mode into the property page (the public remote holds no editing code).
// For a valid staff token (admin or agente) it lazily loads 'mf_backoffice/PropertyEditor' through the shell's federation runtime
// (loadRemoteModule, with the shell's remote list and retry): the editor renders the admin toolbar (Editar,
// Eliminar, Vista Pública) above the public view (children) and the edit mode in its place. Anyone else gets
// the public view as is, and not one byte of the back office is requested.
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { isTokenValid, loadRemoteEntry, useAuth, type PropertyEditorProps } from '@inmo/shell/platform';

export type AdminSlotProps = PropertyEditorProps & { children: ReactNode };

type Editor = ComponentType<PropertyEditorProps>;

// One lazy component per attempt, kept across renders (and property pages) so the editor is fetched once.
let cache: { attempt: number; Comp: Editor } | null = null;
function lazyEditor(attempt: number): Editor {
  if (cache && cache.attempt === attempt) return cache.Comp;
  const Comp = lazy(() => loadRemoteEntry('mf_backoffice/PropertyEditor'));
  cache = { attempt, Comp };
  return Comp;
}

const Notice = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 16px auto 0;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.error};
  background: ${(p) => p.theme.colors.surface};
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  button {
    padding: 8px 16px;
    border: 0;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

class EditorBoundary extends Component<{ onRetry: () => void; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.error('[propiedad] no se pudo cargar el editor del back office:', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <Notice role="alert">
          No pudimos cargar las herramientas de edición. Revisá tu conexión e intentá nuevamente.
          <button
            type="button"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            Reintentar
          </button>
        </Notice>
        {this.props.fallback}
      </>
    );
  }
}

export function AdminSlot(props: AdminSlotProps) {
  const auth = useAuth();
  const [attempt, setAttempt] = useState(0);
  if (!(auth.isAuthenticated && isTokenValid())) return <>{props.children}</>;
  const Editor = lazyEditor(attempt);
  return (
    <EditorBoundary onRetry={() => setAttempt((a) => a + 1)} fallback={props.children}>
      {/* While the editor loads, the public view is already there. */}
      <Suspense fallback={props.children}>
        <Editor {...props} />
      </Suspense>
    </EditorBoundary>
  );
}
