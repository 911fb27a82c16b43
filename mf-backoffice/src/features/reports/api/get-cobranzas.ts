// GET /api/admin/cobranzas?desde=&hasta=: the rent payments of a span with the owner's part and the commission.
import type { CobranzasResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export const cobranzas = (desde: string, hasta: string) => api.get<CobranzasResponse>(`/admin/cobranzas?desde=${desde}&hasta=${hasta}`);
