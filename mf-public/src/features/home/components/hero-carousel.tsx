// Hero carousel (spec §2 Home, §9): three images, a new one every 5 s with a 1 s fade. Each slide is one
// <picture> (desktop and mobile art: the browser downloads only the one that fits). The first image is fetched
// with high priority; the others lazily. Previous / next / pause and one button per slide, all keyboard operable.
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import d1 from '../images/hero-1-desktop.svg';
import m1 from '../images/hero-1-mobile.svg';
import d2 from '../images/hero-2-desktop.svg';
import m2 from '../images/hero-2-mobile.svg';
import d3 from '../images/hero-3-desktop.svg';
import m3 from '../images/hero-3-mobile.svg';

export const INTERVALO_MS = 5000;
export const FUNDIDO_MS = 1000;

const SLIDES = [
  { desktop: d1, mobile: m1, alt: 'Ilustración de casas de barrio al atardecer' },
  { desktop: d2, mobile: m2, alt: 'Ilustración de un campo con su casco y molino' },
  { desktop: d3, mobile: m3, alt: 'Ilustración de los edificios del centro de la ciudad' },
];

const Frame = styled.section`
  position: relative;
  overflow: hidden;
  min-height: clamp(420px, 62vh, 580px);
  display: flex;
  align-items: center;
  color: #fff;
  background: #0d3c6e;
`;

const Slide = styled.picture<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${(p) => (p.$active ? 1 : 0)};
  transition: opacity ${FUNDIDO_MS}ms ease-in-out;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, rgba(5, 20, 40, 0.82) 0%, rgba(5, 20, 40, 0.55) 60%, rgba(5, 20, 40, 0.35) 100%);
`;

const Content = styled.div`
  position: relative;
  width: 100%;
  padding: 48px 0 88px;
`;

const Controls = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 16px;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 4px;
  flex-wrap: wrap;
`;

const Ctrl = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  padding: 0 12px;
  border-radius: 22px;
  border: 1px solid rgba(255, 255, 255, 0.7);
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  font: inherit;
  font-size: 1.1rem;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.7);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

// 44 px to the finger, a 12 px ring to the eye.
const Dot = styled.button`
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-grid;
  place-items: center;
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid #fff;
    background: transparent;
  }
  &[aria-current='true']::before {
    background: #fff;
  }
  &:focus-visible {
    outline: 3px solid #fff;
  }
`;

export function HeroCarousel({ children }: { children: ReactNode }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const n = SLIDES.length;

  // One timer per shown slide: every slide stays 5 s, also after a manual change.
  useEffect(() => {
    if (paused) return;
    const t = setTimeout(() => setIndex((i) => (i + 1) % n), INTERVALO_MS);
    return () => clearTimeout(t);
  }, [index, paused, n]);

  return (
    <Frame aria-roledescription="carrusel" aria-label="Imágenes destacadas">
      {/* fetchpriority in lowercase: React 18 has no fetchPriority prop and writes the attribute as is. */}
      {SLIDES.map((s, i) => (
        <Slide key={s.desktop} $active={i === index} aria-hidden={i === index ? undefined : true} data-slide={i} data-active={i === index}>
          <source media="(max-width: 700px)" srcSet={s.mobile} width={800} height={1000} />
          <img src={s.desktop} alt={s.alt} width={1600} height={640} {...{ fetchpriority: i === 0 ? 'high' : 'low' }} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
        </Slide>
      ))}
      <Shade />
      <Content>{children}</Content>
      <Controls>
        <Ctrl type="button" aria-label="Imagen anterior" onClick={() => setIndex((i) => (i - 1 + n) % n)}>
          ‹
        </Ctrl>
        {SLIDES.map((s, i) => (
          <Dot key={s.desktop} type="button" aria-label={`Mostrar imagen ${i + 1} de ${n}`} aria-current={i === index ? 'true' : undefined} onClick={() => setIndex(i)} />
        ))}
        <Ctrl type="button" aria-label="Imagen siguiente" onClick={() => setIndex((i) => (i + 1) % n)}>
          ›
        </Ctrl>
        <Ctrl type="button" aria-pressed={paused} aria-label={paused ? 'Reanudar carrusel' : 'Pausar carrusel'} onClick={() => setPaused((p) => !p)}>
          {paused ? '▶' : '❚❚'}
        </Ctrl>
      </Controls>
    </Frame>
  );
}
