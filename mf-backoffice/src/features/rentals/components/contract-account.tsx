// The contract page's money: 'Registrar pago' (a dialog), the account with its running balance, the receipts (download,
// send to the tenant by WhatsApp, void with a reason), 'Agregar cargo', the charges (a voided one struck through) and
// waiving a period's late interest. Voiding, waiving and the owner's link are shown to admins only (contracts'
// permisosDeRol, the rule the API applies).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  A_CARGO_DE, MEDIOS_PAGO, MEDIO_PAGO_LABELS, formatFecha, formatPeriodo, formatPeriodoCorto, nombreValorIndice, formatImporte, hoyArgentina, mensajeRecibo, whatsappHref,
  type Cargo, type ContratoDetalle, type Cuenta, type ErroresCampo, type Pago,
} from '@inmo/contracts';
import { ApiError, useSubmitKey } from '@inmo/shell/platform';
import { Alert, AmountInput, Badge, Button, ButtonAnchor, Field, Modal, Panel, Spinner, useToast } from '@inmo/ui';
import { ButtonRow, PanelHead } from '../../../components/ui/layout.js';
import { CardTable } from '../../../components/ui/card-table.js';
import { descargarPdf } from '../../../components/ui/download-pdf.js';
import { usePermisos } from '../../../components/account.js';
import { anularCargo, anularPago, condonarPunitorios, cuentaCambio, registrarCargo, registrarPago, useCuenta } from '../api/cuenta.js';
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

