// /indices: staff load each index series as it is published — pasted, a CSV (INDEC's IPC series) or the BCRA's ICL
// spreadsheet (.xlsx, read in the browser by read-excel-file, loaded only when a spreadsheet is chosen) — and see the
// last value loaded. Values are sent as written (decimal texts); the server replaces those of the same date.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { CONVENCION_INDICES, INDICES_MENSUALES, INDICES_PUBLICADOS, INDICE_LABELS, formatFecha, type IndicePublicado } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, Field, FieldGrid, Hint, Options, Panel, useToast } from '@inmo/ui';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { cargarIndice, useIndice } from '../api/indices.js';
import { leerFilas, leerTexto, type Lectura } from './series.js';

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
  const ultimo = data?.data.ultimo ?? null;
  const recientes = (data?.data.valores ?? []).slice(-12).reverse();

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
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!lectura || lectura.valores.length === 0) {
      showToast('No hay valores para cargar', 'error');
      return;
    }
    setEnviando(true);
    try {
      const r = await cargarIndice(indice, { valores: lectura.valores });
      showToast(r.message ?? 'Valores cargados', 'success');
      setTexto('');
      setLectura(null);
      await mutate((k) => typeof k === 'string' && (k.startsWith('/admin/indices') || k.startsWith('/admin/contrato') || k.startsWith('/admin/alquileres')));
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
          {recientes.length > 0 && <Hint>{`Últimos: ${recientes.map((v) => `${formatFecha(v.fecha)} ${v.valor.replace('.', ',')}`).join(' · ')}`}</Hint>}
        </Panel>
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
            </p>
          )}
          {lectura?.errores.map((m) => (
            <Alert key={m} role="alert">
              {m}
            </Alert>
          ))}
          <ButtonRow>
            <Button type="submit" disabled={enviando || !lectura?.valores.length}>
              {enviando ? 'Cargando...' : 'Cargar valores'}
            </Button>
          </ButtonRow>
          <Hint>{CONVENCION_INDICES}</Hint>
        </Panel>
      </Stack>
      {toast}
    </>
  );
}
