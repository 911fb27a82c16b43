// The host. Remote addresses are NOT compiled in: they come from GET /remotes.json at run time
// (src/remotes/federation.ts registers them), so a remote can move without rebuilding the shell.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { API_TARGET, commonConfig, sharedDeps } from './mf-shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const common = commonConfig({ mode });
  return {
    ...common,
    mode,
    context: here,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(here, 'dist'),
      publicPath: '/',
      filename: mode === 'production' ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: mode === 'production' ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      uniqueName: 'inmo_shell',
      clean: true,
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
      new ModuleFederationPlugin({
        name: 'inmo_shell',
        remotes: {},
        // Eager in the host: the shared libraries travel inside main.js, fetched as soon as the HTML is parsed,
        // instead of a second round of chunk requests issued only once main.js has run.
        shared: sharedDeps(pkg, { eager: true }),
        // version-first would fetch every remote's entry on start (the back office included, on '/').
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: {
          // The remotes' entries reuse this runtime instead of each carrying a copy (≈ 30 KB gzip each).
          provideExternalRuntime: true,
          // No manifest/snapshot loading and no Node code paths: remotes are plain remoteEntry.js scripts.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      // A fallback list for static hosting (nginx); the Node gateway answers /remotes.json itself.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
    ],
    devServer: {
      port: 3100,
      historyApiFallback: true,
      hot: false,
      proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
      setupMiddlewares: (middlewares) => {
        // Standalone development: remotes on their own dev servers.
        middlewares.unshift({
          name: 'remotes-json',
          path: '/remotes.json',
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(
              JSON.stringify({
                remotes: [
                  { name: 'mf_public', entry: process.env.MF_PUBLIC_ENTRY ?? 'http://localhost:3101/remoteEntry.js' },
                  { name: 'mf_backoffice', entry: process.env.MF_BACKOFFICE_ENTRY ?? 'http://localhost:3102/remoteEntry.js' },
                ],
              }),
            );
          },
        });
        return middlewares;
      },
    },
  };
};
