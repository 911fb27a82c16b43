// The host. Remote addresses are NOT compiled in: they come from GET /remotes.json at run time
// (src/remotes/federation.ts registers them), so a remote can move without rebuilding the shell. The host is
// created with Module Federation's runtime API (src/remotes/host.ts), not by the bundler plugin, so that the
// federation runtime starts in a task of its own instead of inside main.js's first one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { API_TARGET, commonConfig, compileHints, serverRenderFlag, sharedByHost, ssrConfig } from './mf-shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

export default async (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const common = commonConfig({ mode });
  const browser = {
    ...common,
    name: 'shell',
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
      // The shared libraries travel inside main.js (fetched as soon as the HTML is parsed), and the host shares
      // them as loaded; the remotes' entries reuse the shell's federation runtime (≈ 30 KB gzip each).
      new rspack.DefinePlugin({ ...serverRenderFlag(false), ...sharedByHost(pkg) }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
      // A fallback list for static hosting (nginx); the Node gateway answers /remotes.json itself.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
      ...(mode === 'production' ? [compileHints(rspack)] : []),
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
  // Production also builds the frame's server renderer (dist/ssr/shell.cjs) for the gateway's first paint.
  if (mode !== 'production') return browser;
  return [browser, await ssrConfig({ dir: here, name: 'shell', entry: './src/ssr/render-frame.tsx', mode, publicPath: '/' })];
};
