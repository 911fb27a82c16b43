// Stands in for stylis's vendor prefixer (stylis/src/Prefixer.js, which stylis's own ES module entry imports;
// resolve.alias in mf-shared.mjs, production builds). styled-components 6 runs it only for a
// <StyleSheetManager enableVendorPrefixes>, which this product never renders (it writes no prefixed CSS, in the browser
// or on the server), yet its table of prefixes shipped on every page (1.1 KB Brotli on the home). Should stylis move
// the file, the alias matches nothing and the prefixer simply ships again. Rendering a StyleSheetManager with
// enableVendorPrefixes would need this alias removed.
export function prefix(value) {
  return value;
}
