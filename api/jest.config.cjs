// API tests boot the whole app on PGlite (or PostgreSQL when DATABASE_URL is set): give them time.
const preset = require('../jest.preset.cjs');
module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: [...preset.testMatch, '**/*.e2e-spec.ts'],
  testTimeout: 60000,
  setupFiles: ['<rootDir>/test/worker-database.ts'],
};
