import { HOY_ARGENTINA_SQL, ZONA_ARGENTINA, diaUTC, fechaArgentina, hoyArgentina, mesArgentina, sumarDias } from './calendario.js';

describe("Argentina's calendar", () => {
  it('counts days across month, year and leap-day ends, and reads a UTC-built day as it was given', () => {
    expect(sumarDias('2024-02-28', 1)).toBe('2024-02-29');
    expect(sumarDias('2024-02-29', 1)).toBe('2024-03-01');
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(sumarDias('1899-12-30', 46_000)).toBe('2025-12-09');
    expect(diaUTC(new Date(Date.UTC(2026, 2, 0)))).toBe('2026-02-28');
    expect(diaUTC(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
  });

  it('is still the day before from 21:00 UTC−3 to midnight (22:30 in Argentina is 01:30 UTC the next day)', () => {
    expect(hoyArgentina(Date.parse('2026-12-02T01:30:00Z'))).toBe('2026-12-01');
    expect(mesArgentina(Date.parse('2027-01-01T01:30:00Z'))).toBe('2026-12');
  });

  it('turns the day at midnight in Argentina (03:00 UTC)', () => {
    expect(hoyArgentina(Date.parse('2026-01-01T02:59:00Z'))).toBe('2025-12-31');
    expect(hoyArgentina(Date.parse('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });

  it("reads an instant as the day it was in Argentina and leaves a calendar day as it is", () => {
    expect(fechaArgentina('2026-12-02T01:30:00.000Z')).toBe('2026-12-01');
    expect(fechaArgentina(new Date('2026-12-02T01:30:00Z'))).toBe('2026-12-01');
    expect(fechaArgentina(Date.parse('2026-12-02T03:00:00Z'))).toBe('2026-12-02');
    expect(fechaArgentina('2026-12-02')).toBe('2026-12-02');
    expect(fechaArgentina('')).toBeNull();
    expect(fechaArgentina('mañana')).toBeNull();
  });

  it("names the zone once: PostgreSQL's today is read in it", () => {
    expect(HOY_ARGENTINA_SQL).toBe(`(now() AT TIME ZONE '${ZONA_ARGENTINA}')::date`);
  });
});
