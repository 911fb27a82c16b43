// Stands in for stylis's vendor prefixer (stylis/src/Prefixer.js, resolve.alias in mf-shared.mjs). styled-components 6
// runs it only for a <StyleSheetManager enableVendorPrefixes>, which this product never renders (it writes no
// prefixed CSS, in the browser or on the server), yet its table of prefixes shipped on every page (≈ 1 KB Brotli).
// Rendering a StyleSheetManager with enableVendorPrefixes would need this alias removed.
export function prefix(value) {
  return value;
}
