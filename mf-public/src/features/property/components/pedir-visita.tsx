// 'Pedir visita' on a listing's page: the button is all the page carries; the form (the listing's free turns, name,
// phone, e-mail) is its own chunk, downloaded when the visitor first taps it, so the page's first paint and the
// home's JavaScript stay as they were.
import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@inmo/ui';

const VisitRequestDialog = lazy(() => import(/* webpackChunkName: "pedir-visita" */ './visit-request-dialog.js').then((m) => ({ default: m.VisitRequestDialog })));

const Wrap = styled.div`
  margin-top: 8px;
  > button {
    width: 100%;
  }
`;

export function PedirVisita({ propiedadId, titulo }: { propiedadId: string; titulo: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Wrap>
      <Button $variant="secondary" $size="lg" onClick={() => setOpen(true)}>
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
