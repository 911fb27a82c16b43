// The 'Pedir visita' form: the listing's free turns of the next 14 days (a day, then its hours, in Argentina's time),
// and who asks (name, phone, e-mail optional). It says how the request goes on: staff call to confirm it, the e-mail
// confirmation follows that call, and an unconfirmed request expires after 48 hours. A turn taken meanwhile is said,
// and the turns are read again.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ERROR_CODES, HORARIO_VISITAS, MENSAJES_VISITA, horaLocalAR, type ErroresCampo } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Alert, Button, Field, LoadingText, Modal } from '@inmo/ui';
import { getTurnos, pedirVisita } from '../api/pedir-visita.js';

const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const nombreDia = (dia: string) => `${DIAS[new Date(`${dia}T12:00:00Z`).getUTCDay()]} ${Number(dia.slice(8, 10))} de ${MESES[Number(dia.slice(5, 7)) - 1]}`;

const Horas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 4px 0 12px;
  button[aria-pressed='true'] {
    outline: 3px solid ${(p) => p.theme.colors.accentText};
  }
`;
const Fields = styled.div`
  display: grid;
  gap: 12px;
`;

export function VisitRequestDialog({ propiedadId, titulo, onClose }: { propiedadId: string; titulo: string; onClose: () => void }) {
  const [turnos, setTurnos] = useState<{ inicio: string; fin: string }[] | null>(null);
  const [cargaFallida, setCargaFallida] = useState(false);
  const [dia, setDia] = useState('');
  const [inicio, setInicio] = useState('');
  const [campos, setCampos] = useState({ nombre: '', telefono: '', email: '' });
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [enviado, setEnviado] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cargar = () =>
    getTurnos(propiedadId).then(
      (r) => setTurnos(r.data),
      () => setCargaFallida(true),
    );
  useEffect(() => {
    void cargar();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [propiedadId]);

  const porDia = useMemo(() => {
    const m = new Map<string, { inicio: string; hora: string }[]>();
    for (const t of turnos ?? []) {
      const local = horaLocalAR(t.inicio);
      const d = local.slice(0, 10);
      if (!m.has(d)) m.set(d, []);
      m.get(d)!.push({ inicio: t.inicio, hora: local.slice(11, 16) });
    }
    return m;
  }, [turnos]);
  const diaElegido = dia && porDia.has(dia) ? dia : ([...porDia.keys()][0] ?? '');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const found: ErroresCampo = {};
    if (!inicio) found.inicio = 'Elegí un horario';
    if (!campos.nombre.trim()) found.nombre = 'Ingrese su nombre completo';
    if (!campos.telefono.trim()) found.telefono = 'Ingrese su teléfono';
    setErrores(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const r = await pedirVisita({ propiedad: propiedadId, inicio, ...campos });
      setEnviado(r.message);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      setError(err instanceof ApiError && err.serverError ? err.serverError : 'No se pudo enviar el pedido. Intentá nuevamente.');
      if (err instanceof ApiError && err.code === ERROR_CODES.VISIT_SLOT_TAKEN) {
        setInicio('');
        void cargar();
      }
    }
    setBusy(false);
  };

  return (
    <Modal
      open
      title="Pedir visita"
      onClose={onClose}
      width="560px"
      actions={
        enviado ? (
          <Button onClick={onClose}>Cerrar</Button>
        ) : (
          <>
            <Button $variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" form="form-pedir-visita" disabled={busy || !turnos?.length}>
              {busy ? 'Enviando...' : 'Pedir visita'}
            </Button>
          </>
        )
      }
    >
      {enviado ? (
        <Alert role="status" $tone="success">
          {enviado}
        </Alert>
      ) : (
        <form id="form-pedir-visita" onSubmit={onSubmit} noValidate>
          <p>{titulo}. Elegí un día y un horario.</p>
          {error && <Alert role="alert">{error}</Alert>}
          {cargaFallida && <Alert role="alert">No se pudieron cargar los horarios. Intentá nuevamente.</Alert>}
          {!turnos && !cargaFallida && <LoadingText role="status">Cargando horarios...</LoadingText>}
          {turnos && turnos.length === 0 && <p>No hay horarios libres en los próximos {HORARIO_VISITAS.dias} días. Escribinos por el formulario de contacto.</p>}
          {turnos && turnos.length > 0 && (
            <>
              <Field id="visita-dia" label="Día">
                {(a) => (
                  <select
                    {...a}
                    value={diaElegido}
                    onChange={(e) => {
                      setDia(e.target.value);
                      setInicio('');
                    }}
                  >
                    {[...porDia.keys()].map((d) => (
                      <option key={d} value={d}>
                        {nombreDia(d)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Horas role="group" aria-label="Horario">
                {(porDia.get(diaElegido) ?? []).map((t) => (
                  <Button key={t.inicio} $variant={t.inicio === inicio ? 'primary' : 'secondary'} aria-pressed={t.inicio === inicio} onClick={() => setInicio(t.inicio)}>
                    {t.hora}
                  </Button>
                ))}
              </Horas>
              {errores.inicio && <Alert role="alert">{errores.inicio}</Alert>}
              <Fields>
                <Field id="visita-nombre" label="Nombre y apellido" error={errores.nombre}>
                  {(a) => <input {...a} autoComplete="name" value={campos.nombre} onChange={(e) => setCampos((c) => ({ ...c, nombre: e.target.value }))} />}
                </Field>
                <Field id="visita-telefono" label="Teléfono" error={errores.telefono}>
                  {(a) => <input {...a} type="tel" autoComplete="tel" value={campos.telefono} onChange={(e) => setCampos((c) => ({ ...c, telefono: e.target.value }))} />}
                </Field>
                <Field id="visita-email" label="Email (opcional)" error={errores.email}>
                  {(a) => <input {...a} type="email" autoComplete="email" value={campos.email} onChange={(e) => setCampos((c) => ({ ...c, email: e.target.value }))} />}
                </Field>
              </Fields>
              <p data-testid="como-confirmamos">{MENSAJES_VISITA.comoConfirmamos}</p>
            </>
          )}
        </form>
      )}
    </Modal>
  );
}
