// The filters of a list on a phone. Below 768 px a list's filter bar would fill the first screen, so it folds away
// behind one button, 'Filtrar (n)' with the number of filters in use, which opens it as a full-screen sheet: a modal
// dialog (the rest of the page inert, focus on its title, Escape or 'Cerrar filtros' closes it) whose
// 'Ver resultados' applies what was typed and closes it; focus then goes back to 'Filtrar'. From 768 px up the
// bar is shown as it always was and the button, the sheet's title and its buttons are not drawn.
//
// The bar is rendered once, on the server too, and only CSS tells a phone from a desktop, so the server's first
// paint and the browser's first render are the same markup (no hydration mismatch, no flash of the filters).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button.js';

/** Where the filters fold away: the width below which the top bar too turns compact. */
export const FILTER_SHEET_MAX = '767px';
const PHONE = `(max-width: ${FILTER_SHEET_MAX})`;

const Toggle = styled(Button)`
  display: none;
  @media ${PHONE} {
    display: inline-flex;
    width: 100%;
    min-height: 48px;
    margin: 0 0 20px;
  }
`;

const Sheet = styled.div<{ $open: boolean }>`
  display: contents;
  > header,
  > footer {
    display: none;
  }
  @media ${PHONE} {
    display: ${(p) => (p.$open ? 'flex' : 'none')};
    flex-direction: column;
    position: fixed;
    inset: 0;
    z-index: 200;
    overflow: auto;
    overscroll-behavior: contain;
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.onSurface};
    > header,
    > footer {
      display: flex;
      align-items: center;
      gap: 12px;
      position: sticky;
      padding: 12px 16px;
      background: ${(p) => p.theme.colors.surface};
      z-index: 1;
    }
    > header {
      top: 0;
      justify-content: space-between;
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
    }
    > header h2 {
      margin: 0;
      font-size: 1.2rem;
    }
    > header h2:focus {
      outline: none;
    }
    > footer {
      bottom: 0;
      margin-top: auto;
      border-top: 1px solid ${(p) => p.theme.colors.border};
    }
    > footer button {
      flex: 1;
    }
    > form {
      margin: 0;
      padding: 16px;
    }
  }
`;

export interface FilterSheetProps {
  /** The id of the filter bar's <form> (submitted by 'Ver resultados'); the button controls it. */
  formId: string;
  /** How many filters are in use, shown on the button ('Filtrar (2)'); 0 shows 'Filtrar'. */
  count: number;
  /** The filter bar: one <form id={formId}>. */
  children: ReactNode;
}

/** Makes everything but `el` inert (each ancestor's other children); returns what undoes it. */
function isolate(el: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
    for (const sib of node.parentElement?.children ?? []) {
      if (sib !== node && !sib.hasAttribute('inert')) {
        sib.setAttribute('inert', '');
        made.push(sib);
      }
    }
  }
  return () => made.forEach((s) => s.removeAttribute('inert'));
}

export function FilterSheet({ formId, count, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const titleId = `${formId}-titulo`;

  const close = () => setOpen(false);

  useEffect(() => {
    if (!open || !sheet.current) return;
    const opener = toggle.current;
    const restore = isolate(sheet.current);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    title.current?.focus();
    // Grown past a phone's width (a turned tablet) the bar is back in the page: no sheet left open.
    const phone = window.matchMedia(PHONE);
    const onWidth = () => !phone.matches && setOpen(false);
    phone.addEventListener('change', onWidth);
    return () => {
      restore();
      document.body.style.overflow = overflow;
      phone.removeEventListener('change', onWidth);
      // Back to the button that opened it, once the page is no longer inert.
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      <Toggle ref={toggle} $size="lg" $variant="secondary" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(true)}>
        Filtrar{count > 0 && ` (${count})`}
      </Toggle>
      <Sheet
        ref={sheet}
        $open={open}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
        onKeyDown={(e) => {
          if (open && e.key === 'Escape') {
            e.preventDefault();
            close();
          }
        }}
        // Any way the form is sent (Enter in a field, 'Ver resultados') applies it: the sheet has done its job.
        onSubmit={() => open && close()}
      >
        <header>
          <h2 id={titleId} ref={title} tabIndex={-1}>
            Filtros
          </h2>
          <Button $variant="secondary" onClick={close}>
            Cerrar filtros
          </Button>
        </header>
        {children}
        <footer>
          <Button type="submit" form={formId} $size="lg">
            Ver resultados
          </Button>
        </footer>
      </Sheet>
    </>
  );
}
