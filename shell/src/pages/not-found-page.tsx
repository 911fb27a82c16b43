// Any unknown path (spec §2): buttons to '/', '/propiedades-publicas' and '/contacto'.
import { useDocumentTitle } from '@inmo/shell/platform';
import { ButtonLink, MessageCard } from '@inmo/ui';
import { paths } from '../config/paths.js';

export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <MessageCard
      code="404"
      title="Página no encontrada"
      actions={
        <>
          <ButtonLink $size="lg" to={paths.home}>
            Ir al inicio
          </ButtonLink>
          <ButtonLink $size="lg" $variant="secondary" to={paths.catalogo}>
            Ver catálogo
          </ButtonLink>
          <ButtonLink $size="lg" $variant="secondary" to={paths.contacto}>
            Escribinos
          </ButtonLink>
        </>
      }
    >
      La dirección que buscás no existe o fue movida.
    </MessageCard>
  );
}