function AgregarCargo({ c, onClose }: { c: ContratoDetalle; onClose: (agregado?: string) => void }) {
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
      onClose(`Cargo agregado: ${concepto.trim()}, a cargo del ${aCargoDe}`);
    } catch (err) {
      const x = errorDe(err, 'No se pudo agregar el cargo');
      setErrores(x.errores);
      setError(x.mensaje);
    }
  };
  return (
    <Modal open title="Agregar cargo" onClose={() => onClose()}>
      <form onSubmit={submit} noValidate aria-label="Agregar cargo">
        {error && <Alert role="alert">{error}</Alert>}
        <Field id="cargo-periodo" label="Período" error={errores.periodo}>
          {(a) => <input {...a} type="month" value={periodo} onChange={(e) => setPeriodo(e.target.value)} />}
        </Field>
        <Field id="cargo-concepto" label="Concepto (expensas, impuestos, servicios, arreglos…)" error={errores.concepto}>
          {(a) => <input {...a} value={concepto} onChange={(e) => setConcepto(e.target.value)} />}
        </Field>
        <Field id="cargo-monto" label={`Monto (${c.moneda})`} error={errores.monto}>
          {(a) => <AmountInput {...a} nombre="Monto" moneda={c.moneda} value={monto} onChange={setMonto} />}
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
          <Button $variant="secondary" type="button" onClick={() => onClose()}>
            Cancelar
          </Button>
          <Button type="submit">Agregar cargo</Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

function ConMotivo({ titulo, accion, aviso, onConfirm, onClose, conPeriodo }: { titulo: string; accion: string; aviso?: string; onConfirm: (motivo: string, periodo: string) => Promise<unknown>; onClose: (hecho?: boolean) => void; conPeriodo?: string[] }) {
  const [motivo, setMotivo] = useState('');
  const [periodo, setPeriodo] = useState(conPeriodo?.[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await onConfirm(motivo, periodo);
      onClose(true);
    } catch (err) {
      setError(errorDe(err, 'No se pudo completar la acción').mensaje);
    }
  };
  return (
    <Modal open title={titulo} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate aria-label={titulo}>
        {error && <Alert role="alert">{error}</Alert>}
        {aviso && <p>{aviso}</p>}
        {conPeriodo && (
          <Field id="motivo-periodo" label="Período">
            {(a) => (
              <select {...a} value={periodo} onChange={(e) => setPeriodo(e.target.value)}>
                {conPeriodo.map((p) => (
                  <option key={p} value={p}>
                    {formatPeriodo(p)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field id="motivo-texto" label="Motivo">
          {(a) => <textarea {...a} rows={3} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={() => onClose()}>
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

/**
 * What a line of the account is, in words: the month's rent, a charge to the tenant (its concept), a payment with its
 * receipt and method, or late interest (the ledger's own text names the days).
 */
export function nombreMovimiento(m: Cuenta['movimientos'][number], cuenta: Cuenta): string {
  if (m.haber > 0 && m.pago) {
    const p = cuenta.pagos.find((x) => x._id === m.pago);
    return p ? `Pago · recibo N.º ${p.recibo.numero} (${MEDIO_PAGO_LABELS[p.medio]})` : 'Pago';
  }
  if (m.concepto === 'Alquiler') return 'Alquiler del mes';
  if (m.concepto.startsWith('Punitorios')) return m.concepto;
  const cargo = cuenta.cargos.find((g) => !g.anulado && g.aCargoDe === 'inquilino' && g.periodo === m.periodo && g.concepto === m.concepto);
  return cargo ? `Cargo al inquilino: ${m.concepto}` : m.concepto;
}

function Movimientos({ cuenta }: { cuenta: Cuenta }) {
  if (cuenta.movimientos.length === 0) return <p>Todavía no hay movimientos.</p>;
  return (
    <CardTable role="group" aria-label="Movimientos de la cuenta">
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
              <td data-label="Fecha">{formatFecha(m.fecha)}</td>
              <td data-label="Concepto">{m.provisorio ? <em>{nombreMovimiento(m, cuenta)}</em> : nombreMovimiento(m, cuenta)}</td>
              <td data-label="Período">{formatPeriodoCorto(m.periodo)}</td>
              <td data-label="Debe" className="num">{m.debe ? formatImporte(m.debe, cuenta.moneda) : ''}</td>
              <td data-label="Haber" className="num">{m.haber ? formatImporte(m.haber, cuenta.moneda) : ''}</td>
              <td data-label="Saldo" className="num">{formatImporte(m.saldo, cuenta.moneda)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardTable>
  );
}

/** Who pays a charge and where it goes. */
const QUIEN_PAGA: Record<Cargo['aCargoDe'], string> = {
  inquilino: 'Paga el inquilino: se suma a su cuenta',
  propietario: 'Paga el propietario: se descuenta de su liquidación',
};

/** The charges of the contract, each with who pays and what it is; a voided one stays, struck through, with its reason. */
function Cargos({ cuenta, puedeAnular, onAnular }: { cuenta: Cuenta; puedeAnular: boolean; onAnular: (g: Cargo) => void }) {
  if (cuenta.cargos.length === 0) return <p>Sin cargos registrados.</p>;
  const tachado = (g: Cargo, t: string) => (g.anulado ? <del>{t}</del> : t);
  return (
    <CardTable role="group" aria-label="Cargos">
      <table>
        <thead>
          <tr>
            <th scope="col">Período</th>
            <th scope="col">Concepto</th>
            <th scope="col" className="num">Monto</th>
            <th scope="col">A cargo de</th>
            <th scope="col">Estado</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {[...cuenta.cargos].reverse().map((g) => (
            <tr key={g._id} data-anulado={g.anulado ? 'si' : undefined}>
              <td data-label="Período">{tachado(g, formatPeriodo(g.periodo))}</td>
              <td data-label="Concepto">{tachado(g, g.descripcion ? `${g.concepto} (${g.descripcion})` : g.concepto)}</td>
              <td data-label="Monto" className="num">{tachado(g, formatImporte(g.monto, cuenta.moneda))}</td>
              <td data-label="A cargo de">{QUIEN_PAGA[g.aCargoDe]}</td>
              <td data-label="Estado">
                {g.anulado ? <Badge $tone="danger">{`ANULADO: ${g.anulado.motivo}`}</Badge> : g.liquidacion ? 'Descontado en una liquidación' : 'Vigente'}
              </td>
              <td data-label="">
                {puedeAnular && !g.anulado && (
                  <Button $variant="danger" type="button" onClick={() => onAnular(g)} aria-label={`Anular cargo ${g.concepto} de ${formatPeriodo(g.periodo)}`}>
                    Anular
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardTable>
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
  const [dialogo, setDialogoRaw] = useState<null | 'pago' | 'cargo' | 'condonar' | { anular: Pago } | { anularCargo: Cargo }>(null);
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
          <Cargos cuenta={cuenta} puedeAnular={permisos.anularCargo} onAnular={(g) => setDialogo({ anularCargo: g })} />
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
