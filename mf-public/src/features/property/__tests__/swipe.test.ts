import { swipeStep, swipeThreshold } from '../components/use-swipe.js';

describe('lightbox swipe', () => {
  it('needs 15 % of the width, at least 40 px and at most 120 px', () => {
    expect(swipeThreshold(390)).toBeCloseTo(58.5);
    expect(swipeThreshold(200)).toBe(40);
    expect(swipeThreshold(1366)).toBe(120);
  });

  it('a finger moved left asks for the next picture, right for the previous one', () => {
    expect(swipeStep(-100, 5, 390)).toBe(1);
    expect(swipeStep(100, -5, 390)).toBe(-1);
  });

  it('a short or mostly vertical move is no swipe', () => {
    expect(swipeStep(-50, 0, 390)).toBe(0);
    expect(swipeStep(-100, 90, 390)).toBe(0);
    expect(swipeStep(0, 300, 390)).toBe(0);
  });
});
