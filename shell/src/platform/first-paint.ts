// The end of the server's first paint (contracts/src/prerender.ts). While the browser hydrates a page the server
// drew, <main> is inert: a tap there would be lost. Whoever renders the page's content calls releaseFirstPaint()
// once it has hydrated: mf_public from inside its pages' Suspense boundary, which React hydrates after the rest
// (nested boundaries hydrate last, at a lower priority).
//
// The server's <style> elements stay. With the browser's files from the same build they hold the same rules as the
// browser's own style sheet (the class names are fixed per component: shell/styled-ids-loader.cjs), so they change
// nothing. A page drawn by the previous build of a remote (during its redeploy) keeps that build's class names after
// hydration, and only the server's styles still match them. Removed too early, they also left the page unstyled
// for a moment while its components were still hydrating.
import { PRERENDER, pendingFirstPaint } from '@inmo/contracts';

/** Lifts <main>'s inert once the page is the app's. Idempotent. */
export function releaseFirstPaint(doc: Document = document): void {
  const main = pendingFirstPaint(doc);
  main?.removeAttribute('inert');
  main?.removeAttribute(PRERENDER.mainAttr);
}
