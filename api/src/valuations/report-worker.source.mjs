// The report worker when the API runs from its TypeScript sources (the Jest tests): teaches this thread to load
// TypeScript, then serves report-worker.ts. The built API starts dist/valuations/report-worker.js directly.
import { register } from 'node:module';

register('../common/ts-source-hooks.mjs', import.meta.url);
const { default: render } = await import('./report-worker.ts');
export default render;
