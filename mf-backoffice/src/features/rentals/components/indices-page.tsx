// /indices: every member of staff sees each series' last values and its history (who loaded or deleted which value,
// when, before → after); admins load a series as it is published — pasted, a CSV (INDEC's IPC series) or the BCRA's
// ICL spreadsheet (.xlsx, read in the browser by read-excel-file, loaded only when a spreadsheet is chosen) — and
// delete a wrong value. Values are sent as written (decimal texts); the server replaces those of the same date.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { CONVENCION_INDICES, INDICES_MENSUALES, INDICES_PUBLICADOS, INDICE_LABELS, INDICE_NOMBRE_CORTO, MENSAJES_INDICES, SOLO_ADMIN, formatFecha, hoyArgentina, valorIndiceLegible, type IndicePublicado } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, ConfirmDialog, Field, FieldGrid, Hint, Options, Panel, useToast } from '@inmo/ui';
import { usePermisos } from '../../../components/account.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { borrarValorIndice, cargarIndice, useIndice } from '../api/indices.js';
import { leerFilas, leerTexto, valoresInusuales, type Lectura } from './series.js';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    font-family: monospace;
  }
`;

const Valores = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 4px 0;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  li > span {
    flex: 1 1 12rem;
    overflow-wrap: anywhere;
  }
`;

const Ultimo = styled.p`
  font-size: 1.2rem;
  margin: 0 0 8px;
`;

async function leerArchivo(file: File): Promise<Lectura> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import(/* webpackChunkName: "read-excel-file" */ 'read-excel-file/browser');
    // Numbers kept as the text stored: no float in between.
    const filas = await readSheet<string>(file, { parseNumber: (s: string) => s });
    return leerFilas(filas);
  }
  return leerTexto(await file.text());
}

