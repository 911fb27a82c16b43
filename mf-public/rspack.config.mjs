// The public remote (mf_public): './App' is what the shell mounts. How remotes are built: remoteConfig(); in
// production also the server renderer of its pages' first paint (dist/ssr/mf_public.cjs, see ssrConfig()).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig, ssrConfig } from '../shell/mf-shared.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
// Pictures shipped with the remote (the home page's hero) are separate files, never inlined into the JS.
const rules = [{ test: /\.svg$/, type: 'asset/resource', generator: { filename: 'img/[name].[contenthash:10][ext]' } }];

export default async (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const browser = await remoteConfig({ dir, name: 'mf_public', exposes: { './App': './src/app.tsx' }, port: 3101, mode, rules });
  if (mode !== 'production') return browser;
  // The gateway serves this remote's files under /mf-public/ (and renders its pages only when it does).
  return [browser, await ssrConfig({ dir, name: 'mf_public', entry: './src/ssr/render-page.tsx', mode, publicPath: '/mf-public/', rules })];
};
