// A modal dialog on the native <dialog> element: focus stays inside, Escape closes it (onClose), the page behind
// is inert. Used by the confirmation dialog and by larger dialogs (image framing, the property picker).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Dialog = styled.dialog<{ $width: string }>`
  width: min(${(p) => p.$width}, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  overflow: auto;
  padding: 24px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.onSurface};
  box-shadow: ${(p) => p.theme.shadow};
  &::backdrop {
    background: rgba(0, 0, 0, 0.6);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
}

export function Modal({ open, title, onClose, children, width = '460px' }: ModalProps) {
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
          {children}
        </>
      )}
    </Dialog>
  );
}
