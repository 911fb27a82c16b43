// The contract page's dialogs: 'Editar' (the terms, sent with the version read: 409 if stale), 'Renovar' (a new
// contract for the same property and parties, proposing the last rent the schedule could compute) and 'Rescindir'.
// One dialog shape serves the three (ContractDialog: its form, its refusal and each field's message), and the
// adjustment's fields are one block (AjusteFields).
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  INDICES_AJUSTE, INDICE_LABELS, REZAGO_POR_DEFECTO, formatFecha, formatImporte, formatPeriodo, nombreValorIndice, textoAr,
  type ContratoDetalle, type ErroresCampo, type IndiceAjuste,
} from '@inmo/contracts';
import { Alert, AmountInput, Button, Field, Hint, Modal, Options } from '@inmo/ui';
import { ButtonRow } from '../../../components/ui/layout.js';
import { useEnvio } from '../../../components/ui/use-envio.js';
import { contratosCambiaron, editarContrato, renovarContrato, rescindirContrato } from '../api/contratos.js';
import { RezagoField } from './rezago-field.js';

interface DialogProps {
  titulo: string;
  boton: string;
  peligro?: boolean;
  /** What the dialog says when the API refuses without a message of its own. */
  fallo: string;
  onClose: () => void;
  /** Sends the form; the dialog closes once it resolves. */
  guardar: () => Promise<unknown>;
  children: (errores: ErroresCampo) => ReactNode;
}

