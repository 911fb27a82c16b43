// The listing an enquiry is about, named at the top of the contact form (with its link), and the way to drop it.
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const About = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceAlt};
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
  a {
    color: ${(p) => p.theme.colors.accentText};
  }
`;

const QuitarBoton = styled.button`
  margin-left: auto;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** `estado`: given when the listing takes no enquiries (reserved, sold…): the form says so instead of naming it. */
export function ConsultedProperty({ id, titulo, estado, onQuitar }: { id: string; titulo: string; estado?: string; onQuitar: () => void }) {
  const link = <Link to={`/propiedad/${encodeURIComponent(id)}`}>{titulo}</Link>;
  return (
    <About data-testid="contacto-propiedad">
      {estado ? (
        <span>
          {link} está {estado.toLowerCase()} y no recibe consultas. Podés escribirnos igual: tu consulta llega sin esa propiedad.
        </span>
      ) : (
        <span>Consulta por: {link}</span>
      )}
      <QuitarBoton type="button" onClick={onQuitar} aria-label={`Quitar la propiedad ${titulo} de la consulta`}>
        Quitar
      </QuitarBoton>
    </About>
  );
}
