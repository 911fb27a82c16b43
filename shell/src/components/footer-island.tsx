// The footer in the browser: an island hydrated on its own schedule. The server draws it with the frame
// (ssr/render-frame.tsx renders <FooterSlot> with the footer inside); the browser keeps that HTML as drawn and loads
// the footer's code (a chunk of its own) only when it is needed: when it comes within a screen and a half of the
// viewport, the visitor moves to another page or switches the theme, or when the server drew none. Below the fold
// of the home, a first visit then downloads none of it (the home's JavaScript budget: e2e/tests/budget). Its
// links are plain links until then, so a tap on one still works.
//
// Why not React.lazy in the tree: a Suspense boundary still holding the server's HTML forces its hydration on any
// update that reaches it (the router's location, the theme), and a navigation would wait for the footer's chunk.
// Here the slot keeps the server's HTML through dangerouslySetInnerHTML (React leaves it as it is when hydrating,
// and an unchanged object is never written again) and the footer replaces it, as React children, once loaded.
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { REMOTES } from '../config/paths.js';
import { ownerOf } from '../config/owner-of.js';

const KEEP_SERVER_HTML = { __html: '' };
// display: contents: the slot adds no box, the <footer> inside lays out as the frame's child.
const CONTENTS = { display: 'contents' } as const;

/** The footer's slot, as the server renders it and the browser keeps it. */
export const FooterSlot = ({ children }: { children: ReactNode }) => <div style={CONTENTS}>{children}</div>;

export function FooterIsland({ themeName }: { themeName: string }) {
  const { pathname } = useLocation();
  const slot = useRef<HTMLDivElement>(null);
  const [Footer, setFooter] = useState<ComponentType | null>(null);
  const [first] = useState(pathname + themeName);
  const staff = ownerOf(pathname) === REMOTES.backoffice;
  // Another page or theme than the server drew: its footer would be out of place.
  const moved = pathname + themeName !== first;

  useEffect(() => {
    if (Footer || staff) return;
    const load = () =>
      void import(/* webpackChunkName: "footer" */ './footer.js').then((m) => {
        slot.current?.replaceChildren(); // the server's copy goes; React's own takes its place
        setFooter(() => m.Footer);
      });
    // The slot itself has no box (display: contents): the server's <footer> inside is what comes into view.
    const drawn = slot.current?.firstElementChild;
    if (moved || !drawn || typeof IntersectionObserver === 'undefined') return load();
    const io = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && (io.disconnect(), load()), { rootMargin: '150% 0px' });
    io.observe(drawn);
    return () => io.disconnect();
  }, [Footer, staff, moved]);

  if (staff) return null;
  return Footer ? (
    <div ref={slot} style={CONTENTS}>
      <Footer />
    </div>
  ) : (
    <div ref={slot} style={CONTENTS} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  );
}
