// /nueva-operacion (spec §2 New operation, §5, §8): the operation's fields (operation-fields.tsx); toast 4 s, then
// /operaciones after 1.5 s.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { ErroresCampo } from '@inmo/contracts';
import { useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Button, Panel, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { crearOperacion, mensajeErrorOperacion, operacionesCambiaron } from '../api/crear-operacion.js';
import { aPayload, formularioVacio, validar, type OperacionForm } from './operation-form.js';
import { OperationFields } from './operation-fields.js';
import { distintos } from '../../../components/ui/drafts.js';
import { useCambiosSinGuardar } from '../../../components/ui/unsaved-changes.js';

export function NewOperationPage() {
  useDocumentTitle('Nueva operación');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<OperacionForm>(formularioVacio);
  const [vacio] = useState<OperacionForm>(formularioVacio);
  // Unsaved changes ask before leaving and are kept in the tab.
  const cambios = useCambiosSinGuardar<OperacionForm>({
    sucio: distintos(form, vacio),
    clave: 'nueva-operacion',
    ruta: paths.nuevaOperacion,
    titulo: 'Nueva operación',
    datos: form,
    onRecuperar: (d) => setForm({ ...vacio, ...d }),
  });
  const salir = () => cambios.salir(() => navigate(paths.operaciones));
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [enviando, setEnviando] = useState(false);
  const clave = useSubmitKey();
  const { toast, showToast } = useToast(4000);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validar(form);
    setErrores(errs);
    if (Object.keys(errs).length) return;
    setEnviando(true);
    try {
      cambios.guardarYa();
      const payload = aPayload(form);
      const r = await crearOperacion(payload, clave.for(payload));
      clave.done();
      cambios.listo();
      showToast(r.message || 'Operación creada exitosamente', 'success');
      void operacionesCambiaron(mutate);
      timer.current = setTimeout(() => {
        setForm(formularioVacio());
        navigate(paths.operaciones);
      }, 1500);
    } catch (err) {
      showToast(mensajeErrorOperacion(err), 'error');
      setEnviando(false);
    }
  };

  return (
    <>
      <PageHead>
        <h1>Nueva Operación</h1>
        <Button $variant="secondary" type="button" onClick={salir}>
          Volver
        </Button>
      </PageHead>
      {cambios.ui}
      <Panel as="form" onSubmit={submit} noValidate aria-label="Nueva operación">
        <OperationFields form={form} onChange={setForm} errores={errores} />
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={salir}>
            Cancelar
          </Button>
          <Button type="submit" disabled={enviando}>
            {enviando ? 'Creando...' : 'Crear Operación'}
          </Button>
        </ButtonRow>
      </Panel>
      {toast}
    </>
  );
}
