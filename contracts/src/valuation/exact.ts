// The valuation's exact arithmetic: money in integer cents, coefficients to 4 decimals (integer ten-thousandths),
// every product of money and coefficient in BigInt rounded half up.

const B = (n: number) => BigInt(Math.round(n));
/** round(a × b / c) half up, a b c integers, c > 0. */
export function mulDiv(a: number, b: number, c: number): number {
  const num = B(a) * B(b);
  const den = B(c);
  const neg = num < BigInt(0);
  const abs = neg ? -num : num;
  const q = (abs * BigInt(2) + den) / (den * BigInt(2));
  return Number(neg ? -q : q);
}
export const cents = (amount: number) => Math.round(amount * 100);
export const fromCents = (c: number) => c / 100;
/** A coefficient kept to 4 decimals. */
export const coef4 = (x: number) => Math.round(x * 10000) / 10000;
export const toTenK = (x: number) => Math.round(x * 10000);

/** The median of integer cents (the mean of the middle two, half up, for an even count). */
export function mediana(valores: number[]): number {
  const v = [...valores].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : mulDiv(v[m - 1]! + v[m]!, 1, 2);
}

/** The subject's factor over the comparable's, 4 decimals; 1 when either side does not know it. */
export function relativo(sujeto: number | null, comparable: number | null): number {
  return sujeto === null || comparable === null || comparable === 0 ? 1 : coef4(sujeto / comparable);
}
