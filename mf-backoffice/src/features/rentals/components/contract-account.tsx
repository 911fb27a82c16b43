// The contract page's money: 'Registrar pago' (a dialog), the account with its running balance, the receipts (download,
// send to the tenant by WhatsApp, void with a reason), 'Agregar cargo' and the charges (contract-charges.tsx) and
// waiving a period's late interest. Voiding, waiving and the owner's link are shown to admins only (contracts'
// permisosDeRol, the rule the API applies).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  MEDIOS_PAGO, MEDIO_PAGO_LABELS, formatFecha, formatPeriodo, nombreValorIndice, formatImporte, hoyArgentina, mensajeRecibo, whatsappHref,
  type Cargo, type ContratoDetalle, type Pago,
} from '@inmo/contracts';
import { useSubmitKey } from '@inmo/shell/platform';
import { Alert, AmountInput, Badge, Button, ButtonAnchor, Field, Modal, Panel, Spinner, useToast } from '@inmo/ui';
import { ButtonRow, PanelHead } from '../../../components/ui/layout.js';
import { descargarPdf } from '../../../components/ui/download-pdf.js';
import { useEnvio } from '../../../components/ui/use-envio.js';
import { usePermisos } from '../../../components/account.js';
import { anularCargo, anularPago, condonarPunitorios, cuentaCambio, registrarPago, useCuenta } from '../api/cuenta.js';
import { AgregarCargo, Cargos, CorregirCargo } from './contract-charges.js';
import { ConMotivo } from '../../../components/ui/motivo-dialog.js';
import { Movimientos } from './contract-account-parts.js';
import { EnlacePropietario } from './owner-link.js';


const Recibos = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    padding: 8px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li > span {
    flex: 1 1 220px;
  }
