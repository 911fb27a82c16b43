// GET /api/user/propiedades-destacadas → {propiedades, destacadas}: the home's listings (the marked ones, or the
// latest visible ones when none is). The server's first paint embeds the reply and the browser starts from it.
// A plain request rather than SWR: the home is the one page that did not download SWR (5 KB compressed, against the
// anonymous home's byte budget), and nothing else shares this reply.
import { useEffect, useState } from 'react';
import { DESTACADAS_PATH, type PropiedadesDestacadasResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';
import { SERVER_REPLY_FRESH_MS, initialData } from '../../../ssr-data.js';

export function useFeatured(): PropiedadesDestacadasResponse | undefined {
  const [data, setData] = useState(() => initialData<PropiedadesDestacadasResponse>(DESTACADAS_PATH));
  // The server's reply is shown at once; asked again only when it is no longer fresh (a later visit of the home).
  const fresh = data !== undefined && performance.now() < SERVER_REPLY_FRESH_MS;
  useEffect(() => {
    if (fresh) return;
    let live = true;
    api.get<PropiedadesDestacadasResponse>(DESTACADAS_PATH).then(
      (r) => live && setData(r),
      // The home works without them: logged, and the section is left out.
      (err: unknown) => console.error('[inicio] no se pudieron cargar las propiedades destacadas:', err),
    );
    return () => {
      live = false;
    };
  }, [fresh]);
  return data;
}
