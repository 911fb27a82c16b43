// 'Importar extracto': the statement's file (CSV or .xlsx as the bank exports it), the bank's name, and — the first
// time a bank is imported, or to change it — which header names each column. A bank imported before needs no mapping.
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { ColumnasBancoRequest, ImportarExtractoResponse } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Alert, Button, CheckRow, Field, FieldGrid, Hint, Panel } from '@inmo/ui';
import { ButtonRow } from '../../../components/ui/layout.js';
import { bancoCambio, importarExtracto, useBancos } from '../api/banco.js';

type Columnas = Record<'fecha' | 'descripcion' | 'debito' | 'credito' | 'importe' | 'referencia' | 'saldo', string>;
const VACIAS: Columnas = { fecha: 'Fecha', descripcion: '', debito: '', credito: '', importe: '', referencia: '', saldo: '' };
const CAMPOS: { k: keyof Columnas; label: string; hint?: string }[] = [
  { k: 'fecha', label: 'Columna de la fecha' },
  { k: 'descripcion', label: 'Columna de la descripción', hint: 'Por ejemplo: Descripción, Concepto, Detalle' },
  { k: 'importe', label: 'Columna del importe', hint: 'Si el banco da un solo importe con signo' },
  { k: 'debito', label: 'Columna del débito', hint: 'O débito y crédito por separado' },
  { k: 'credito', label: 'Columna del crédito' },
  { k: 'referencia', label: 'Columna de la referencia', hint: 'Opcional' },
  { k: 'saldo', label: 'Columna del saldo', hint: 'Opcional: distingue líneas iguales' },
];

const plegar = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

export function ImportForm({ onImportado, onError }: { onImportado: (r: ImportarExtractoResponse['data']) => void; onError: (mensaje: string) => void }) {
  const { mutate } = useSWRConfig();
  const bancos = useBancos().data?.data ?? [];
  const [archivo, setArchivo] = useState<File | null>(null);
  const [banco, setBanco] = useState('');
  const [columnas, setColumnas] = useState<Columnas>(VACIAS);
  const [cambiar, setCambiar] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const conocido = bancos.find((b) => banco.trim() !== '' && plegar(b.banco) === plegar(banco));
  const pedirColumnas = !conocido || cambiar;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!archivo) return setError('Elegí el archivo del extracto (CSV o .xlsx)');
    if (!banco.trim()) return setError('Indicá el banco');
    setEnviando(true);
    try {
      const mapa: ColumnasBancoRequest | null = pedirColumnas ? Object.fromEntries(Object.entries(columnas).map(([k, v]) => [k, v.trim() || null])) as unknown as ColumnasBancoRequest : null;
      const r = await importarExtracto(archivo, banco.trim(), mapa);
      await bancoCambio(mutate);
      setCambiar(false);
      onImportado(r.data);
    } catch (err) {
      const mensaje = (err instanceof ApiError && err.serverError) || 'No se pudo importar el extracto';
      setError(mensaje);
      onError(mensaje);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Panel as="section" aria-labelledby="importar-extracto">
      <h2 id="importar-extracto">Importar extracto</h2>
      <form onSubmit={submit} noValidate aria-label="Importar extracto">
        {error && <Alert role="alert">{error}</Alert>}
        <FieldGrid>
          <Field id="banco-archivo" label="Extracto (CSV o .xlsx)" hint="Tal como lo descarga el home banking">
            {(a) => <input {...a} type="file" accept=".csv,.xlsx,.txt,text/csv" onChange={(e) => setArchivo(e.target.files?.[0] ?? null)} />}
          </Field>
          <Field id="banco-nombre" label="Banco">
            {(a) => (
              <>
                <input {...a} list="bancos-conocidos" autoComplete="off" value={banco} onChange={(e) => setBanco(e.target.value)} />
                <datalist id="bancos-conocidos">
                  {bancos.map((b) => (
                    <option key={b.banco} value={b.banco} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
        </FieldGrid>
        {conocido && (
          <>
            <Hint>{`Columnas recordadas de ${conocido.banco}: ${[conocido.columnas.fecha, conocido.columnas.descripcion, conocido.columnas.importe, conocido.columnas.debito, conocido.columnas.credito].filter(Boolean).join(', ')}.`}</Hint>
            <CheckRow>
              <label>
                <input type="checkbox" checked={cambiar} onChange={(e) => setCambiar(e.target.checked)} />
                Cambiar las columnas
              </label>
            </CheckRow>
          </>
        )}
        {pedirColumnas && (
          <fieldset>
            <legend>Columnas del extracto (como se llaman en la fila de títulos)</legend>
            <FieldGrid>
              {CAMPOS.map(({ k, label, hint }) => (
                <Field key={k} id={`col-${k}`} label={label} hint={hint}>
                  {(a) => <input {...a} autoComplete="off" value={columnas[k]} onChange={(e) => setColumnas({ ...columnas, [k]: e.target.value })} />}
                </Field>
              ))}
            </FieldGrid>
          </fieldset>
        )}
        <ButtonRow>
          <Button type="submit" disabled={enviando}>
            {enviando ? 'Importando…' : 'Importar'}
          </Button>
        </ButtonRow>
      </form>
    </Panel>
  );
}
