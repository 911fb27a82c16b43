// React Router's build (dist/production/*.mjs) creates its contexts and components at the top of the module —
// `var Link = React.forwardRef(...)` followed by `Link.displayName = "Link"` — without the /*#__PURE__*/ marks its
// other calls carry, so the minifier must keep every one of them, used or not, and all they reach: Form, fetchers,
// ScrollRestoration, the data router's contexts, framework-mode prefetching (≈ 1.2 KB Brotli on the home).
// This marks those calls pure and drops the displayName assignments (read only by React DevTools, in development;
// these are production builds). Nothing else changes: what is used runs exactly as before.
module.exports = function reactRouterPureLoader(source) {
  return source
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^var (\w+) = (React\d*)\.(forwardRef|createContext|memo)\(/gm, 'var $1 = /* @__PURE__ */ $2.$3(');
};
