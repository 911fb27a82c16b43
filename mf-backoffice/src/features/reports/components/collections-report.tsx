// Reportes' 'Cobranzas de alquileres': the payments of a month with what each brought the owner and the agency's
// commission on it, exported as CSV for a spreadsheet set to Argentina (as Reportes' other tables).
import { useState } from 'react';
import { formatImporte, mesArgentina, type CobranzasResponse } from '@inmo/contracts';
import { Alert, Button, Field, Panel } from '@inmo/ui';
import { ButtonRow, PanelHead } from '../../../components/ui/layout.js';
import { downloadText, toCsv } from '../../../components/ui/download.js';
import { cobranzas } from '../api/get-cobranzas.js';
import { ENCABEZADOS_COBRANZAS as ENCABEZADOS, filasCobranzas } from './collections-data.js';


const ultimoDia = (mes: string) => {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return `${mes}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

export function CobranzasReporte() {
  const [mes, setMes] = useState(mesArgentina);
  const [filas, setFilas] = useState<CobranzasResponse['data'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const leer = async () => {
    setError(null);
    try {
      setFilas((await cobranzas(`${mes}-01`, ultimoDia(mes))).data);
    } catch {
      setError('No se pudieron leer las cobranzas');
    }
  };
  const totales = new Map<string, { monto: number; comision: number }>();
  for (const f of filas ?? []) {
    const t = totales.get(f.moneda) ?? { monto: 0, comision: 0 };
    t.monto = Math.round((t.monto + f.monto) * 100) / 100;
    t.comision = Math.round((t.comision + f.comision) * 100) / 100;
    totales.set(f.moneda, t);
  }
  return (
    <Panel aria-label="Cobranzas de alquileres">
      <PanelHead>
        <h2>Cobranzas de alquileres y comisiones</h2>
      </PanelHead>
      <Field id="cobranzas-mes" label="Mes">
        {(a) => <input {...a} type="month" value={mes} onChange={(e) => setMes(e.target.value)} />}
      </Field>
      <ButtonRow>
        <Button $variant="secondary" type="button" onClick={() => void leer()}>
          Ver cobranzas
        </Button>
        <Button $variant="secondary" type="button" disabled={!filas || filas.length === 0} onClick={() => filas && downloadText(`cobranzas-${mes}.csv`, toCsv(ENCABEZADOS, filasCobranzas(filas)))} aria-label="Exportar CSV: Cobranzas de alquileres">
          Exportar CSV
        </Button>
      </ButtonRow>
      {error && <Alert role="alert">{error}</Alert>}
      {filas && (filas.length === 0 ? <p>Sin cobranzas en el mes.</p> : [...totales].map(([moneda, t]) => <p key={moneda}>{`${filas.filter((f) => f.moneda === moneda).length} cobros: ${formatImporte(t.monto, moneda)} · comisiones ${formatImporte(t.comision, moneda)}`}</p>))}
    </Panel>
  );
}
