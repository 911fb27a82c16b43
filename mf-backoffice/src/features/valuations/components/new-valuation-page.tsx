// /nueva-tasacion: the subject (type, town, surfaces, age and condition), the currency, the negotiation discount and
// the owner; 'Proponer comparables' brings the agency's closed sales and listings of the same type and town, each
// ticked to count; a comparable can be added by hand; the result is computed live with the same code the API uses.
// 'Guardar tasación' stores it and opens /tasacion/{id}.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { aNumero, type Tasacion } from '@inmo/contracts';
import { useAgencia, useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Button, Panel, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { crearTasacion, editarTasacion, mensajeError, proponerComparables, tasacionesCambiaron } from '../api/valuations-api.js';
import { filaDe, filasDe, type Fila } from './comparable-rows.js';
import { ComparablesSection } from './comparables-section.js';
import { cuerpoDe, formularioDe, formularioVacio, leerComparable, resultadoEnVivo, sujetoDe, type LecturaComparable, type TasacionForm } from './valuation-form.js';
import { ValuationResult } from './valuation-result.js';
import { ValuationSubject } from './valuation-subject.js';

export function NewValuationPage() {
  useDocumentTitle('Nueva tasación');
  return <ValuationForm />;
}

/**
 * The valuation's form: a new one, or (with `tasacion`) the correction of a saved one, sent with its version; a
 * stale one is refused (409) with the server's message and the form keeps what was typed.
 */
export function ValuationForm({ tasacion, onGuardada, onCancelar }: { tasacion?: Tasacion; onGuardada?: (t: Tasacion) => void; onCancelar?: () => void }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const agencia = useAgencia();
  const [form, setForm] = useState<TasacionForm>(() => (tasacion ? formularioDe(tasacion) : formularioVacio()));
  const [filas, setFilas] = useState<Fila[]>(() => (tasacion ? filasDe(tasacion) : []));
  const cancelar = onCancelar ?? (() => navigate(paths.tasaciones));
  const [proponiendo, setProponiendo] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const clave = useSubmitKey();
  const { toast, showToast } = useToast(4000);

  const lecturas = useMemo<(LecturaComparable | null)[]>(() => filas.map((f) => (f.usar ? leerComparable(f.c, f.edicion, form.tipo) : null)), [filas, form.tipo]);
  const elegidos = useMemo(() => lecturas.flatMap((l) => (l?.ok ? [l.comparable] : [])), [lecturas]);
  const errorComparable = lecturas.find((l): l is { ok: false; error: string } => l !== null && !l.ok)?.error ?? null;
  /** Each ticked row's place among the comparables calculated. */
  const posiciones = useMemo(() => {
    let n = 0;
    return lecturas.map((l) => (l?.ok ? n++ : -1));
  }, [lecturas]);
  const cotizacion = agencia.cotizacionDolar?.valor ?? null;
  const calculo = useMemo(() => resultadoEnVivo(form, elegidos, cotizacion), [form, elegidos, cotizacion]);
  const vivo = errorComparable ? { ok: false as const, campo: 'comparables', error: errorComparable } : calculo;

  const proponer = async () => {
    setAviso(null);
    if (!form.localidad.trim()) {
      setAviso('Ingrese la localidad');
      return;
    }
    setProponiendo(true);
    try {
      const propuestos = await proponerComparables({ sujeto: sujetoDe(form), moneda: form.moneda, descuentoNegociacion: aNumero(form.descuento) ?? 7 });
      setFilas((actuales) => [...actuales.filter((f) => f.c.fuente === 'manual'), ...propuestos.map(filaDe)]);
      if (propuestos.length === 0) setAviso('No hay operaciones ni publicaciones de ese tipo en esa localidad: agregá comparables a mano.');
    } catch (err) {
      setAviso(mensajeError(err, 'No se pudieron proponer comparables'));
    } finally {
      setProponiendo(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!vivo.ok) {
      setAviso(vivo.error);
      return;
    }
    setEnviando(true);
    try {
      const body = cuerpoDe(form, elegidos);
      if (tasacion) {
        const r = await editarTasacion(tasacion._id, { ...body, version: tasacion.version });
        void tasacionesCambiaron(mutate);
        onGuardada?.(r.data);
        return;
      }
      const r = await crearTasacion(body, clave.for(body));
      clave.done();
      void tasacionesCambiaron(mutate);
      showToast(r.message || 'Tasación creada', 'success');
      navigate(`/tasacion/${encodeURIComponent(r.data._id)}`);
    } catch (err) {
      showToast(mensajeError(err, tasacion ? 'Error al guardar la tasación' : 'Error al crear la tasación'), 'error');
      setEnviando(false);
    }
  };

  return (
    <>
      {!tasacion && (
        <PageHead>
          <h1>Nueva Tasación</h1>
          <Button $variant="secondary" type="button" onClick={cancelar}>
            Volver
          </Button>
        </PageHead>
      )}
      <Panel as="form" onSubmit={submit} noValidate aria-label={tasacion ? 'Editar tasación' : 'Nueva tasación'}>
        <ValuationSubject form={form} setForm={setForm} />
        <ComparablesSection
          filas={filas}
          setFilas={setFilas}
          lecturas={lecturas}
          posiciones={posiciones}
          vivo={vivo}
          tipo={form.tipo}
          moneda={form.moneda}
          aviso={aviso}
          setAviso={setAviso}
          proponiendo={proponiendo}
          onProponer={proponer}
        />
        <ValuationResult vivo={vivo} tipo={form.tipo} moneda={form.moneda} />
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={cancelar}>
            Cancelar
          </Button>
          <Button type="submit" disabled={enviando}>
            {enviando ? 'Guardando...' : tasacion ? 'Guardar cambios' : 'Guardar tasación'}
          </Button>
        </ButtonRow>
      </Panel>
      {toast}
    </>
  );
}
