// Image upload with a progress bar per file (PNG/JPEG, 10 MB each). Files upload as soon as they are chosen;
// each finished one is handed to the screen, which adds it to its list.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FieldBox, Hint } from '@inmo/ui';
import { imageFileProblem, uploadImage, type UploadResult } from '../../../components/ui/upload-image.js';

interface Item {
  key: string;
  name: string;
  progress: number;
  estado: 'subiendo' | 'lista' | 'error';
  error?: string;
}

const List = styled.ul`
  list-style: none;
  margin: 10px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 160px auto;
    gap: 10px;
    align-items: center;
    font-size: 0.9rem;
  }
  span.name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  progress {
    width: 100%;
  }
  .error {
    grid-column: 1 / -1;
    color: ${(p) => p.theme.colors.error};
  }
`;

export interface ImageUploaderProps {
  onUploaded: (r: UploadResult) => void;
  /** After a batch: how many went up and the failures' messages. */
  onBatchDone: (ok: number, errores: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  label?: string;
}

export function ImageUploader({ onUploaded, onBatchDone, onBusyChange, label = 'Agregar imágenes' }: ImageUploaderProps) {
  const id = useId();
  const [items, setItems] = useState<Item[]>([]);
  const pending = useRef(0);
  const patch = (key: string, p: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...p } : i)));

  async function onFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    const chosen = Array.from(files).filter((f) => f.type.startsWith('image/')); // non-images are skipped (spec §5)
    const errores: string[] = [];
    const jobs: { key: string; file: File }[] = [];
    const nuevos: Item[] = [];
    for (const file of chosen) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const problem = imageFileProblem(file);
      if (problem) {
        errores.push(problem);
        nuevos.push({ key, name: file.name, progress: 0, estado: 'error', error: problem });
      } else {
        jobs.push({ key, file });
        nuevos.push({ key, name: file.name, progress: 0, estado: 'subiendo' });
      }
    }
    setItems((list) => [...list.filter((i) => i.estado === 'subiendo'), ...nuevos]);
    if (jobs.length === 0) {
      onBatchDone(0, errores);
      return;
    }
    pending.current += jobs.length;
    onBusyChange?.(true);
    let ok = 0;
    // One at a time, in the order chosen, so the images keep that order.
    for (const job of jobs) {
      try {
        const r = await uploadImage(job.file, (f) => patch(job.key, { progress: f }));
        patch(job.key, { progress: 1, estado: 'lista' });
        onUploaded(r);
        ok++;
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        patch(job.key, { estado: 'error', error: msg });
        errores.push(msg);
      } finally {
        pending.current--;
      }
    }
    if (pending.current === 0) onBusyChange?.(false);
    onBatchDone(ok, errores);
  }

  return (
    <FieldBox $wide>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          void onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      <Hint id={`${id}-hint`}>PNG o JPEG, hasta 10MB cada una.</Hint>
      {items.length > 0 && (
        <List aria-label="Subida de imágenes">
          {items.map((i) => (
            <li key={i.key}>
              <span className="name">{i.name}</span>
              <progress max={100} value={Math.round(i.progress * 100)} aria-label={`Progreso de ${i.name}`} />
              <span>{i.estado === 'lista' ? 'Subida' : i.estado === 'error' ? 'Error' : `${Math.round(i.progress * 100)}%`}</span>
              {i.error && <span className="error">{i.error}</span>}
            </li>
          ))}
        </List>
      )}
    </FieldBox>
  );
}
