// Gives every styled component a fixed componentId, derived from its file and its place in the file:
//   styled.div`…`  →  styled.div.withConfig({ componentId: "sc-<file hash>-<n>" })`…`
// Without one, styled-components numbers its components in the order they are created at run time, which differs
// between the browser (the shell's and the remotes' components share one counter, in the order their chunks load)
// and the server renderers (one counter per renderer). The class names the server writes into the first paint must be
// the ones the browser computes, or React's hydration would keep class names the browser has no rules for.
// (styled-components' Babel/SWC plugins do the same; this is the part of them the app needs, with no native plugin
// whose version must match rspack's SWC.) Runs on the TypeScript source, before builtin:swc-loader.
// Each one is also marked /*#__PURE__*/ (as the Babel plugin's `pure` option does): creating a styled component has
// no effect of its own, so the minifier may drop one that nothing uses — a kit file's component that an app never
// renders, for instance.
const crypto = require('node:crypto');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
// styled.tag or styled(Component), followed by a template, type arguments or .attrs — a styled component's start.
const START = /\bstyled(?:\.[A-Za-z][A-Za-z0-9]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:`|<|\.attrs\b))/g;

/** @this {{ resourcePath: string }} */
module.exports = function styledIdsLoader(source) {
  if (!source.includes('styled')) return source;
  const file = path.relative(root, this.resourcePath).split(path.sep).join('/');
  const hash = crypto.createHash('sha256').update(file).digest('hex').slice(0, 8);
  let n = 0;
  return source.replace(START, (m) => `/*#__PURE__*/ ${m}.withConfig({ componentId: "sc-${hash}-${n++}" })`);
};
