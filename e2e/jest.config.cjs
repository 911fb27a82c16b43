// Browser tests of the whole product, started exactly as `npm start` starts it (scripts/start.mjs).
module.exports = {
  ...require('../jest.preset.cjs'),
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 90_000,
};
