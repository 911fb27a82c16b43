// Reportes' 'Facturación del mes': the month's authorised invoices, credit notes and what they net, from ARCA's
// vouchers (the 'Facturas' page lists them one by one).
import { useState } from 'react';
import styled from 'styled-components';
import { formatDinero, mesArgentina } from '@inmo/contracts';
import { Alert, Field, Panel } from '@inmo/ui';
import { PanelHead } from '../../../components/ui/layout.js';
import { useFacturasDelMes } from '../api/get-facturas-mes.js';
import { resumenFacturacion } from './invoicing-data.js';

const Dl = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  margin: 0;
  dd {
    margin: 4px 0 0;
    font-weight: 600;
    white-space: nowrap;
  }
`;

export function FacturacionReporte() {
  const [mes, setMes] = useState(mesArgentina);
  const { data, error } = useFacturasDelMes(mes);
  const r = data ? resumenFacturacion(data.data) : null;
  return (
    <Panel as="section" aria-labelledby="rep-facturacion">
      <PanelHead>
        <h2 id="rep-facturacion">Facturación del mes</h2>
      </PanelHead>
      <Field id="rep-facturacion-mes" label="Mes">
        {(a) => <input {...a} type="month" value={mes} onChange={(e) => setMes(e.target.value)} />}
      </Field>
      {error && <Alert role="alert">No se pudo leer la facturación</Alert>}
      {r && (
        <Dl>
          <div>
            <dt>{`Facturas (${r.facturas.cantidad})`}</dt>
            <dd>{formatDinero(r.facturas.total, 'ARS')}</dd>
          </div>
          <div>
            <dt>{`Notas de crédito (${r.notasCredito.cantidad})`}</dt>
            <dd>{formatDinero(r.notasCredito.total, 'ARS')}</dd>
          </div>
          <div>
            <dt>Facturado neto</dt>
            <dd>{formatDinero(r.neto, 'ARS')}</dd>
          </div>
          <div>
            <dt>Sin autorizar por ARCA</dt>
            <dd>{r.sinAutorizar}</dd>
          </div>
        </Dl>
      )}
    </Panel>
  );
}
