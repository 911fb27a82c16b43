// A message in the flow of a page: the error after a failed load or submit, a notice, a success. The border and a
// light tint of the tone's colour carry the meaning; the text keeps the surface's text colour, which reads on any
// tint in both themes.
import styled from 'styled-components';

export type AlertTone = 'error' | 'success' | 'info';

export const Alert = styled.div<{ $tone?: AlertTone }>`
  --tone: ${(p) => ({ error: p.theme.colors.error, success: p.theme.colors.success, info: p.theme.colors.accentText })[p.$tone ?? 'error']};
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid var(--tone);
  background: color-mix(in srgb, var(--tone) 12%, ${(p) => p.theme.colors.surface});
  color: ${(p) => p.theme.colors.onSurface};
  ul {
    margin: 6px 0 0;
    padding-left: 20px;
  }
`;

/** The box above a form after a failed submit: the server's message (or a prompt) and every field's error. */
export function FormErrorSummary({ errors, serverError }: { errors: Record<string, string>; serverError: string | null }) {
  const errorList = Object.values(errors).filter(Boolean);
  if (errorList.length === 0 && !serverError) return null;
  return (
    <Alert role="alert">
      {serverError ?? 'Revisá los datos del formulario:'}
      {errorList.length > 0 && (
        <ul>
          {errorList.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
