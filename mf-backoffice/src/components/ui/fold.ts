// Text as the browser-side filters compare it: accents and case aside, as the API's searches do
// (api/src/database/text-search.ts): 'galpon' finds 'Galpón', 'GONZALEZ' 'González'.
export const plegar = (s: string | null | undefined): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
