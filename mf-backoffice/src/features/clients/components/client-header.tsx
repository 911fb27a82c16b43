// The top of the client page: Volver, the name, the state badges (Cliente Activo, Oferente, Receptor, Alta
// Prioridad) and Editar — or Guardar / Cancelar while editing — with 'Enviar Email'.
import styled from 'styled-components';
import type { Cliente } from '@inmo/contracts';
import { Badge, Button, ButtonAnchor } from '@inmo/ui';
import { Row } from './client-detail-ui.js';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  h1 {
    margin: 0 0 6px;
    font-size: 1.7rem;
  }
`;

export interface ClientHeaderProps {
  cliente: Cliente;
  roles: { oferente: boolean; receptor: boolean; altaPrioridad: boolean };
  editando: boolean;
  guardando: boolean;
  mail: string | null;
  onVolver: () => void;
  onEditar: () => void;
  onGuardar: () => void;
  onCancelar: () => void;
}

export function ClientHeader({ cliente, roles, editando, guardando, mail, onVolver, onEditar, onGuardar, onCancelar }: ClientHeaderProps) {
  return (
    <Head>
      <div>
        <Button $variant="secondary" onClick={onVolver}>
          Volver
        </Button>
        <h1>
          {cliente.nombre} {cliente.apellido}
        </h1>
        <Row aria-label="Estado del cliente">
          <Badge $tone="success">Cliente Activo</Badge>
          {roles.oferente && <Badge $tone="accent">Oferente</Badge>}
          {roles.receptor && <Badge $tone="accent">Receptor</Badge>}
          {roles.altaPrioridad && <Badge $tone="warning">Alta Prioridad</Badge>}
        </Row>
      </div>
      <Row>
        {editando ? (
          <>
            <Button onClick={onGuardar} disabled={guardando}>
              {guardando ? 'Guardando...' : 'Guardar'}
            </Button>
            <Button $variant="secondary" onClick={onCancelar} disabled={guardando}>
              Cancelar
            </Button>
          </>
        ) : (
          <Button onClick={onEditar}>Editar</Button>
        )}
        {mail && (
          <ButtonAnchor $variant="secondary" href={mail}>
            Enviar Email
          </ButtonAnchor>
        )}
      </Row>
    </Head>
  );
}
