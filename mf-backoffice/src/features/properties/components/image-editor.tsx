// Edit mode's images (spec §2, §4): thumbnail grid (4 columns) to reorder by dragging or with the keyboard
// (arrow keys on a focused thumbnail, or its buttons), a description per image, delete with confirmation, the
// framing dialog, and uploads with progress. First image = cover.
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { srcsetDe, type Imagen } from '@inmo/contracts';
import { Button, ConfirmDialog, controlCss, type ToastKind } from '@inmo/ui';
import { toImagen } from '../../../components/ui/upload-image.js';
import { coverImageStyle } from './cover-style.js';
import { FramingDialog } from './framing-dialog.js';
import { ImageUploader } from './image-uploader.js';
import { CoverBadge, ThumbBox, ThumbGrid } from './image-thumbs.js';
import { appendImages, moveImage, removeImage, updateImage } from './property-form-model.js';

const Item = styled.li<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 6px;
  border-radius: 8px;
  border: 2px dashed ${(p) => (p.$over ? p.theme.colors.accentText : 'transparent')};
  input[type='text'] {
    ${controlCss}
    padding: 6px 8px;
    font-size: 0.85rem;
  }
  label {
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Handle = styled(ThumbBox)`
  cursor: grab;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.accentText};
    outline-offset: 2px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  button {
    padding: 5px 8px;
    font-size: 0.8rem;
  }
`;

export interface ImageEditorProps {
  imagenes: Imagen[];
  /** Functional update: uploads finish asynchronously, each must append to the current list. */
  update: (fn: (imgs: Imagen[]) => Imagen[]) => void;
  notify: (msg: string, kind?: ToastKind) => void;
  onBusyChange: (busy: boolean) => void;
}

export function ImageEditor({ imagenes, update, notify, onBusyChange }: ImageEditorProps) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [framing, setFraming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [live, setLive] = useState('');

  function move(from: number, to: number, focus = false) {
    if (to < 0 || to >= imagenes.length || from === to) return;
    update((list) => moveImage(list, from, to));
    notify('Orden de imágenes actualizado');
    setLive(`Imagen movida a la posición ${to + 1} de ${imagenes.length}`);
    if (focus) requestAnimationFrame(() => document.getElementById(`img-handle-${to}`)?.focus());
  }

  function onKey(e: KeyboardEvent, i: number) {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(i, i - 1, true);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
      e.preventDefault();
      move(i, i + 1, true);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setFraming(i);
    } else if (e.key === 'Home') {
      e.preventDefault();
      move(i, 0, true);
    } else if (e.key === 'End') {
      e.preventDefault();
      move(i, imagenes.length - 1, true);
    }
  }

  const drop = (e: DragEvent, i: number) => {
    e.preventDefault();
    if (dragFrom !== null) move(dragFrom, i);
    setDragFrom(null);
    setOver(null);
  };

  return (
    <>
      <p id="img-help" style={{ margin: '0 0 8px', fontSize: '0.9rem' }}>
        Arrastrá las imágenes para ordenarlas, o enfocá una y usá las flechas (Enter abre el encuadre). La primera es la portada.
      </p>
      <ThumbGrid aria-label="Imágenes de la propiedad">
        {imagenes.map((img, i) => (
          <Item
            key={`${img.public_id}-${img.url}`}
            $over={over === i}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(i);
            }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDrop={(e) => drop(e, i)}
            data-testid="imagen-editable"
          >
            <Handle
              id={`img-handle-${i}`}
              tabIndex={0}
              draggable
              role="button"
              aria-roledescription="imagen reordenable"
              aria-label={`Imagen ${i + 1} de ${imagenes.length}${i === 0 ? ', portada' : ''}${img.descripcion ? `: ${img.descripcion}` : ''}`}
              aria-describedby="img-help"
              onDragStart={(e) => {
                setDragFrom(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(i));
              }}
              onDragEnd={() => {
                setDragFrom(null);
                setOver(null);
              }}
              onKeyDown={(e) => onKey(e, i)}
            >
              <img src={img.url} srcSet={srcsetDe(img)} sizes="(max-width: 700px) 50vw, 240px" alt={img.descripcion || `Imagen ${i + 1}`} style={coverImageStyle(img)} draggable={false} />
              {i === 0 && <CoverBadge>Portada</CoverBadge>}
            </Handle>
            <label htmlFor={`img-desc-${i}`}>Descripción de la imagen {i + 1}</label>
            <input id={`img-desc-${i}`} type="text" value={img.descripcion} onChange={(e) => update((list) => updateImage(list, i, { descripcion: e.target.value }))} />
            <Row>
              <Button $variant="secondary" onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={`Mover imagen ${i + 1} antes`}>
                ←
              </Button>
              <Button $variant="secondary" onClick={() => move(i, i + 1)} disabled={i === imagenes.length - 1} aria-label={`Mover imagen ${i + 1} después`}>
                →
              </Button>
              <Button $variant="secondary" onClick={() => setFraming(i)} aria-label={`Ajustar encuadre de la imagen ${i + 1}`}>
                Encuadre
              </Button>
              <Button $variant="danger" onClick={() => setDeleting(i)} aria-label={`Eliminar imagen ${i + 1}`}>
                Eliminar
              </Button>
            </Row>
          </Item>
        ))}
      </ThumbGrid>
      <span role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {live}
      </span>
      <div style={{ marginTop: 16 }}>
        <ImageUploader
          onBusyChange={onBusyChange}
          onUploaded={(r) => update((list) => appendImages(list, [toImagen(r, list.length)]))}
          onBatchDone={(ok, errores) => {
            if (errores.length > 0) notify(`Error al subir imágenes: ${errores.join('; ')}`, 'error');
            else if (ok > 0) notify('Imágenes subidas correctamente');
          }}
        />
      </div>
      <FramingDialog
        imagen={framing !== null ? imagenes[framing] ?? null : null}
        onCancel={() => setFraming(null)}
        onSave={(f) => {
          if (framing !== null) update((list) => updateImage(list, framing, f));
          setFraming(null);
          notify('Encuadre ajustado correctamente');
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar esta imagen?"
        message="La imagen se quitará de la propiedad al guardar los cambios."
        confirmLabel="Eliminar"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) update((list) => removeImage(list, deleting));
          setDeleting(null);
          notify('Imagen eliminada');
        }}
      />
    </>
  );

}