`;

/** A link alone on its line: a 44 px tall target on a phone. */
const LinkAlone = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

const hoy = () => hoyArgentina();

function RegistrarPago({ c, onClose }: { c: ContratoDetalle; onClose: (pago?: Pago, enviadoA?: string | null) => void }) {
  const { mutate } = useSWRConfig();
  const clave = useSubmitKey();
  const [fecha, setFecha] = useState(hoy());
  const [monto, setMonto] = useState('');
  const [medio, setMedio] = useState<(typeof MEDIOS_PAGO)[number]>('transferencia');
  const [nota, setNota] = useState('');
  const { errores, error, enviando, enviar } = useEnvio();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { fecha, monto, medio, nota };
    return enviar(async () => {
      const r = await registrarPago(c._id, body, clave.for(body));
      clave.done();
      await cuentaCambio(mutate, c._id);
      onClose(r.data.pago, r.data.recibo.enviadoA);
    }, 'No se pudo registrar el pago');
  };
  return (
    <Modal open title="Registrar pago" onClose={() => onClose()}>
      <form onSubmit={submit} noValidate aria-label="Registrar pago">
        {error && <Alert role="alert">{error}</Alert>}
        <Field id="pago-fecha" label="Fecha del pago" error={errores.fecha}>
          {(a) => <input {...a} type="date" value={fecha} max={hoy()} onChange={(e) => setFecha(e.target.value)} />}
        </Field>
        <Field id="pago-monto" label={`Monto (${c.moneda})`} error={errores.monto}>
          {(a) => <AmountInput {...a} nombre="Monto" moneda={c.moneda} value={monto} onChange={setMonto} />}
        </Field>
        <Field id="pago-medio" label="Medio de pago" error={errores.medio}>
          {(a) => (
            <select {...a} value={medio} onChange={(e) => setMedio(e.target.value as typeof medio)}>
              {MEDIOS_PAGO.map((m) => (
                <option key={m} value={m}>
                  {MEDIO_PAGO_LABELS[m]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="pago-nota" label="Nota (opcional)" error={errores.nota}>
          {(a) => <input {...a} value={nota} onChange={(e) => setNota(e.target.value)} />}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={() => onClose()}>
            Cancelar
          </Button>
          <Button type="submit" disabled={enviando}>
            Registrar pago
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

/** The cuotas the balance leaves out because an index value is missing, and which value they wait for. */
function SinCalcular({ c }: { c: ContratoDetalle }) {
  const n = c.cuotas.filter((q) => q.monto === null).length;
  if (n === 0) return null;
  const bloqueo = c.ajustes.find((a) => a.falta);
  const cuotas = n === 1 ? '1 cuota sin calcular' : `${n} cuotas sin calcular`;
  return <p role="note">{`${cuotas}${bloqueo?.falta ? `: falta ${nombreValorIndice(bloqueo.indice, bloqueo.falta)}` : ''}. El saldo no las incluye hasta que se cargue el índice.`}</p>;
}

export function CuentaContrato({ c }: { c: ContratoDetalle }) {
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useCuenta(c._id);
  const permisos = usePermisos();
  // Feedback is a toast of its kind; opening the next dialog takes the last one off.
  const { toast, showToast, hideToast } = useToast(5000);
  const [dialogo, setDialogoRaw] = useState<null | 'pago' | 'cargo' | 'condonar' | { anular: Pago } | { anularCargo: Cargo } | { corregirCargo: Cargo }>(null);
  const setDialogo = (d: typeof dialogo) => {
    if (d) hideToast();
    setDialogoRaw(d);
  };
  const cuenta = data?.data;
  const origen = typeof window === 'undefined' ? '' : window.location.origin;
  const whatsapp = (p: Pago) => whatsappHref(c.inquilino.telefonoE164, mensajeRecibo({ nombre: c.inquilino.nombre, numero: p.recibo.numero, url: `${origen}${p.recibo.publico}` }));
  const descargar = (p: Pago) => descargarPdf(p.recibo.url, `recibo-${p.recibo.numero}.pdf`).catch(() => showToast('No se pudo descargar el recibo', 'error'));
  return (
    <Panel as="section" aria-labelledby="cuenta-titulo">
      <PanelHead>
        <h2 id="cuenta-titulo">Cuenta corriente</h2>
        <ButtonRow>
          <Button type="button" onClick={() => setDialogo('pago')}>
            Registrar pago
          </Button>
          <Button $variant="secondary" type="button" onClick={() => setDialogo('cargo')}>
            Agregar cargo
          </Button>
          {permisos.condonarPunitorios && (
            <Button $variant="secondary" type="button" onClick={() => setDialogo('condonar')}>
              Condonar punitorios
            </Button>
          )}
        </ButtonRow>
      </PanelHead>
      {toast}
      {isLoading && <Spinner role="status" aria-label="Cargando la cuenta" />}
      {error && <Alert role="alert">No se pudo leer la cuenta</Alert>}
      {cuenta && (
        <>
          <p>
            <strong>{`Saldo: ${formatImporte(cuenta.saldo, cuenta.moneda)}`}</strong>
            {cuenta.moraDesde && <Badge $tone="danger">{` En mora desde el ${formatFecha(cuenta.moraDesde)}`}</Badge>}
          </p>
          <SinCalcular c={c} />
          <Movimientos cuenta={cuenta} />
          <h3>Recibos</h3>
          {cuenta.pagos.length === 0 ? (
            <p>Sin pagos registrados.</p>
          ) : (
            <Recibos aria-label="Recibos">
              {[...cuenta.pagos].reverse().map((p) => {
                const wa = whatsapp(p);
                return (
                  <li key={p._id}>
                    <span>
                      {`Recibo N.º ${p.recibo.numero} · ${formatFecha(p.fecha)} · ${formatImporte(p.monto, cuenta.moneda)} · ${MEDIO_PAGO_LABELS[p.medio]}`}
                      {p.anulado && <Badge $tone="danger">{` ANULADO: ${p.anulado.motivo}`}</Badge>}
                    </span>
                    <Button $variant="secondary" type="button" onClick={() => void descargar(p)} aria-label={`Descargar recibo N.º ${p.recibo.numero}`}>
                      Descargar
                    </Button>
                    {wa && !p.anulado && (
                      <ButtonAnchor $variant="secondary" href={wa} target="_blank" rel="noopener noreferrer" aria-label={`Enviar recibo N.º ${p.recibo.numero} por WhatsApp`}>
                        WhatsApp
                      </ButtonAnchor>
                    )}
                    {permisos.anularPago && !p.anulado && (
                      <Button $variant="danger" type="button" onClick={() => setDialogo({ anular: p })} aria-label={`Anular recibo N.º ${p.recibo.numero}`}>
                        Anular
                      </Button>
                    )}
                  </li>
                );
              })}
            </Recibos>
          )}
          <h3>Cargos</h3>
          <Cargos
            cuenta={cuenta}
            puedeAnular={permisos.anularCargo}
            onAnular={(g) => setDialogo({ anularCargo: g })}
            onCorregir={(g) => setDialogo({ corregirCargo: g })}
            onError={(m) => showToast(m, 'error')}
          />
          <p>
            <LinkAlone to="/liquidaciones">Liquidaciones a propietarios</LinkAlone>
          </p>
          {permisos.enlacePropietario && <EnlacePropietario c={c} showToast={showToast} />}
        </>
      )}
      {dialogo === 'pago' && (
        <RegistrarPago
          c={c}
          onClose={(p, enviadoA) => {
            setDialogo(null);
            if (p) showToast(`Pago registrado: recibo N.º ${p.recibo.numero}${enviadoA ? ` (enviado por email a ${enviadoA})` : ''}`, 'success');
          }}
        />
      )}
      {dialogo === 'cargo' && (
        <AgregarCargo
          c={c}
          onClose={(agregado) => {
            setDialogo(null);
            if (agregado) showToast(agregado, 'success');
          }}
        />
      )}
      {dialogo === 'condonar' && cuenta && (
        <ConMotivo
          titulo="Condonar punitorios"
          accion="Condonar"
          conPeriodo={cuenta.cuotas.filter((q) => q.punitorios > 0 && !q.condonado).map((q) => q.periodo)}
          onClose={(hecho) => {
            setDialogo(null);
            if (hecho) showToast('Punitorios condonados', 'success');
          }}
          onConfirm={async (motivo, periodo) => {
            await condonarPunitorios(c._id, { motivo, periodo });
            await cuentaCambio(mutate, c._id);
          }}
        />
      )}
      {dialogo && typeof dialogo === 'object' && 'corregirCargo' in dialogo && (
        <CorregirCargo
          g={dialogo.corregirCargo}
          moneda={c.moneda}
          contrato={c._id}
          onClose={(hecho) => {
            setDialogo(null);
            if (hecho) showToast(`Cargo corregido: ${dialogo.corregirCargo.concepto}`, 'success');
          }}
        />
      )}
      {dialogo && typeof dialogo === 'object' && 'anularCargo' in dialogo && (
        <ConMotivo
          titulo={`Anular cargo ${dialogo.anularCargo.concepto} (${formatPeriodo(dialogo.anularCargo.periodo)})`}
          accion="Anular cargo"
          onClose={(hecho) => {
            setDialogo(null);
            if (hecho) showToast(`Cargo anulado: ${dialogo.anularCargo.concepto}`, 'success');
          }}
          onConfirm={async (motivo) => {
            await anularCargo(dialogo.anularCargo._id, { motivo });
            await cuentaCambio(mutate, c._id);
          }}
        />
      )}
      {dialogo && typeof dialogo === 'object' && 'anular' in dialogo && (
        <ConMotivo
          titulo={`Anular recibo N.º ${dialogo.anular.recibo.numero}`}
          accion="Anular pago"
          aviso="No se puede deshacer: el recibo queda con su número y dice ANULADO, y su monto vuelve a deberse. Si el recibo se le envió por email, el inquilino recibe un aviso de la anulación."
          onClose={(hecho) => {
            setDialogo(null);
            if (hecho) showToast(`Recibo N.º ${dialogo.anular.recibo.numero} anulado`, 'success');
          }}
          onConfirm={async (motivo) => {
            await anularPago(dialogo.anular._id, { motivo });
            await cuentaCambio(mutate, c._id);
          }}
        />
      )}
    </Panel>
  );
}
