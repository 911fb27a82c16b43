// One movement of the statement, a table row on a wide screen and a card on a phone: a pending credit with the
// contracts it may pay ('Conciliar' with one of them in one click, 'Elegir contrato' otherwise), 'Ignorar' with why;
// a reconciled one with its tenant and receipt; an ignored one with why.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { formatFecha, formatImporte, formatPeriodo, type MovimientoBanco } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Alert, Badge, Button, Field, Modal } from '@inmo/ui';
import { ButtonRow, Muted } from '../../../components/ui/layout.js';
import { descargarPdf } from '../../../components/ui/download-pdf.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { bancoCambio, buscarContratos, conciliar, ignorar } from '../api/banco.js';

const Sugerencias = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 10px;
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

type Avisar = (mensaje: string, tipo: 'success' | 'error') => void;

function ElegirContrato({ m, onClose, avisar }: { m: MovimientoBanco; onClose: () => void; avisar: Avisar }) {
  const { mutate } = useSWRConfig();
  const [opciones, setOpciones] = useState<Opcion[]>([]);
  const [buscando, setBuscando] = useState(false);
  const [contrato, setContrato] = useState('');
  const [error, setError] = useState<string | null>(null);
  const buscar = async (texto: string) => {
    if (texto.trim().length < 2) return setOpciones([]);
    setBuscando(true);
    try {
      const r = await buscarContratos(texto);
      setOpciones(r.map((c) => ({ id: c._id, texto: `${c.inquilino.nombre} ${c.inquilino.apellido}`.trim(), detalle: c.propiedad.direccion || c.propiedad.titulo })));
    } finally {
      setBuscando(false);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!contrato) return setError('Elegí el contrato');
    try {
      const r = await conciliar(m._id, contrato);
      await bancoCambio(mutate);
      avisar(`Conciliado: recibo N.º ${r.data.conciliacion?.recibo.numero}`, 'success');
      onClose();
    } catch (err) {
      setError((err instanceof ApiError && err.serverError) || 'No se pudo conciliar');
    }
  };
  return (
    <Modal open title="Elegir contrato" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Elegir contrato">
        {error && <Alert role="alert">{error}</Alert>}
        <p>{`${formatFecha(m.fecha)} · ${m.descripcion} · ${formatImporte(m.importe, 'ARS')}`}</p>
        <SearchSelect label="Contrato" opciones={opciones} valor={contrato} onChange={setContrato} onBuscar={(t) => void buscar(t)} buscando={buscando} placeholder="Inquilino, propietario o dirección (mínimo 2 letras)" />
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">Conciliar</Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

function Ignorar({ m, onClose, avisar }: { m: MovimientoBanco; onClose: () => void; avisar: Avisar }) {
  const { mutate } = useSWRConfig();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await ignorar(m._id, motivo);
      await bancoCambio(mutate);
      avisar('Movimiento ignorado', 'success');
      onClose();
    } catch (err) {
      setError((err instanceof ApiError && err.serverError) || 'No se pudo ignorar el movimiento');
    }
  };
  return (
    <Modal open title="Ignorar movimiento" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Ignorar movimiento">
        {error && <Alert role="alert">{error}</Alert>}
        <p>{`${formatFecha(m.fecha)} · ${m.descripcion} · ${formatImporte(m.importe, 'ARS')}`}</p>
        <Field id="ignorar-motivo" label="Motivo" hint="Por ejemplo: gasto bancario, aporte del socio">
          {(a) => <textarea {...a} rows={3} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">Ignorar</Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

export function MovimientoFila({ m, avisar }: { m: MovimientoBanco; avisar: Avisar }) {
  const { mutate } = useSWRConfig();
  const [dialogo, setDialogo] = useState<'elegir' | 'ignorar' | null>(null);
  const [enviando, setEnviando] = useState(false);
  const unClic = async (contrato: string) => {
    setEnviando(true);
    try {
      const r = await conciliar(m._id, contrato);
      await bancoCambio(mutate);
      avisar(`Conciliado: recibo N.º ${r.data.conciliacion?.recibo.numero} de ${r.data.conciliacion?.inquilino}`, 'success');
    } catch (err) {
      avisar((err instanceof ApiError && err.serverError) || 'No se pudo conciliar', 'error');
    } finally {
      setEnviando(false);
    }
  };
  const c = m.conciliacion;
  return (
    <tr>
      <td data-label="Fecha" className="fecha">{formatFecha(m.fecha)}</td>
      <td data-label="Descripción">
        <span>
          {m.descripcion}
          <Muted as="small" style={{ display: 'block', margin: 0 }}>
            {m.referencia ? `${m.banco} · ${m.referencia}` : m.banco}
          </Muted>
        </span>
      </td>
      <td data-label="Importe" className="num">
        {m.importe < 0 ? <span>{formatImporte(m.importe, 'ARS')}</span> : <strong>{formatImporte(m.importe, 'ARS')}</strong>}
      </td>
      <td data-label={m.estado === 'pendiente' ? 'Sugerencias' : 'Estado'}>
        {m.estado === 'conciliado' && c && (
          <>
            <Badge $tone="success">{`Conciliado: ${c.inquilino}`}</Badge>
            <Button $variant="secondary" type="button" onClick={() => void descargarPdf(c.recibo.url, `recibo-${c.recibo.numero}.pdf`).catch(() => avisar('No se pudo descargar', 'error'))}>
              {`Recibo N.º ${c.recibo.numero}`}
            </Button>
          </>
        )}
        {m.estado === 'ignorado' && <Badge $tone="neutral">{`Ignorado: ${m.motivo ?? ''}`}</Badge>}
        {m.estado === 'pendiente' && m.importe > 0 && m.sugerencias.length === 0 && <Muted as="span">Sin sugerencias</Muted>}
        {m.estado === 'pendiente' && m.sugerencias.length > 0 && (
          <Sugerencias aria-label="Sugerencias">
            {m.sugerencias.map((s) => (
              <li key={s.contrato}>
                <span>
                  <strong>{s.inquilino}</strong>
                  {` · ${s.propiedad}${s.periodo ? ` · ${formatPeriodo(s.periodo)}` : ''}`}
                  <small>{s.motivo}</small>
                </span>
                <Button type="button" disabled={enviando} aria-label={`Conciliar con ${s.inquilino}`} onClick={() => void unClic(s.contrato)}>
                  Conciliar
                </Button>
              </li>
            ))}
          </Sugerencias>
        )}
      </td>
      <td data-label="">
        {m.estado === 'pendiente' && (
          <Acciones>
            {m.importe > 0 && (
              <Button $variant="secondary" type="button" onClick={() => setDialogo('elegir')}>
                Elegir contrato
              </Button>
            )}
            <Button $variant="secondary" type="button" onClick={() => setDialogo('ignorar')}>
              Ignorar
            </Button>
          </Acciones>
        )}
        {dialogo === 'elegir' && <ElegirContrato m={m} avisar={avisar} onClose={() => setDialogo(null)} />}
        {dialogo === 'ignorar' && <Ignorar m={m} avisar={avisar} onClose={() => setDialogo(null)} />}
      </td>
    </tr>
  );
}
