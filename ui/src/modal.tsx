// A modal dialog on the native <dialog> element: focus stays inside, Escape closes it (onClose), the page behind
// is inert. Used by the confirmation dialog and by larger dialogs (image framing, the property picker).
// It never grows past the screen (a 768 px laptop, a phone): the title stays on top, the body scrolls inside, and
// the `actions` (Cancelar, Guardar…) stay visible at the bottom.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Dialog = styled.dialog<{ $width: string }>`
  width: min(${(p) => p.$width}, calc(100vw - 24px));
  max-width: none;
  max-height: calc(100vh - 24px);
  max-height: calc(100dvh - 24px);
  box-sizing: border-box;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.onSurface};
  box-shadow: ${(p) => p.theme.shadow};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(0, 0, 0, 0.6);
  }
  > h2 {
    margin: 0;
    padding: 20px 24px 12px;
    font-size: 1.25rem;
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: 4px 24px 20px;
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 24px 16px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons kept visible under the scrolling body. */
  actions?: ReactNode;
  width?: string;
}

export function Modal({ open, title, onClose, children, actions, width = '460px' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <Dialog
      ref={ref}
      $width={width}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          <Body>{children}</Body>
          {actions && <Actions>{actions}</Actions>}
        </>
      )}
    </Dialog>
  );
}
