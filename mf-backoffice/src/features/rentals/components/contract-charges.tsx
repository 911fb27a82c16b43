// The contract's charges: 'Agregar cargo' (a dialog: period, concept, amount, who owes it, who paid it, the bill, or
// repeated every month as a recurring charge) and the list of charges — who paid, who owes, the bill ('Ver
// comprobante'), 'Corregir' and 'Anular' with a reason for admins; a voided one stays, struck through.
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import {
  AUTH_HEADER, A_CARGO_DE, A_CARGO_DE_LABELS, COMPROBANTE_MAX_BYTES, PAGADO_POR, PAGADO_POR_LABELS, formatPeriodo, formatImporte, hoyArgentina,
  type Cargo, type ContratoDetalle, type Cuenta,
} from '@inmo/contracts';
import { API_BASE, getToken } from '@inmo/shell/platform';
import { Alert, AmountInput, Badge, Button, Field, Modal } from '@inmo/ui';
import { ButtonRow } from '../../../components/ui/layout.js';
import { CardTable } from '../../../components/ui/card-table.js';
import { errorDeEnvio, useEnvio } from '../../../components/ui/use-envio.js';
import { corregirCargo, cuentaCambio, registrarCargo, registrarCargoFijo, subirComprobante } from '../api/cuenta.js';

/** What a charge does to each account, in words. */
export function efectoCargo(g: Pick<Cargo, 'aCargoDe' | 'pagadoPor'>): string {
  if (g.aCargoDe === 'propietario') return g.pagadoPor === 'inquilino' ? 'Se acredita al inquilino y se descuenta al propietario' : 'Se descuenta de la liquidación del propietario';
  return g.pagadoPor === 'propietario' ? 'Lo debe el inquilino y se acredita al propietario' : 'Se suma a la cuenta del inquilino';
}

/** Opens a charge's bill in a new tab (the API asks for the session's token, so it is fetched, then shown). */
async function verComprobante(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  const token = getToken();
  const res = await fetch(`${API_BASE}${url.replace(/^\/api/, '')}`, { headers: token ? { [AUTH_HEADER]: token } : {} });
  if (!res.ok) {
    tab?.close();
    throw new Error('No se pudo abrir el comprobante');
  }
  const href = URL.createObjectURL(await res.blob());
  if (tab) tab.location.href = href;
  else window.location.assign(href);
}