export function IndicesPage() {
  useDocumentTitle('Índices');
  const { mutate } = useSWRConfig();
  const [indice, setIndice] = useState<IndicePublicado>('ICL');
  const { data, error } = useIndice(indice);
  const [texto, setTexto] = useState('');
  const [lectura, setLectura] = useState<Lectura | null>(null);
  const [enviando, setEnviando] = useState(false);
  const { toast, showToast } = useToast(4000);
  const admin = usePermisos().cargarIndices;
  // Moves after each load or deletion: the history is read again.
  const [version, setVersion] = useState(0);
  const [borrar, setBorrar] = useState<{ fecha: string; valor: string } | null>(null);
  const [borrando, setBorrando] = useState(false);
  // A value dated after Argentina's today cannot be published yet: named here, refused by the server too.
  const hoy = hoyArgentina();
  const futuras = (lectura?.valores ?? []).flatMap((v, i) => (v.fecha > hoy ? [MENSAJES_INDICES.fechaFutura(i + 1, v.fecha)] : [])).slice(0, 3);
  // Values implausible beside their neighbours: shown, and loading them asks first.
  const inusuales = lectura ? valoresInusuales(lectura.valores, data?.data.valores ?? [], indice === 'CASA_PROPIA').slice(0, 5) : [];
  const [confirmarInusuales, setConfirmarInusuales] = useState(false);
  const ultimo = data?.data.ultimo ?? null;
  const recientes = (data?.data.valores ?? []).slice(-12).reverse();
  const refrescar = async () => {
    setVersion((v) => v + 1);
    await mutate((k) => typeof k === 'string' && (k.startsWith('/admin/indices') || k.startsWith('/admin/contrato') || k.startsWith('/admin/alquileres')));
  };
  const confirmarBorrado = async () => {
    if (!borrar) return;
    setBorrando(true);
    try {
      await borrarValorIndice(indice, borrar.fecha);
      showToast(`Valor del ${formatFecha(borrar.fecha)} borrado`, 'success');
      setBorrar(null);
      await refrescar();
    } catch (err) {
      showToast((err instanceof ApiError && err.serverError) || 'Error al borrar el valor', 'error');
    } finally {
      setBorrando(false);
    }
  };

  const onTexto = (v: string) => {
    setTexto(v);
    setLectura(v.trim() ? leerTexto(v) : null);
  };
  const onArchivo = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      setLectura(await leerArchivo(file));
    } catch {
      setLectura({ valores: [], errores: ['No se pudo leer el archivo: subí un .xlsx o un .csv'] });
    }
  };
  const submit = async (e?: FormEvent, confirmado = false) => {
    e?.preventDefault();
    if (!lectura || lectura.valores.length === 0) {
      showToast('No hay valores para cargar', 'error');
      return;
    }
    if (inusuales.length > 0 && !confirmado) {
      setConfirmarInusuales(true);
      return;
    }
    setConfirmarInusuales(false);
    setEnviando(true);
    try {
      const r = await cargarIndice(indice, { valores: lectura.valores });
      const omitidas = lectura.errores.length;
      if (omitidas > 0) showToast(`${r.message ?? 'Valores cargados'}. ${omitidas === 1 ? 'Se omitió 1 línea' : `Se omitieron ${omitidas} líneas`}: ${lectura.errores.join('; ')}`, 'info', 10000);
      else showToast(r.message ?? 'Valores cargados', 'success');
      setTexto('');
      setLectura(null);
      await refrescar();
    } catch (err) {
      showToast((err instanceof ApiError && err.serverError) || 'Error al cargar los valores', 'error');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      <PageHead>
        <h1>Índices</h1>
      </PageHead>
      <Stack>
        <Panel as="section" aria-label="Último valor cargado">
          <FieldGrid>
            <Field id="idx-indice" label="Índice">
              {(a) => (
                <select {...a} value={indice} onChange={(e) => setIndice(e.target.value as IndicePublicado)}>
                  <Options values={INDICES_PUBLICADOS} labels={INDICE_LABELS} />
                </select>
              )}
            </Field>
          </FieldGrid>
          {error && <Alert role="alert">Error al leer el índice</Alert>}
          <Ultimo aria-live="polite">
            {ultimo ? `Último valor cargado: ${ultimo.valor.replace('.', ',')} (${formatFecha(ultimo.fecha)})` : 'Todavía no hay valores cargados.'}
          </Ultimo>
          {recientes.length > 0 && (
            <Valores aria-label="Últimos valores cargados">
              {recientes.map((v) => (
                <li key={v.fecha}>
                  <span>{`${formatFecha(v.fecha)}: ${valorIndiceLegible(v.valor)}`}</span>
                  {admin && (
                    <Button $variant="secondary" type="button" onClick={() => setBorrar(v)} aria-label={`Borrar el valor del ${formatFecha(v.fecha)}`}>
                      Borrar
                    </Button>
                  )}
                </li>
              ))}
            </Valores>
          )}
          {!admin && <Hint role="note">{SOLO_ADMIN.cargarIndices}</Hint>}
        </Panel>
        {admin && (
          <Panel as="form" onSubmit={submit} noValidate aria-label="Cargar valores">
            <h2>Cargar valores</h2>
            <Hint>
              {INDICES_MENSUALES.includes(indice)
                ? 'Serie mensual: una fila por mes (fecha del día 1 o AAAA-MM) y su valor, como la publica el INDEC (CSV).'
                : 'Serie diaria: una fila por día (DD/MM/AAAA o AAAA-MM-DD) y su valor, o la planilla .xlsx del BCRA.'}
            </Hint>
            <Field id="idx-archivo" label="Archivo (.xlsx o .csv)">
              {(a) => <input {...a} type="file" accept=".xlsx,.csv,.txt,text/csv" onChange={onArchivo} />}
            </Field>
            <Field id="idx-texto" label="O pegá la serie (fecha y valor por línea)">
              {(a) => <textarea {...a} rows={6} placeholder={'01/03/2024;8,47\n02/03/2024;8,48'} value={texto} onChange={(e) => onTexto(e.target.value)} />}
            </Field>
            {lectura && (
              <p role="status">
                {`${lectura.valores.length} valores leídos`}
                {lectura.valores.length > 0 && ` (del ${formatFecha(lectura.valores[0]!.fecha)} al ${formatFecha(lectura.valores[lectura.valores.length - 1]!.fecha)})`}
                {lectura.errores.length > 0 && `; ${lectura.errores.length === 1 ? '1 línea se omitirá' : `${lectura.errores.length} líneas se omitirán`}`}
              </p>
            )}
            {inusuales.map((m) => (
              <Alert key={m} role="note">
                {`Valor inusual: ${m}`}
              </Alert>
            ))}
            {[...(lectura?.errores ?? []), ...futuras].map((m) => (
              <Alert key={m} role="alert">
                {m}
              </Alert>
            ))}
            <ButtonRow>
              <Button type="submit" disabled={enviando || !lectura?.valores.length || futuras.length > 0}>
                {enviando ? 'Cargando...' : 'Cargar valores'}
              </Button>
            </ButtonRow>
            <Hint>{CONVENCION_INDICES}</Hint>
          </Panel>
        )}
        <HistoryPanel key={indice} entidad="indice" id={indice} version={version} />
      </Stack>
      <ConfirmDialog
        open={borrar !== null}
        title={borrar ? `¿Borrar el valor de ${INDICE_NOMBRE_CORTO[indice]} del ${formatFecha(borrar.fecha)} (${valorIndiceLegible(borrar.valor)})?` : ''}
        message="Las cuotas que lo usan quedan con 'falta índice' hasta que se cargue de nuevo. Queda en el historial."
        confirmLabel="Borrar"
        danger
        busy={borrando}
        onConfirm={() => void confirmarBorrado()}
        onCancel={() => setBorrar(null)}
      />
      <ConfirmDialog
        open={confirmarInusuales}
        title={inusuales.length === 1 ? '¿Cargar un valor inusual?' : `¿Cargar ${inusuales.length} valores inusuales?`}
        message={`${inusuales.join('. ')}. Un valor así suele estar mal escrito (otra escala u otra fecha) y cambia los alquileres de los contratos que lo usan.`}
        confirmLabel="Cargar igual"
        danger
        busy={enviando}
        onConfirm={() => void submit(undefined, true)}
        onCancel={() => setConfirmarInusuales(false)}
      />
      {toast}
    </>
  );
}
