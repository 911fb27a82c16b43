// A horizontal swipe over the lightbox or the main picture (a finger, a pen or a mouse drag, through pointer events):
// the picture follows the finger, and a swipe long enough moves to the next (leftwards) or previous (rightwards) one.
// A short or mostly vertical move is no swipe and the picture slides back. Buttons inside keep their taps.
import { useRef, useState, type PointerEvent } from 'react';

/** Below this move (px) a pointer is still a tap. */
const SLOP_PX = 10;

/** How far a swipe must go: 15 % of the width it happens on, at least 40 px and at most 120 px. */
export function swipeThreshold(width: number): number {
  return Math.min(120, Math.max(40, width * 0.15));
}

/** The step a finished move asks for: 1 (next: the finger went left), -1 (previous) or 0 (no swipe). */
export function swipeStep(dx: number, dy: number, width: number): -1 | 0 | 1 {
  if (Math.abs(dx) < swipeThreshold(width) || Math.abs(dx) <= Math.abs(dy) * 1.2) return 0;
  return dx < 0 ? 1 : -1;
}

interface Track {
  id: number;
  x: number;
  y: number;
  dragging: boolean;
}

/**
 * Handlers for the swiped element, the picture's offset while it follows the finger (px, damped where `canStep`
 * says there is no picture that way), and `swallowClick()`: true right after a swipe, whose pointer release would
 * otherwise be read as a click on the backdrop (which closes the lightbox).
 */
export function useSwipe(onStep: (step: -1 | 1) => void, canStep: (step: -1 | 1) => boolean) {
  const track = useRef<Track | null>(null);
  const swiped = useRef(false);
  const [offset, setOffset] = useState(0);

  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const t = track.current;
    if (!t || t.id !== e.pointerId) return;
    track.current = null;
    setOffset(0);
    if (!t.dragging || cancelled) return;
    swiped.current = true;
    const step = swipeStep(e.clientX - t.x, e.clientY - t.y, e.currentTarget.clientWidth);
    if (step !== 0 && canStep(step)) onStep(step);
  };

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      swiped.current = false;
      const button = (e.target as Element).closest('button');
      if (!e.isPrimary || e.button !== 0 || (button && button !== e.currentTarget)) return;
      track.current = { id: e.pointerId, x: e.clientX, y: e.clientY, dragging: false };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const t = track.current;
      if (!t || t.id !== e.pointerId) return;
      const dx = e.clientX - t.x;
      if (!t.dragging) {
        if (Math.abs(dx) < SLOP_PX || Math.abs(dx) <= Math.abs(e.clientY - t.y)) return;
        t.dragging = true;
        // Released outside the element, the swipe still ends here.
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }
      setOffset(canStep(dx < 0 ? 1 : -1) ? dx : dx / 4);
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
    onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
  };

  const swallowClick = () => {
    const was = swiped.current;
    swiped.current = false;
    return was;
  };

  return { handlers, offset, dragging: offset !== 0, swallowClick };
}
