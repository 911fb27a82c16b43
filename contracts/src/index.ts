export * from './labels.js';
export * from './format.js';
export * from './errors.js';
export * from './types.js';
export * from './validation.js';
export * from './agency.js';
export * from './responses.js';
export * from './pages.js';
