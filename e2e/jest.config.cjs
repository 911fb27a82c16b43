// Browser tests of the whole product, started exactly as `npm start` starts it (scripts/start.mjs).
module.exports = {
  ...require('../jest.preset.cjs'),
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 90_000,
};
