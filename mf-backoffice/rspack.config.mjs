// The back-office remote (mf_backoffice). Built with publicPath 'auto' so it runs from any address it is served from;
// './App' is what the shell mounts; index.html + main are the standalone dev/preview entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { API_TARGET, commonConfig, sharedDeps } from '../shell/mf-shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const prod = mode === 'production';
  return {
    ...commonConfig({ mode }),
    mode,
    context: here,
    // Production ships the container only (remoteEntry.js + chunks, served by the shell's gateway); the standalone
    // page (index.html + main) is for the dev server, where the remote runs on its own.
    entry: prod ? {} : { main: './src/index.ts' },
    output: {
      path: path.join(here, 'dist'),
      publicPath: 'auto',
      filename: prod ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'mf_backoffice',
      clean: true,
    },
    plugins: [
      ...(prod ? [] : [new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' })]),
      new ModuleFederationPlugin({
        name: 'mf_backoffice',
        filename: 'remoteEntry.js',
        exposes: {
          './App': './src/app.tsx',
          // Loaded by the public property page (mf_public AdminSlot) for admins only.
          './PropertyEditor': './src/features/properties/components/property-editor.tsx',
        },
        shared: sharedDeps(pkg),
        dts: false,
        manifest: false,
        // In the product the shell provides the federation runtime (provideExternalRuntime); the standalone
        // dev server has no shell, so it keeps its own.
        experiments: prod ? { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } } : {},
      }),
    ],
    devServer: {
      port: 3102,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
    },
  };
};
