// Gallery (spec §2): main image, 4-column thumbnails, and a full-screen lightbox where ← / → move within
// 0…count-1 and Escape closes; a swipe moves it too (use-swipe.ts), and the main image as well (a swipe, or ← / →
// while it has the focus). The main image is the one above the fold; thumbnails load lazily.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { encuadreCss, srcsetDe, type Imagen } from '@inmo/contracts';
import { coverImgCss, sizeOf } from '@inmo/ui';
import { clampIndex } from './property-details.js';
import { useSwipe } from './use-swipe.js';

const Main = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  cursor: zoom-in;
  aspect-ratio: 16 / 9;
  touch-action: pan-y pinch-zoom;
  user-select: none;
  img {
    transition: transform 0.2s ease-out;
    -webkit-user-drag: none;
  }
  background: ${(p) => p.theme.colors.surfaceAlt};
  ${coverImgCss}
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
`;

const Thumb = styled.button<{ $active: boolean }>`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid ${(p) => (p.$active ? p.theme.colors.accentText : 'transparent')};
  border-radius: 6px;
  overflow: hidden;
  cursor: pointer;
  aspect-ratio: 4 / 3;
  background: ${(p) => p.theme.colors.surfaceAlt};
  ${coverImgCss}
`;

const NoImage = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.muted};
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(0, 0, 0, 0.92);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 56px 8px;
  /* Horizontal moves are the lightbox's (a swipe); pinching still zooms. */
  touch-action: pan-y pinch-zoom;
  user-select: none;
  img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
    transition: transform 0.2s ease-out;
    -webkit-user-drag: none;
  }
  &[data-dragging] img {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

const OverlayButton = styled.button`
  position: absolute;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: rgba(255, 255, 255, 0.16);
  color: #fff;
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.3);
  }
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid #fff;
  }
`;

const Close = styled(OverlayButton)`
  top: 8px;
  right: 8px;
`;
const Prev = styled(OverlayButton)`
  left: 8px;
  top: 50%;
  transform: translateY(-50%);
`;
const Next = styled(OverlayButton)`
  right: 8px;
  top: 50%;
  transform: translateY(-50%);
`;

const Counter = styled.p`
  position: absolute;
  bottom: 12px;
  left: 0;
  right: 0;
  margin: 0;
  text-align: center;
  color: #fff;
`;

const altOf = (img: Imagen, titulo: string, i: number, n: number) =>
  img.descripcion?.trim() || (n > 1 ? `${titulo} — imagen ${i + 1} de ${n}` : titulo);

export function Gallery({ imagenes, titulo }: { imagenes: Imagen[]; titulo: string }) {
  const n = imagenes.length;
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const go = useCallback((i: number) => setIndex(clampIndex(i, n)), [n]);
  const swipe = useSwipe(
    (step) => setIndex((i) => clampIndex(i + step, n)),
    (step) => clampIndex(index + step, n) !== index,
  );

  useEffect(() => setIndex((i) => clampIndex(i, n)), [n]);

  // Reaching either end disables that arrow button: move focus to Close rather than losing it to the page.
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLButtonElement && document.activeElement.disabled) closeRef.current?.focus();
  }, [open, index]);

  // The keyboard listener lives while the screen is shown (spec §2); arrows move the lightbox, Escape closes it.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!open) return;
      if (e.key === 'ArrowRight') setIndex((i) => clampIndex(i + 1, n));
      else if (e.key === 'ArrowLeft') setIndex((i) => clampIndex(i - 1, n));
      else if (e.key === 'Escape') setOpen(false);
      else if (e.key === 'Tab') {
        // Focus stays inside the open lightbox (a modal dialog).
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-lightbox] button:not(:disabled)')];
        if (buttons.length === 0) return;
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const next = e.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : at === -1 || at === buttons.length - 1 ? 0 : at + 1;
        buttons[next].focus();
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, n]);

  useEffect(() => {
    if (open) {
      closeRef.current?.focus();
      const prev = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = prev;
        opener.current?.focus();
      };
    }
  }, [open]);

  if (n === 0) return <NoImage>Sin imágenes</NoImage>;
  const current = imagenes[clampIndex(index, n)];
  const size = sizeOf(current);
  const encuadre = encuadreCss(current);
  // While a finger drags it, the main picture follows (no easing).
  const mainStyle =
    !open && swipe.offset ? { ...encuadre, transition: 'none', transform: `translateX(${swipe.offset}px) ${encuadre.transform ?? ''}` } : encuadre;

  return (
    <div>
      <Main
        type="button"
        aria-label={`Ver imagen ${index + 1} de ${n} en pantalla completa`}
        {...(open ? {} : swipe.handlers)}
        onKeyDown={(e) => {
          const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
          if (!step) return;
          e.preventDefault();
          go(index + step);
        }}
        onClick={(e) => {
          if (swipe.swallowClick()) return;
          opener.current = e.currentTarget;
          setOpen(true);
        }}
      >
        <img
          src={current.url}
          srcSet={srcsetDe(current)}
          sizes="(max-width: 900px) 100vw, 800px"
          alt={altOf(current, titulo, index, n)}
          width={size.width}
          height={size.height}
          // Lowercase: React 18 has no fetchPriority prop and writes the attribute as is.
          {...{ fetchpriority: 'high' }}
          decoding="async"
          draggable={false}
          style={mainStyle}
        />
      </Main>
      {n > 1 && (
        <Thumbs aria-label="Miniaturas">
          {imagenes.map((img, i) => {
            const s = sizeOf(img);
            return (
              <li key={`${img.url}-${i}`}>
                <Thumb type="button" $active={i === index} aria-label={`Mostrar imagen ${i + 1} de ${n}`} aria-current={i === index ? 'true' : undefined} onClick={() => go(i)}>
                  <img src={img.url} srcSet={srcsetDe(img)} sizes="200px" alt="" width={s.width} height={s.height} loading="lazy" decoding="async" style={encuadreCss(img)} />
                </Thumb>
              </li>
            );
          })}
        </Thumbs>
      )}
      {open && (
        <Overlay
          data-lightbox
          data-dragging={swipe.dragging || undefined}
          role="dialog"
          aria-modal="true"
          aria-label={`Galería de imágenes: ${titulo}`}
          {...swipe.handlers}
          onClick={(e) => !swipe.swallowClick() && e.target === e.currentTarget && setOpen(false)}
        >
          <img
            src={current.url}
            srcSet={srcsetDe(current)}
            sizes="100vw"
            alt={altOf(current, titulo, index, n)}
            width={size.width}
            height={size.height}
            draggable={false}
            style={swipe.offset ? { transform: `translateX(${swipe.offset}px)` } : undefined}
          />
          <Close ref={closeRef} type="button" aria-label="Cerrar galería" onClick={() => setOpen(false)}>
            ✕
          </Close>
          <Prev type="button" aria-label="Imagen anterior" disabled={index === 0} onClick={() => go(index - 1)}>
            ‹
          </Prev>
          <Next type="button" aria-label="Imagen siguiente" disabled={index >= n - 1} onClick={() => go(index + 1)}>
            ›
          </Next>
          <Counter aria-live="polite">
            Imagen {index + 1} de {n}
          </Counter>
        </Overlay>
      )}
    </div>
  );
}
