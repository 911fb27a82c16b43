// The host. Remote addresses are NOT compiled in: they come from the runtime list at run time (the page's own copy,
// else GET /remotes.json; src/remotes/federation.ts registers them), so a remote can move without rebuilding the
// shell. The federation plugin declares what the shell shares with the remotes (sharedDeps, the same helper the
// remotes use) and how it picks a copy ('loaded-first': the host loads no remote's entry before it is mounted).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { API_TARGET, commonConfig, compileHints, serverRenderFlag, sharedDeps, ssrConfig } from './mf-shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

/**
 * A <link rel="preload"> in index.html for the chunk behind the async boundary (src/index.ts): the browser fetches it
 * beside main.js instead of once main.js has run (a round trip later, ≈ 0.5 s on a slow 4G phone).
 */
const preloadBootstrapChunk = {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootstrapChunk', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadBootstrapChunk', async (data) => {
        const files = [...compilation.chunks].find((c) => c.name === 'bootstrap')?.files ?? [];
        const links = [...files].map((f) => ({ tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'script', href: data.publicPath + f } }));
        data.assetTags.scripts.unshift(...links);
        return data;
      });
    });
  },
};

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
      new rspack.DefinePlugin(serverRenderFlag(false)),
      new ModuleFederationPlugin({
        name: 'inmo_shell',
        // None at build time: src/remotes/federation.ts registers them from the runtime list.
        remotes: {},
        shared: sharedDeps(pkg, { eager: true }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [path.join(here, 'src/remotes/yield-plugin.ts')],
        dts: false,
        manifest: false,
        // The remotes' production entries use this runtime instead of bringing their own (externalRuntime in
        // remoteConfig): one copy of it on a page. Remotes are plain remoteEntry.js scripts: no manifests (snapshots).
        experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
      preloadBootstrapChunk,
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
