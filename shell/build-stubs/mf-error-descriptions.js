// Stands in for the federation runtime's English descriptions of its error codes (@module-federation/error-codes
// dist/desc.mjs, resolve.alias in mf-shared.mjs), shipped twice on every page (the shell's runtime and each remote's
// entry). An error still names its code and the page that explains it: "Module Federation error #RUNTIME-008
// View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008".
const described = new Proxy({}, { get: () => 'Module Federation error' });
export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
