// The server-rendered first paint of a public page, as the gateway writes it (gateway/src/first-paint.ts) and the
// shell and the public remote hydrate it (shell/src/bootstrap.tsx, shell/src/remotes/prerender.tsx,
// mf-public/src/ssr-data.ts):
//
//   <div id="root"><div data-prerender="/propiedades-publicas?page=2" data-prerender-theme="customDark" inert>
//     …the shell's top bar… <main inert data-prerender-main><!--$-->…the page, as mf_public renders it…<!--/$--></main>
//   </div></div>
//   <template id="inmo-fin"></template>
//   <script type="application/json" id="inmo-ssr-data">{"/user/propiedades-publicas?page=2&limit=9": {…}}</script>
//
// The wrapper is the container React hydrates; <!--$-->…<!--/$--> is the Suspense boundary the shell mounts the
// remote in. `inert` keeps a visitor's taps off what is not yet the app's: the wrapper's is lifted when the shell
// hydrates, <main>'s when the remote has. The data block holds the API replies the page was rendered from, keyed as
// the public remote's SWR hooks key them, so the browser's first render is the same content the server's was.
export const PRERENDER = {
  /** On the wrapper: the path and query it was rendered for. */
  pathAttr: 'data-prerender',
  /** On the wrapper: the theme it was rendered in ('customDark' | 'light'). */
  themeAttr: 'data-prerender-theme',
  /** On <main> while the server's page in it is not yet the app's (the shell removes it, and `inert`, after). */
  mainAttr: 'data-prerender-main',
  /** On the server's <style> elements (kept for the page's life: shell/src/platform/first-paint.ts). */
  cssAttr: 'data-prerender-css',
  /** The API replies the page was rendered from. */
  dataId: 'inmo-ssr-data',
  /** On every page the gateway serves: the agency's details (GET /api/user/inmobiliaria's data), read by the shell. */
  agencyId: 'inmo-agencia',
  /** The cookie that tells the server the visitor's theme (mirrors localStorage 'tema'). */
  themeCookie: 'tema',
  /**
   * An empty element right after #root. The head holds `<link rel="expect" href="#inmo-fin" blocking="render">`: the
   * browser draws nothing until the page is parsed up to it, so the first frame is the whole page, laid out once,
   * instead of a top bar alone followed by a second, larger layout.
   */
  endId: 'inmo-fin',
} as const;

/**
 * styled-components' server <style> tags carry data-styled, which makes the browser's copy adopt (and later rewrite)
 * their rules, and two server renders (the frame and the page) would share its group numbers. As plain elements they
 * are left alone by the browser's styled-components, which writes its own (same) rules in a later <style>.
 */
export function plainStyleTags(tags: string): string {
  return tags.replace(/<style[^>]*>/g, `<style ${PRERENDER.cssAttr}>`);
}

/** The server's <main> while its first paint is not yet the app's; null once released, or when there was none. */
export function pendingFirstPaint(doc: Document = document): Element | null {
  return doc.querySelector(`main[${PRERENDER.mainAttr}]`);
}
