const preset = require('../jest.preset.cjs');
module.exports = {
  ...preset,
  moduleNameMapper: { '^@inmo/shell/platform$': '<rootDir>/src/platform/index.ts', ...preset.moduleNameMapper },
};
