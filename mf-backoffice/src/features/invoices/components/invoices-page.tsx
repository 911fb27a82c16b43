// /facturas: the agency's invoices and credit notes through ARCA, by month and state, 20 a page; each row's PDF,
// retry, correction and void; the month's 'Libro IVA ventas' (CSV for a spreadsheet set to Argentina) and 'Nueva factura'.
import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { formatPeriodo, mesArgentina, type EstadoFactura } from '@inmo/contracts';
import { useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, ButtonLink, Field, Pagination, Panel, Spinner } from '@inmo/ui';
import { usePermisos } from '../../../components/account.js';
import { PageHead } from '../../../components/ui/layout.js';
import { CardTable } from '../../../components/ui/card-table.js';
import { descargarPdf } from '../../../components/ui/download-pdf.js';
import { paths } from '../../../config/paths.js';
import { esListaDeFacturas, libroIvaUrl, useFacturas } from '../api/facturas.js';
import { ESTADOS_OPCIONES, InvoiceRow } from './invoice-row.js';

const Filtros = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 16px;
  > * {
    flex: 1 1 180px;
  }
`;

export function InvoicesPage() {
  useDocumentTitle('Facturas');
  const [periodo, setPeriodo] = useState(mesArgentina());
  const [estado, setEstado] = useState<EstadoFactura | ''>('');
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const puedeAnular = usePermisos().anularFactura;
  const { data, isLoading, error: errorLista } = useFacturas(periodo, estado, page);
  const { mutate } = useSWRConfig();
  const libro = () => {
    setError(null);
    void descargarPdf(libroIvaUrl(periodo), `libro-iva-ventas-${periodo}.csv`).catch(() => setError('No se pudo descargar el libro IVA ventas'));
  };
  return (
    <>
      <PageHead>
        <h1>Facturas</h1>
        <ButtonLink to={paths.nuevaFactura}>Nueva factura</ButtonLink>
      </PageHead>
      <Panel as="section" aria-label={`Facturas de ${formatPeriodo(periodo)}`}>
        <Filtros>
          <Field id="fac-periodo" label="Mes">
            {(a) => <input {...a} type="month" value={periodo} onChange={(e) => (setPeriodo(e.target.value), setPage(1))} />}
          </Field>
          <Field id="fac-estado" label="Estado">
            {(a) => (
              <select {...a} value={estado} onChange={(e) => (setEstado(e.target.value as EstadoFactura | ''), setPage(1))}>
                <option value="">Todos</option>
                {ESTADOS_OPCIONES.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div>
            <Button $variant="secondary" type="button" disabled={!periodo} onClick={libro}>
              Libro IVA ventas (CSV)
            </Button>
          </div>
        </Filtros>
        {error && <Alert role="alert">{error}</Alert>}
        {errorLista && <Alert role="alert">No se pudieron cargar las facturas</Alert>}
        {isLoading && <Spinner role="status" aria-label="Cargando facturas" />}
        {data && data.data.length === 0 && <p>No hay facturas de este mes.</p>}
        {data && data.data.length > 0 && (
          <CardTable>
            <table>
              <thead>
                <tr>
                  <th scope="col">Fecha</th>
                  <th scope="col">Comprobante</th>
                  <th scope="col">Receptor</th>
                  <th scope="col" className="num">Total</th>
                  <th scope="col">Estado</th>
                  <th scope="col">Acciones</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((f) => (
                  <InvoiceRow key={f._id} f={f} puedeAnular={puedeAnular} onCambio={() => mutate(esListaDeFacturas)} />
                ))}
              </tbody>
            </table>
          </CardTable>
        )}
        {data && data.pages > 1 && <Pagination page={page} pages={data.pages} onPage={setPage} />}
      </Panel>
    </>
  );
}
