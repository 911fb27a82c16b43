// The gateway's tests start real gateways over temporary folders, with a stand-in API on a free port.
const preset = require('../jest.preset.cjs');
module.exports = { ...preset, rootDir: __dirname, testTimeout: 30_000 };
