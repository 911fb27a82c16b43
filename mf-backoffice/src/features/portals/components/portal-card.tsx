// One portal on the Portales page: whether it is connected (MercadoLibre: its account, or that the server lacks the
// application's keys), the last sync, how many listings are on it, with an error and waiting, its last error, the
// addresses to paste into it and, for admins, MercadoLibre's 'Conectar cuenta' / 'Sincronizar ahora' / 'Desconectar'.
import styled from 'styled-components';
import type { PortalResumen } from '@inmo/contracts';
import { Alert, Badge, Button, Panel } from '@inmo/ui';
import { fechaHora } from '../../../components/ui/publicacion.js';
import type { ClaveDireccion } from '../api/regenerar-direccion.js';
import { AddressField } from './address-field.js';
import { ML_SIN_CONFIGURAR, estadoConexion } from './portal-text.js';

const Card = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 0;
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  ${Alert} {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  div {
    padding: 8px 10px;
    border-radius: 6px;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  dt {
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface PortalCardProps {
  p: PortalResumen;
  /** Admins act; every other member of staff only reads. */
  admin: boolean;
  busy: boolean;
  onCopy: (url: string) => void;
  onRegenerar: (clave: ClaveDireccion) => void;
  onConectar: () => void;
  onSincronizar: () => void;
  onDesconectar: () => void;
  /** An address as the portal must be given it (absolute). */
  completa: (url: string) => string;
}

export function PortalCard({ p, admin, busy, onCopy, onRegenerar, onConectar, onSincronizar, onDesconectar, completa }: PortalCardProps) {
  const ml = p.portal === 'mercadolibre';
  const sinConfigurar = ml && !p.configurado;
  const feed = p.feedUrl ? completa(p.feedUrl) : null;
  const consultas = p.consultasUrl ? completa(p.consultasUrl) : null;
  return (
    <Card aria-label={p.nombre} data-testid={`portal-${p.portal}`}>
      <header>
        <h2>{p.nombre}</h2>
        <Badge $tone={p.conectado ? 'success' : 'neutral'}>{p.conectado ? 'Conectado' : 'No conectado'}</Badge>
      </header>
      {sinConfigurar ? (
        <Alert $tone="info">
          <strong>{ML_SIN_CONFIGURAR}.</strong> Para publicar en MercadoLibre, la inmobiliaria necesita registrar una aplicación
          propia en MercadoLibre Developers, con la cuenta de MercadoLibre de la inmobiliaria. Pedile a quien administra el
          sistema (el soporte técnico que instaló este sitio) que la registre y cargue sus datos en el servidor. Cuando esté
          lista, en esta tarjeta aparece «Conectar cuenta»: un administrador lo toca y autoriza la cuenta.
        </Alert>
      ) : (
        ml && p.conectado && <p>{estadoConexion(p)}</p>
      )}
      {!ml && !p.conectado && <p>Zonaprop se conecta cuando descarga el feed por primera vez: cargale la dirección del feed.</p>}
      <p>
        Última sincronización: <strong>{fechaHora(p.ultimaSync)}</strong>
      </p>
      <Figures>
        <div>
          <dt>Publicadas</dt>
          <dd>{p.publicadas}</dd>
        </div>
        <div>
          <dt>Con error</dt>
          <dd>{p.conError}</dd>
        </div>
        <div>
          <dt>En cola</dt>
          <dd>{p.enCola}</dd>
        </div>
      </Figures>
      {p.ultimoError && <Alert role="status">Último error: {p.ultimoError}</Alert>}
      {feed && (
        <AddressField
          id={`${p.portal}-feed`}
          label="Dirección del feed"
          hint="Cargala en Zonaprop para que lea tus propiedades."
          value={feed}
          onCopy={() => onCopy(feed)}
          onRegenerate={admin ? () => onRegenerar('feed') : undefined}
          busy={busy}
        />
      )}
      {consultas && (
        <AddressField
          id={`${p.portal}-consultas`}
          label="Dirección para las consultas"
          hint={`Donde ${p.nombre} envía las consultas de los interesados.`}
          value={consultas}
          onCopy={() => onCopy(consultas)}
          onRegenerate={admin ? () => onRegenerar('consultas') : undefined}
          busy={busy}
        />
      )}
      {!admin && <p>Las direcciones del feed y de las consultas las ve y las comparte un administrador.</p>}
      {admin && ml && !sinConfigurar && (
        <Actions>
          {!p.conectado ? (
            <Button type="button" onClick={onConectar} disabled={busy}>
              Conectar cuenta
            </Button>
          ) : (
            <>
              <Button type="button" onClick={onSincronizar} disabled={busy}>
                Sincronizar ahora
              </Button>
              <Button type="button" $variant="danger" onClick={onDesconectar} disabled={busy}>
                Desconectar
              </Button>
            </>
          )}
        </Actions>
      )}
    </Card>
  );
}