/** A contract's dialog: the form, the refusal above it, each field's message, Cancelar and the action. */
function ContractDialog({ titulo, boton, peligro, fallo, onClose, guardar, children }: DialogProps) {
  const { mutate } = useSWRConfig();
  const { errores, error, enviar } = useEnvio();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return enviar(async () => {
      await guardar();
      await contratosCambiaron(mutate);
      onClose();
    }, fallo);
  };
  return (
    <Modal open title={titulo} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={titulo}>
        {error && <Alert role="alert">{error}</Alert>}
        {children(errores)}
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button $variant={peligro ? 'danger' : undefined} type="submit">
            {boton}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

interface Ajuste {
  indice: IndiceAjuste;
  cadaMeses: string;
  porcentaje: string;
  rezagoMeses: string;
}

const ajusteDe = (c: ContratoDetalle): Ajuste => ({
  indice: c.ajuste.indice,
  cadaMeses: textoAr(c.ajuste.cadaMeses),
  porcentaje: textoAr(c.ajuste.porcentaje),
  rezagoMeses: String(c.ajuste.rezagoMeses ?? REZAGO_POR_DEFECTO),
});

const nulo = (v: string) => (v.trim() === '' ? null : v);

/** The adjustment as the API takes it: the percentage only for 'FIJO'. */
const ajusteParaEnviar = (a: Ajuste) => ({ indice: a.indice, cadaMeses: nulo(a.cadaMeses), porcentaje: a.indice === 'FIJO' ? nulo(a.porcentaje) : null, rezagoMeses: Number(a.rezagoMeses) });

/** Índice, how often, the index's lag and (for 'FIJO') the percentage; `id` prefixes the fields' ids. */
function AjusteFields({ id, a, set, errores }: { id: string; a: Ajuste; set: (cambio: Partial<Ajuste>) => void; errores: ErroresCampo }) {
  return (
    <>
      <Field id={`${id}-indice`} label="Índice" error={errores['ajuste.indice']}>
        {(p) => (
          <select {...p} value={a.indice} onChange={(e) => set({ indice: e.target.value as IndiceAjuste })}>
            <Options values={INDICES_AJUSTE} labels={INDICE_LABELS} />
          </select>
        )}
      </Field>
      {a.indice !== 'NINGUNO' && (
        <Field id={`${id}-cada`} label="Cada cuántos meses" error={errores['ajuste.cadaMeses']}>
          {(p) => <AmountInput {...p} nombre="Cada cuántos meses" como="entero" value={a.cadaMeses} onChange={(v) => set({ cadaMeses: v })} />}
        </Field>
      )}
      <RezagoField id={`${id}-rezago`} indice={a.indice} value={a.rezagoMeses} onChange={(v) => set({ rezagoMeses: v })} error={errores['ajuste.rezagoMeses']} />
      {a.indice === 'FIJO' && (
        <Field id={`${id}-porcentaje`} label="Porcentaje de ajuste (%)" error={errores['ajuste.porcentaje']}>
          {(p) => <AmountInput {...p} nombre="Porcentaje de ajuste" como="numero" value={a.porcentaje} onChange={(v) => set({ porcentaje: v })} />}
        </Field>
      )}
    </>
  );
}

/** One form's fields, and a setter of some of them. */
function useForm<T>(inicial: T): [T, (cambio: Partial<T>) => void] {
  const [f, setF] = useState(inicial);
  return [f, (cambio) => setF((x) => ({ ...x, ...cambio }))];
}

export function Rescindir({ c, onClose }: { c: ContratoDetalle; onClose: () => void }) {
  const [f, set] = useForm({ fecha: '', motivo: '' });
  return (
    <ContractDialog titulo="Rescindir contrato" boton="Rescindir" peligro fallo="No se pudo rescindir el contrato" onClose={onClose} guardar={() => rescindirContrato(c._id, f)}>
      {(errores) => (
        <>
          <Field id="resc-fecha" label="Fecha de rescisión" error={errores.fecha}>
            {(a) => <input {...a} type="date" value={f.fecha} onChange={(e) => set({ fecha: e.target.value })} />}
          </Field>
          <Field id="resc-motivo" label="Motivo" error={errores.motivo}>
            {(a) => <textarea {...a} rows={3} value={f.motivo} onChange={(e) => set({ motivo: e.target.value })} />}
          </Field>
        </>
      )}
    </ContractDialog>
  );
}

/** Corrects a running contract's terms (parties, guarantors and start stay), sent with the version read: 409 if stale. */
export function Editar({ c, onClose }: { c: ContratoDetalle; onClose: () => void }) {
  const s = (v: number | null) => textoAr(v);
  const [f, set] = useForm({ meses: s(c.meses), montoInicial: s(c.montoInicial), diaVencimiento: s(c.diaVencimiento), punitorioDiario: s(c.punitorioDiario), comisionAdministracion: s(c.comisionAdministracion), deposito: s(c.deposito) });
  const [a, setA] = useForm(ajusteDe(c));
  const guardar = () =>
    editarContrato(c._id, {
      propietario: c.propietario._id, inquilino: c.inquilino._id, garantes: c.garantes, inicio: c.inicio, meses: nulo(f.meses), moneda: c.moneda,
      montoInicial: nulo(f.montoInicial), diaVencimiento: nulo(f.diaVencimiento), punitorioDiario: nulo(f.punitorioDiario),
      comisionAdministracion: nulo(f.comisionAdministracion), deposito: nulo(f.deposito), destino: c.destino, version: c.version, ajuste: ajusteParaEnviar(a),
    });
  return (
    <ContractDialog titulo="Editar contrato" boton="Guardar" fallo="No se pudo guardar el contrato" onClose={onClose} guardar={guardar}>
      {(errores) => (
        <>
          <Field id="ed-meses" label="Duración (meses)" error={errores.meses}>
            {(p) => <AmountInput {...p} nombre="Duración en meses" como="entero" value={f.meses} onChange={(v) => set({ meses: v })} />}
          </Field>
          <Field id="ed-monto" label="Monto inicial" error={errores.montoInicial}>
            {(p) => <AmountInput {...p} nombre="Monto inicial" moneda={c.moneda} value={f.montoInicial} onChange={(v) => set({ montoInicial: v })} />}
          </Field>
          <AjusteFields id="ed" a={a} set={setA} errores={errores} />
          <Field id="ed-dia" label="Día de vencimiento (1–28)" error={errores.diaVencimiento}>
            {(p) => <AmountInput {...p} nombre="Día de vencimiento" como="entero" value={f.diaVencimiento} onChange={(v) => set({ diaVencimiento: v })} />}
          </Field>
          <Field id="ed-punitorio" label="Punitorio diario (%)" error={errores.punitorioDiario}>
            {(p) => <AmountInput {...p} nombre="Punitorio diario" como="numero" value={f.punitorioDiario} onChange={(v) => set({ punitorioDiario: v })} />}
          </Field>
          <Field id="ed-comision" label="Comisión de administración (%)" error={errores.comisionAdministracion}>
            {(p) => <AmountInput {...p} nombre="Comisión de administración" como="numero" value={f.comisionAdministracion} onChange={(v) => set({ comisionAdministracion: v })} />}
          </Field>
          <Field id="ed-deposito" label="Depósito" error={errores.deposito}>
            {(p) => <AmountInput {...p} nombre="Depósito" moneda={c.moneda} placeholder="Sin depósito" value={f.deposito} onChange={(v) => set({ deposito: v })} />}
          </Field>
        </>
      )}
    </ContractDialog>
  );
}

/** A new contract for the same property and parties, from the old one's end, at the last rent the schedule computed. */
export function Renovar({ c, onClose }: { c: ContratoDetalle; onClose: () => void }) {
  const navigate = useNavigate();
  const ultimaCuota = [...c.cuotas].reverse().find((q) => q.monto !== null);
  const ultimo = ultimaCuota?.monto ?? c.montoInicial;
  const pendientes = c.ajustes.filter((x) => x.montoNuevo === null);
  const [f, set] = useForm({ inicio: c.rescision?.fecha ?? c.fin, meses: String(c.meses), montoInicial: textoAr(ultimo) });
  const [a, setA] = useForm(ajusteDe(c));
  const guardar = async () => {
    const r = await renovarContrato(c._id, {
      inicio: f.inicio, meses: f.meses, moneda: c.moneda, montoInicial: f.montoInicial, diaVencimiento: c.diaVencimiento, punitorioDiario: c.punitorioDiario,
      comisionAdministracion: c.comisionAdministracion, deposito: c.deposito, destino: c.destino, ajuste: ajusteParaEnviar(a),
    });
    navigate(`/contrato/${encodeURIComponent(r.data._id)}`);
  };
  return (
    <ContractDialog titulo="Renovar contrato" boton="Renovar" fallo="No se pudo renovar el contrato" onClose={onClose} guardar={guardar}>
      {(errores) => (
        <>
          <Field id="ren-inicio" label="Inicio del nuevo contrato" error={errores.inicio}>
            {(p) => <input {...p} type="date" value={f.inicio} onChange={(e) => set({ inicio: e.target.value })} />}
          </Field>
          <Field id="ren-meses" label="Duración (meses)" error={errores.meses}>
            {(p) => <AmountInput {...p} nombre="Duración en meses" como="entero" value={f.meses} onChange={(v) => set({ meses: v })} />}
          </Field>
          <Field id="ren-monto" label="Monto inicial" error={errores.montoInicial}>
            {(p) => <AmountInput {...p} nombre="Monto inicial" moneda={c.moneda} value={f.montoInicial} onChange={(v) => set({ montoInicial: v })} />}
          </Field>
          <Hint role="note">
            {`Propuesto: el último alquiler calculado, ${formatImporte(ultimo, c.moneda)}${ultimaCuota ? ` (cuota de ${formatPeriodo(ultimaCuota.periodo)})` : ''}.`}
            {pendientes.length > 0 &&
              ` ${pendientes.length === 1 ? 'Falta calcular el ajuste' : `Faltan calcular ${pendientes.length} ajustes`}: ${pendientes
                .map((x) => `desde el ${formatFecha(x.desde)}${x.falta ? ` (falta ${nombreValorIndice(x.indice, x.falta)})` : ''}`)
                .join('; ')}. Revisá el monto antes de renovar.`}
          </Hint>
          <AjusteFields id="ren" a={a} set={setA} errores={errores} />
        </>
      )}
    </ContractDialog>
  );
}
