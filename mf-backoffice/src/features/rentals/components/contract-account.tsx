// The contract page's money: 'Registrar pago' (a dialog), the account with its running balance, the receipts (download,
// send to the tenant by WhatsApp, void with a reason), 'Agregar cargo' and waiving a period's late interest.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  A_CARGO_DE, MEDIOS_PAGO, MEDIO_PAGO_LABELS, formatFecha, formatImporte, mensajeRecibo, whatsappHref,
  type ContratoDetalle, type Cuenta, type ErroresCampo, type Pago,
} from '@inmo/contracts';
import { ApiError, useSubmitKey } from '@inmo/shell/platform';
import { Alert, Badge, Button, ButtonAnchor, Field, Modal, Panel, Spinner } from '@inmo/ui';
import { ButtonRow, PanelHead } from '../../../components/ui/layout.js';
import { descargarPdf } from '../../../components/ui/download-pdf.js';
import { anularPago, condonarPunitorios, crearEnlacePropietario, cuentaCambio, registrarCargo, registrarPago, revocarEnlacePropietario, useCuenta } from '../api/cuenta.js';

const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    white-space: nowrap;
  }
  td.num,
  th.num {
    text-align: right;
  }
`;

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

const hoy = () => new Date(Date.now() - 3 * 3600 * 1000).toISOString().slice(0, 10);

function errorDe(err: unknown, porDefecto: string): { errores: ErroresCampo; mensaje: string } {
  return { errores: (err instanceof ApiError && err.errors) || {}, mensaje: (err instanceof ApiError && err.serverError) || porDefecto };
}

function RegistrarPago({ c, onClose }: { c: ContratoDetalle; onClose: (pago?: Pago, enviadoA?: string | null) => void }) {
  const { mutate } = useSWRConfig();
  const clave = useSubmitKey();
  const [fecha, setFecha] = useState(hoy());
  const [monto, setMonto] = useState('');
  const [medio, setMedio] = useState<(typeof MEDIOS_PAGO)[number]>('transferencia');
  const [nota, setNota] = useState('');
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setEnviando(true);
    const body = { fecha, monto, medio, nota };
    try {
      const r = await registrarPago(c._id, body, clave.for(body));
      clave.done();
      await cuentaCambio(mutate, c._id);
      onClose(r.data.pago, r.data.recibo.enviadoA);
    } catch (err) {
      const x = errorDe(err, 'No se pudo registrar el pago');
      setErrores(x.errores);
      setError(x.mensaje);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal open title="Registrar pago" onClose={() => onClose()}>
      <form onSubmit={submit} noValidate aria-label="Registrar pago">
        {error && <Alert role="alert">{error}</Alert>}
        <Field id="pago-fecha" label="Fecha del pago" error={errores.fecha}>
          {(a) => <input {...a} type="date" value={fecha} max={hoy()} onChange={(e) => setFecha(e.target.value)} />}
        </Field>
        <Field id="pago-monto" label={`Monto (${c.moneda})`} error={errores.monto}>
          {(a) => <input {...a} inputMode="decimal" value={monto} onChange={(e) => setMonto(e.target.value)} />}
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

function AgregarCargo({ c, onClose }: { c: ContratoDetalle; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const [periodo, setPeriodo] = useState(hoy().slice(0, 7));
  const [concepto, setConcepto] = useState('');
  const [monto, setMonto] = useState('');
  const [aCargoDe, setACargoDe] = useState<(typeof A_CARGO_DE)[number]>('inquilino');
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await registrarCargo(c._id, { periodo, concepto, monto, aCargoDe });
      await cuentaCambio(mutate, c._id);
      onClose();
    } catch (err) {
      const x = errorDe(err, 'No se pudo agregar el cargo');
      setErrores(x.errores);
      setError(x.mensaje);
    }
  };
  return (
    <Modal open title="Agregar cargo" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Agregar cargo">
        {error && <Alert role="alert">{error}</Alert>}
        <Field id="cargo-periodo" label="Período" error={errores.periodo}>
          {(a) => <input {...a} type="month" value={periodo} onChange={(e) => setPeriodo(e.target.value)} />}
        </Field>
        <Field id="cargo-concepto" label="Concepto (expensas, impuestos, servicios, arreglos…)" error={errores.concepto}>
          {(a) => <input {...a} value={concepto} onChange={(e) => setConcepto(e.target.value)} />}
        </Field>
        <Field id="cargo-monto" label={`Monto (${c.moneda})`} error={errores.monto}>
          {(a) => <input {...a} inputMode="decimal" value={monto} onChange={(e) => setMonto(e.target.value)} />}
        </Field>
        <Field id="cargo-a-cargo" label="A cargo de" error={errores.aCargoDe}>
          {(a) => (
            <select {...a} value={aCargoDe} onChange={(e) => setACargoDe(e.target.value as typeof aCargoDe)}>
              <option value="inquilino">Inquilino</option>
              <option value="propietario">Propietario</option>
            </select>
          )}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">Agregar cargo</Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

function ConMotivo({ titulo, accion, onConfirm, onClose, conPeriodo }: { titulo: string; accion: string; onConfirm: (motivo: string, periodo: string) => Promise<unknown>; onClose: () => void; conPeriodo?: string[] }) {
  const [motivo, setMotivo] = useState('');
  const [periodo, setPeriodo] = useState(conPeriodo?.[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await onConfirm(motivo, periodo);
      onClose();
    } catch (err) {
      setError(errorDe(err, 'No se pudo completar la acción').mensaje);
    }
  };
  return (
    <Modal open title={titulo} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={titulo}>
        {error && <Alert role="alert">{error}</Alert>}
        {conPeriodo && (
          <Field id="motivo-periodo" label="Período">
            {(a) => (
              <select {...a} value={periodo} onChange={(e) => setPeriodo(e.target.value)}>
                {conPeriodo.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field id="motivo-texto" label="Motivo">
          {(a) => <textarea {...a} rows={3} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button $variant="danger" type="submit">
            {accion}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

function Movimientos({ cuenta }: { cuenta: Cuenta }) {
  if (cuenta.movimientos.length === 0) return <p>Todavía no hay movimientos.</p>;
  return (
    <Scroll tabIndex={0} aria-label="Movimientos de la cuenta">
      <table>
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Concepto</th>
            <th scope="col">Período</th>
            <th scope="col" className="num">Debe</th>
            <th scope="col" className="num">Haber</th>
            <th scope="col" className="num">Saldo</th>
          </tr>
        </thead>
        <tbody>
          {cuenta.movimientos.map((m, i) => (
            <tr key={i}>
              <td>{formatFecha(m.fecha)}</td>
              <td>{m.provisorio ? <em>{m.concepto}</em> : m.concepto}</td>
              <td>{m.periodo ?? '—'}</td>
              <td className="num">{m.debe ? formatImporte(m.debe, cuenta.moneda) : ''}</td>
              <td className="num">{m.haber ? formatImporte(m.haber, cuenta.moneda) : ''}</td>
              <td className="num">{formatImporte(m.saldo, cuenta.moneda)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** The owner's private page: a new link (shown once, to copy or send by WhatsApp) or revoking it. */
function EnlacePropietario({ c }: { c: ContratoDetalle }) {
  const [url, setUrl] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const wa = url ? whatsappHref(c.propietario.telefonoE164, `Hola ${c.propietario.nombre}: este es tu enlace privado para ver tus alquileres y liquidaciones: ${url}`) : null;
  return (
    <>
      <h3>Página del propietario</h3>
      {aviso && <p role="status">{aviso}</p>}
      {url && (
        <p>
          <input readOnly aria-label="Enlace privado del propietario" value={url} style={{ width: '100%' }} onFocus={(e) => e.currentTarget.select()} />
        </p>
      )}
      <ButtonRow>
        <Button
          $variant="secondary"
          type="button"
          onClick={async () => {
            try {
              const r = await crearEnlacePropietario(c.propietario._id);
              setUrl(`${window.location.origin}${r.data.url}`);
              setAviso('Enlace creado: el anterior, si había, dejó de funcionar.');
            } catch {
              setAviso('No se pudo crear el enlace');
            }
          }}
        >
          Crear enlace privado
        </Button>
        {wa && (
          <ButtonAnchor $variant="secondary" href={wa} target="_blank" rel="noopener noreferrer">
            Enviar al propietario por WhatsApp
          </ButtonAnchor>
        )}
        <Button
          $variant="danger"
          type="button"
          onClick={async () => {
            try {
              await revocarEnlacePropietario(c.propietario._id);
              setUrl(null);
              setAviso('Enlace revocado');
            } catch (err) {
              setAviso(err instanceof ApiError && err.status === 404 ? 'El propietario no tiene un enlace activo' : 'No se pudo revocar el enlace');
            }
          }}
        >
          Revocar enlace
        </Button>
      </ButtonRow>
    </>
  );
}

export function CuentaContrato({ c }: { c: ContratoDetalle }) {
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useCuenta(c._id);
  const [dialogo, setDialogo] = useState<null | 'pago' | 'cargo' | 'condonar' | { anular: Pago }>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const cuenta = data?.data;
  const origen = typeof window === 'undefined' ? '' : window.location.origin;
  const whatsapp = (p: Pago) => whatsappHref(c.inquilino.telefonoE164, mensajeRecibo({ nombre: c.inquilino.nombre, numero: p.recibo.numero, url: `${origen}${p.recibo.publico}` }));
  const descargar = (p: Pago) => descargarPdf(p.recibo.url, `recibo-${p.recibo.numero}.pdf`).catch(() => setAviso('No se pudo descargar el recibo'));
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
          <Button $variant="secondary" type="button" onClick={() => setDialogo('condonar')}>
            Condonar punitorios
          </Button>
        </ButtonRow>
      </PanelHead>
      {aviso && <Alert role="status">{aviso}</Alert>}
      {isLoading && <Spinner role="status" aria-label="Cargando la cuenta" />}
      {error && <Alert role="alert">No se pudo leer la cuenta</Alert>}
      {cuenta && (
        <>
          <p>
            <strong>{`Saldo: ${formatImporte(cuenta.saldo, cuenta.moneda)}`}</strong>
            {cuenta.moraDesde && <Badge $tone="danger">{` En mora desde el ${formatFecha(cuenta.moraDesde)}`}</Badge>}
          </p>
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
                    {!p.anulado && (
                      <Button $variant="danger" type="button" onClick={() => setDialogo({ anular: p })} aria-label={`Anular recibo N.º ${p.recibo.numero}`}>
                        Anular
                      </Button>
                    )}
                  </li>
                );
              })}
            </Recibos>
          )}
          <p>
            <LinkAlone to="/liquidaciones">Liquidaciones a propietarios</LinkAlone>
          </p>
          <EnlacePropietario c={c} />
        </>
      )}
      {dialogo === 'pago' && (
        <RegistrarPago
          c={c}
          onClose={(p, enviadoA) => {
            setDialogo(null);
            if (p) setAviso(`Pago registrado: recibo N.º ${p.recibo.numero}${enviadoA ? ` (enviado por email a ${enviadoA})` : ''}`);
          }}
        />
      )}
      {dialogo === 'cargo' && <AgregarCargo c={c} onClose={() => setDialogo(null)} />}
      {dialogo === 'condonar' && cuenta && (
        <ConMotivo
          titulo="Condonar punitorios"
          accion="Condonar"
          conPeriodo={cuenta.cuotas.filter((q) => q.punitorios > 0 && !q.condonado).map((q) => q.periodo)}
          onClose={() => setDialogo(null)}
          onConfirm={async (motivo, periodo) => {
            await condonarPunitorios(c._id, { motivo, periodo });
            await cuentaCambio(mutate, c._id);
          }}
        />
      )}
      {dialogo && typeof dialogo === 'object' && (
        <ConMotivo
          titulo={`Anular recibo N.º ${dialogo.anular.recibo.numero}`}
          accion="Anular pago"
          onClose={() => setDialogo(null)}
          onConfirm={async (motivo) => {
            await anularPago(dialogo.anular._id, { motivo });
            await cuentaCambio(mutate, c._id);
          }}
        />
      )}
    </Panel>
  );
}
