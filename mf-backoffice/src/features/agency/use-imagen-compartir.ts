// The share picture being uploaded: checked, uploaded, put in the form as its preview source and shown by its
// address until the details are saved.
import { useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import { fuenteDeVistaPrevia, type ErroresCampo } from '@inmo/contracts';
import { imageFileProblem, uploadImage } from '../../components/ui/upload-image.js';
import type { Campos } from './agency-fields.js';

export function useImagenCompartir(campos: Campos | null, setCampos: Dispatch<SetStateAction<Campos | null>>, errores: ErroresCampo, setErrores: Dispatch<SetStateAction<ErroresCampo>>) {
  const [subida, setSubida] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const elegirImagen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !campos) return;
    const problema = imageFileProblem(file);
    if (problema) return setErrores({ ...errores, imagen: problema });
    setSubiendo(true);
    try {
      const r = await uploadImage(file, () => undefined);
      setCampos((c) => c && { ...c, imagen: fuenteDeVistaPrevia(r) ?? '' });
      setSubida(r.secure_url ?? r.url);
      setErrores(({ imagen: _, ...resto }) => resto);
    } catch {
      setErrores({ ...errores, imagen: 'No se pudo subir la imagen. Intentá nuevamente.' });
    } finally {
      setSubiendo(false);
    }
  };
  return { subida, setSubida, subiendo, elegirImagen };
}

export type ImagenCompartir = ReturnType<typeof useImagenCompartir>;
