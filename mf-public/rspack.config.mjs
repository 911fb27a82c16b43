// The public remote (mf_public): './App' is what the shell mounts. How remotes are built: remoteConfig().
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../shell/mf-shared.mjs';

export default (_env, argv) =>
  remoteConfig({
    dir: path.dirname(fileURLToPath(import.meta.url)),
    name: 'mf_public',
    exposes: { './App': './src/app.tsx' },
    port: 3101,
    mode: argv.mode ?? 'production',
    // Pictures shipped with the remote (the home page's hero) are separate files, never inlined into the JS.
    rules: [{ test: /\.svg$/, type: 'asset/resource', generator: { filename: 'img/[name].[contenthash:10][ext]' } }],
  });
