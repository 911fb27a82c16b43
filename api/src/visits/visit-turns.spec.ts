import { sumarDias, turnosDelHorario } from './visit-turns.js';

/** Monday to Friday 9 to 12 (turns of an hour), Saturday 10 to 11:30, Sunday closed. */
const SEMANA = [null, [9, 12], [9, 12], [9, 12], [9, 12], [9, 12], [10, 11.5]] as const;

describe('visit turns', () => {
  it("counts Argentina's days across a month's end", () => {
    expect(sumarDias('2026-02-27', 2)).toBe('2026-03-01');
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("gives the agency's whole turns of each open day, none on a closed day, and none that ends after closing", () => {
    // 2026-03-06 is a Friday.
    const turnos = turnosDelHorario('2026-03-06', 3, new Date('2026-01-01T00:00:00Z'), SEMANA);
    // Argentina is UTC−3: Friday 9, 10 and 11, Saturday 10 (one at 11 would end after 11:30), nothing on Sunday.
    expect(turnos.map((t) => t.inicio.toISOString())).toEqual(['2026-03-06T12:00:00.000Z', '2026-03-06T13:00:00.000Z', '2026-03-06T14:00:00.000Z', '2026-03-07T13:00:00.000Z']);
    expect(turnos.every((t) => t.fin.getTime() - t.inicio.getTime() === 3600_000)).toBe(true);
  });

  it('leaves out the turns that start before now', () => {
    const turnos = turnosDelHorario('2026-03-06', 1, new Date('2026-03-06T13:00:00Z'), SEMANA);
    expect(turnos.map((t) => t.inicio.toISOString())).toEqual(['2026-03-06T14:00:00.000Z']);
  });
});
