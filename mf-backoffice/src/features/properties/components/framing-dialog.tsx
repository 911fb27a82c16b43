// Image framing dialog (spec §2, §5): 'Ajustar encuadre de la imagen', a large preview (click to set the focal
// point), zoom 1–3 step 0.1 shown as a percentage, horizontal and vertical position 0–1 step 0.01, and
// 'Vista previa' at 16:9 (at most 400 px high) drawn exactly as the site's cards draw the cover.
import { useEffect, useId, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { ENCUADRE_POR_DEFECTO, LIMITES, normalizarEncuadre, srcsetDe, type Encuadre, type Imagen } from '@inmo/contracts';
import { Button, Modal } from '@inmo/ui';
import { coverImageStyle, zoomPercent } from './cover-style.js';

const Layout = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Large = styled.div`
  align-self: start;
  background: ${(p) => p.theme.colors.surfaceAlt};
  border-radius: 6px;
  overflow: hidden;
`;

/** Exactly the image's box, so the focal-point marker sits on the image. */
const Frame = styled.div`
  position: relative;
  cursor: crosshair;
  img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 60vh;
    object-fit: contain;
  }
`;

const Marker = styled.span`
  position: absolute;
  width: 22px;
  height: 22px;
  margin: -11px 0 0 -11px;
  border: 3px solid #fff;
  border-radius: 50%;
  box-shadow: 0 0 0 2px rgba(0, 0, 0, 0.6);
  pointer-events: none;
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  label {
    display: flex;
    justify-content: space-between;
    font-weight: 600;
    font-size: 0.9rem;
  }
  input[type='range'] {
    width: 100%;
  }
`;

const PreviewTitle = styled.h3`
  margin: 16px 0 6px;
  font-size: 1rem;
`;

/** Same box as the site's cards: 16:9, never taller than 400 px. */
const Preview = styled.div`
  position: relative;
  width: 100%;
  max-width: calc(400px * 16 / 9);
  aspect-ratio: 16 / 9;
  max-height: 400px;
  overflow: hidden;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

export interface FramingDialogProps {
  imagen: Imagen | null;
  onCancel: () => void;
  onSave: (f: Encuadre) => void;
}

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

export function FramingDialog({ imagen, onCancel, onSave }: FramingDialogProps) {
  const [f, setF] = useState<Encuadre>(ENCUADRE_POR_DEFECTO);
  const id = useId();
  useEffect(() => {
    if (imagen) setF(normalizarEncuadre(imagen));
  }, [imagen]);

  function pick(e: MouseEvent<HTMLDivElement>) {
    const r = e.currentTarget.querySelector('img')!.getBoundingClientRect();
    const x = round(Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)), 2);
    const y = round(Math.min(1, Math.max(0, (e.clientY - r.top) / r.height)), 2);
    setF((v) => ({ ...v, offsetX: x, offsetY: y }));
  }

  return (
    <Modal
      open={!!imagen}
      title="Ajustar encuadre de la imagen"
      onClose={onCancel}
      width="980px"
      actions={
        imagen && (
          <>
            <Button $variant="secondary" onClick={onCancel}>
              Cancelar
            </Button>
            <Button $variant="secondary" onClick={() => setF(ENCUADRE_POR_DEFECTO)}>
              Restablecer
            </Button>
            <Button onClick={() => onSave(f)}>Guardar</Button>
          </>
        )
      }
    >
      {imagen && (
        <>
          <Layout>
            <Large>
              <Frame onClick={pick} title="Hacé clic para elegir el punto de interés">
                <img src={imagen.url} alt={imagen.descripcion || 'Imagen a encuadrar'} />
                <Marker aria-hidden="true" style={{ left: `${f.offsetX * 100}%`, top: `${f.offsetY * 100}%` }} />
              </Frame>
            </Large>
            <Controls>
              <div>
                <label htmlFor={`${id}-zoom`}>
                  Zoom <output htmlFor={`${id}-zoom`}>{zoomPercent(f.zoom)}</output>
                </label>
                <input
                  id={`${id}-zoom`}
                  type="range"
                  min={LIMITES.zoomMin}
                  max={LIMITES.zoomMax}
                  step={0.1}
                  value={f.zoom}
                  aria-valuetext={zoomPercent(f.zoom)}
                  onChange={(e) => setF((v) => ({ ...v, zoom: round(Number(e.target.value), 1) }))}
                />
              </div>
              <div>
                <label htmlFor={`${id}-x`}>
                  Posición horizontal <output htmlFor={`${id}-x`}>{Math.round(f.offsetX * 100)}%</output>
                </label>
                <input id={`${id}-x`} type="range" min={0} max={1} step={0.01} value={f.offsetX} onChange={(e) => setF((v) => ({ ...v, offsetX: round(Number(e.target.value), 2) }))} />
              </div>
              <div>
                <label htmlFor={`${id}-y`}>
                  Posición vertical <output htmlFor={`${id}-y`}>{Math.round(f.offsetY * 100)}%</output>
                </label>
                <input id={`${id}-y`} type="range" min={0} max={1} step={0.01} value={f.offsetY} onChange={(e) => setF((v) => ({ ...v, offsetY: round(Number(e.target.value), 2) }))} />
              </div>
              <div>
                <PreviewTitle id={`${id}-preview`}>Vista previa</PreviewTitle>
                <Preview role="img" aria-labelledby={`${id}-preview`} data-testid="framing-preview">
                  <img src={imagen.url} srcSet={srcsetDe(imagen)} sizes="711px" alt="" style={coverImageStyle(f)} />
                </Preview>
              </div>
            </Controls>
          </Layout>
        </>
      )}
    </Modal>
  );
}
