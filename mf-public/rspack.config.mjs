// The public remote (mf_public). Built with publicPath 'auto' so it runs from any address it is served from;
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
  const common = commonConfig({ mode });
  return {
    ...common,
    // Pictures shipped with the remote (the home page's hero) are separate files, never inlined into the JS.
    module: {
      ...common.module,
      rules: [...common.module.rules, { test: /\.svg$/, type: 'asset/resource', generator: { filename: 'img/[name].[contenthash:10][ext]' } }],
    },
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
      uniqueName: 'mf_public',
      clean: true,
    },
    plugins: [
      ...(prod ? [] : [new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' })]),
      new ModuleFederationPlugin({
        name: 'mf_public',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/app.tsx' },
        shared: sharedDeps(pkg),
        dts: false,
        manifest: false,
        // In the product the shell provides the federation runtime (provideExternalRuntime); the standalone
        // dev server has no shell, so it keeps its own.
        experiments: prod ? { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } } : {},
      }),
    ],
    devServer: {
      port: 3101,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
    },
  };
};
