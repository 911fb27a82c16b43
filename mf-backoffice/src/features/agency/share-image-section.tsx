// The picture WhatsApp and the networks show when a page of the site is shared: the saved one framed as it is
// shared, or the one just uploaded and not saved yet; uploaded, replaced or removed here, stored with the details.
import styled from 'styled-components';
import { imagenInmobiliaria, type ErroresCampo, type Inmobiliaria } from '@inmo/contracts';
import { Button, Field, FormSection, LoadingText } from '@inmo/ui';
import type { Campos } from './agency-fields.js';
import type { ImagenCompartir } from './use-imagen-compartir.js';

const VistaPrevia = styled.img`
  display: block;
  width: 100%;
  max-width: 600px;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  margin: 0 0 12px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
`;

export function ShareImageSection({ campos, setCampos, guardado, errores, imagen }: { campos: Campos; setCampos: (c: Campos) => void; guardado: Inmobiliaria | null; errores: ErroresCampo; imagen: ImagenCompartir }) {
  const { subida, setSubida, subiendo, elegirImagen } = imagen;
  return (
    <FormSection>
      <legend>Imagen para compartir</legend>
      <p>
        La que muestran WhatsApp y las redes al compartir una página del sitio (y una propiedad sin fotos). Sin imagen, se
        dibuja con el nombre de la inmobiliaria.
      </p>
      {guardado && !subida && campos.imagen === (guardado.imagen ?? '') && (
        <VistaPrevia src={imagenInmobiliaria(guardado).url} alt="Vista previa actual al compartir" width={600} height={315} />
      )}
      {subida && <VistaPrevia src={subida} alt="Imagen subida, sin guardar" width={600} height={315} />}
      <Field id="inm-imagen" label="Subir imagen" hint="PNG o JPEG de hasta 10 MB; se recorta al centro, en 1200×630." error={errores.imagen}>
        {(a) => <input {...a} type="file" accept="image/png,image/jpeg" disabled={subiendo} onChange={(e) => void elegirImagen(e)} />}
      </Field>
      {subiendo && <LoadingText role="status">Subiendo imagen...</LoadingText>}
      {campos.imagen && (
        <Button type="button" $variant="secondary" onClick={() => (setCampos({ ...campos, imagen: '' }), setSubida(null))}>
          Quitar imagen
        </Button>
      )}
    </FormSection>
  );
}
