// Shared Jest settings: TypeScript through @swc/jest, run as native ESM (NestJS 12 is ESM-only).
const swc = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
};
module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@inmo/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@inmo/ui$': '<rootDir>/../ui/src/index.ts',
    // libphonenumber-js's ESM imports its metadata as 'metadata.min.json.js' (a module): keep that name.
    '^(\\.{1,2}/.*\\.json\\.js)$': '$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['**/?(*.)+(spec|test).ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
