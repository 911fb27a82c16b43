// The dashboard's 'Inquilinos en mora': each running contract whose tenant owes rent past its due day, how much
// (late interest up to today included) and since when, linking to the contract; the oldest debts first, 'Ver los N'
// when there are more, and the total owed per currency.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatFecha, formatImporte } from '@inmo/contracts';
import { Button, Panel } from '@inmo/ui';
import { useMora } from '../api/use-mora.js';

const Box = styled(Panel)`
  margin-bottom: 24px;
  h2 {
    font-size: 1.2rem;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  li {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

export function InquilinosEnMora() {
  const [todos, setTodos] = useState(false);
  const { data, error } = useMora(todos);
  if (error || !data) return null;
  const faltan = data.total - data.data.length;
  return (
    <Box aria-labelledby="inquilinos-en-mora">
      <h2 id="inquilinos-en-mora">Inquilinos en mora</h2>
      {data.data.length === 0 ? (
        <p>Ningún inquilino debe alquileres vencidos.</p>
      ) : (
        <ul>
          {data.data.map((m) => (
            <li key={m.contrato}>
              <Link to={`/contrato/${encodeURIComponent(m.contrato)}`}>{`${m.inquilino} — ${m.propiedad}: ${formatImporte(m.saldo, m.moneda)} desde el ${formatFecha(m.desde)}`}</Link>
            </li>
          ))}
        </ul>
      )}
      {faltan > 0 && (
        <Button $variant="secondary" onClick={() => setTodos(true)}>
          {`Ver los ${data.total} inquilinos en mora`}
        </Button>
      )}
      {data.total > 1 && <p>{`Deben en total: ${data.totales.map((t) => formatImporte(t.saldo, t.moneda)).join(' · ')}`}</p>}
      <p>
        <Link to="/liquidaciones">Liquidaciones a propietarios</Link>
      </p>
    </Box>
  );
}
