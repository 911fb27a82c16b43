// 'Pedir visita' on a listing's page: the button is all the page carries; the form (the listing's free turns, name,
// phone, e-mail) is its own chunk, downloaded when the visitor first taps it, so the page's first paint and the
// home's JavaScript stay as they were. `enBarra`: the button of a phone's bottom bar (the price card's one is then
// hidden on a phone, so the page carries one at a time).
import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@inmo/ui';

const VisitRequestDialog = lazy(() => import(/* webpackChunkName: "pedir-visita" */ './visit-request-dialog.js').then((m) => ({ default: m.VisitRequestDialog })));

const Wrap = styled.div<{ $barra: boolean }>`
  margin-top: ${(p) => (p.$barra ? '0' : '8px')};
  flex: ${(p) => (p.$barra ? '1' : 'none')};
  display: ${(p) => (p.$barra ? 'flex' : 'block')};
  > button {
    width: 100%;
    justify-content: center;
    min-height: 44px;
  }
`;

export function PedirVisita({ propiedadId, titulo, enBarra = false, className }: { propiedadId: string; titulo: string; enBarra?: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Wrap $barra={enBarra} className={className}>
      <Button $variant="secondary" $size={enBarra ? undefined : 'lg'} onClick={() => setOpen(true)}>
        Pedir visita
      </Button>
      {open && (
        <Suspense fallback={null}>
          <VisitRequestDialog propiedadId={propiedadId} titulo={titulo} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Wrap>
  );
}
