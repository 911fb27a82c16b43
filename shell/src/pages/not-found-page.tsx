// Any unknown path (spec §2): buttons to '/', '/propiedades-publicas' and '/contacto'.
import { useDocumentTitle } from '@inmo/shell/platform';
import { NotFoundCard } from '@inmo/ui';
import { paths } from '../config/paths.js';

export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <NotFoundCard code="404" title="Página no encontrada" paths={paths}>
      La dirección que buscás no existe o fue movida.
    </NotFoundCard>
  );
}
