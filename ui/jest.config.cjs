const preset = require('../jest.preset.cjs');
module.exports = {
  ...preset,
  moduleNameMapper: { '^@inmo/shell/platform$': '<rootDir>/../shell/src/platform/index.ts', ...preset.moduleNameMapper },
};