export function AgregarCargo({ c, onClose }: { c: ContratoDetalle; onClose: (agregado?: string) => void }) {
  const { mutate } = useSWRConfig();
  const [periodo, setPeriodo] = useState(hoyArgentina().slice(0, 7));
  const [concepto, setConcepto] = useState('');
  const [monto, setMonto] = useState('');
  const [aCargoDe, setACargoDe] = useState<(typeof A_CARGO_DE)[number]>('inquilino');
  const [pagadoPor, setPagadoPor] = useState<(typeof PAGADO_POR)[number]>('inmobiliaria');
  const [mensual, setMensual] = useState(false);
  const [hasta, setHasta] = useState('');
  const [archivo, setArchivo] = useState<File | null>(null);
  const { errores, setErrores, error, enviando, enviar } = useEnvio();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (archivo && archivo.size > COMPROBANTE_MAX_BYTES) {
      setErrores({ archivo: 'El comprobante no puede superar los 5 MB' });
      return;
    }
    return enviar(async () => {
      if (mensual) {
        await registrarCargoFijo(c._id, { concepto, monto, aCargoDe, pagadoPor, desde: periodo, hasta: hasta || null });
      } else {
        const r = await registrarCargo(c._id, { periodo, concepto, monto, aCargoDe, pagadoPor });
        if (archivo) {
          const form = new FormData();
          form.append('archivo', archivo, archivo.name);
          try {
            await subirComprobante(r.data._id, form);
          } catch (err) {
            await cuentaCambio(mutate, c._id);
            onClose(`Cargo agregado sin comprobante: ${errorDeEnvio(err, 'no se pudo subir el archivo').mensaje}`);
            return;
          }
        }
      }
      await cuentaCambio(mutate, c._id);
      onClose(`${mensual ? 'Cargo mensual agregado' : 'Cargo agregado'}: ${concepto.trim()}, a cargo del ${aCargoDe}`);
    }, 'No se pudo agregar el cargo');
  };
  return (
    <Modal open title="Agregar cargo" onClose={() => onClose()}>
      <form onSubmit={submit} noValidate aria-label="Agregar cargo">
        {error && <Alert role="alert">{error}</Alert>}
        <Field id="cargo-periodo" label={mensual ? 'Desde (mes)' : 'Período'} error={errores.periodo ?? errores.desde}>
          {(a) => <input {...a} type="month" value={periodo} onChange={(e) => setPeriodo(e.target.value)} />}
        </Field>
        <Field id="cargo-concepto" label="Concepto (expensas, impuestos, servicios, arreglos…)" error={errores.concepto}>
          {(a) => <input {...a} value={concepto} onChange={(e) => setConcepto(e.target.value)} />}
        </Field>
        <Field id="cargo-monto" label={mensual ? `Monto mensual (${c.moneda})` : `Monto (${c.moneda})`} error={errores.monto}>
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
        <Field id="cargo-pagado-por" label="Pagado por" error={errores.pagadoPor}>
          {(a) => (
            <select {...a} value={pagadoPor} onChange={(e) => setPagadoPor(e.target.value as typeof pagadoPor)}>
              <option value="inmobiliaria">La inmobiliaria</option>
              <option value="inquilino">El inquilino</option>
              <option value="propietario">El propietario</option>
            </select>
          )}
        </Field>
        <p role="note">{efectoCargo({ aCargoDe, pagadoPor })}</p>
        <Field id="cargo-mensual" label="Se repite todos los meses (cargo fijo)">
          {(a) => <input {...a} type="checkbox" checked={mensual} onChange={(e) => setMensual(e.target.checked)} />}
        </Field>
        {mensual ? (
          <Field id="cargo-hasta" label="Hasta (mes, opcional: si no, hasta el fin del contrato)" error={errores.hasta}>
            {(a) => <input {...a} type="month" value={hasta} onChange={(e) => setHasta(e.target.value)} />}
          </Field>
        ) : (
          <Field id="cargo-comprobante" label="Comprobante (opcional: PDF o imagen, hasta 5 MB)" error={errores.archivo}>
            {(a) => <input {...a} type="file" accept="application/pdf,image/jpeg,image/png,image/webp" onChange={(e) => setArchivo(e.target.files?.[0] ?? null)} />}
          </Field>
        )}
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={() => onClose()}>
            Cancelar
          </Button>
          <Button type="submit" disabled={enviando}>
            Agregar cargo
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

/** A charge's amount corrected (a month of a recurring charge), with the reason. */
export function CorregirCargo({ g, moneda, contrato, onClose }: { g: Cargo; moneda: string; contrato: string; onClose: (hecho?: boolean) => void }) {
  const { mutate } = useSWRConfig();
  const [monto, setMonto] = useState('');
  const [motivo, setMotivo] = useState('');
  const { errores, error, enviar } = useEnvio();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return enviar(async () => {
      await corregirCargo(g._id, { monto, motivo });
      await cuentaCambio(mutate, contrato);
      onClose(true);
    }, 'No se pudo corregir el cargo');
  };
  return (
    <Modal open title={`Corregir ${g.concepto} (${formatPeriodo(g.periodo)})`} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate aria-label="Corregir cargo">
        {error && <Alert role="alert">{error}</Alert>}
        <p>{`Monto actual: ${formatImporte(g.monto, moneda)}`}</p>
        <Field id="corregir-monto" label={`Monto corregido (${moneda})`} error={errores.monto}>
          {(a) => <AmountInput {...a} nombre="Monto" moneda={moneda} value={monto} onChange={setMonto} />}
        </Field>
        <Field id="corregir-motivo" label="Motivo" error={errores.motivo}>
          {(a) => <textarea {...a} rows={2} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={() => onClose()}>
            Cancelar
          </Button>
          <Button type="submit">Corregir</Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

/** The contract's charges: who paid, who owes, the bill; a voided one stays, struck through, with its reason. */
export function Cargos({ cuenta, puedeAnular, onAnular, onCorregir, onError }: {
  cuenta: Cuenta;
  puedeAnular: boolean;
  onAnular: (g: Cargo) => void;
  onCorregir: (g: Cargo) => void;
  onError: (mensaje: string) => void;
}) {
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
            <th scope="col">Pagó</th>
            <th scope="col">A cargo de</th>
            <th scope="col">Estado</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {[...cuenta.cargos].reverse().map((g) => (
            <tr key={g._id} data-anulado={g.anulado ? 'si' : undefined}>
              <td data-label="Período">{tachado(g, formatPeriodo(g.periodo))}</td>
              <td data-label="Concepto">{tachado(g, `${g.descripcion ? `${g.concepto} (${g.descripcion})` : g.concepto}${g.cargoFijo ? ' · mensual' : ''}`)}</td>
              <td data-label="Monto" className="num">{tachado(g, formatImporte(g.monto, cuenta.moneda))}</td>
              <td data-label="Pagó">{PAGADO_POR_LABELS[g.pagadoPor]}</td>
              <td data-label="A cargo de">{`${A_CARGO_DE_LABELS[g.aCargoDe]} · ${efectoCargo(g)}`}</td>
              <td data-label="Estado">
                {g.anulado ? <Badge $tone="danger">{`ANULADO: ${g.anulado.motivo}`}</Badge> : g.liquidacion ? 'Descontado en una liquidación' : 'Vigente'}
              </td>
              <td data-label="">
                <ButtonRow>
                  {g.comprobante && (
                    <Button
                      $variant="secondary"
                      type="button"
                      aria-label={`Ver comprobante de ${g.concepto} de ${formatPeriodo(g.periodo)}`}
                      onClick={() => void verComprobante(g.comprobante!.url).catch(() => onError('No se pudo abrir el comprobante'))}
                    >
                      Ver comprobante
                    </Button>
                  )}
                  {puedeAnular && !g.anulado && (
                    <Button $variant="secondary" type="button" onClick={() => onCorregir(g)} aria-label={`Corregir cargo ${g.concepto} de ${formatPeriodo(g.periodo)}`}>
                      Corregir
                    </Button>
                  )}
                  {puedeAnular && !g.anulado && (
                    <Button $variant="danger" type="button" onClick={() => onAnular(g)} aria-label={`Anular cargo ${g.concepto} de ${formatPeriodo(g.periodo)}`}>
                      Anular
                    </Button>
                  )}
                </ButtonRow>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardTable>
  );
}
