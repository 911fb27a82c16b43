// One place for what the three federated builds share: the `shared` block of Module Federation (singletons with
// requiredVersion from package.json) and the common rspack module/resolve settings. Imported by shell,
// mf-public and mf-backoffice rspack configs so host and remotes can never disagree.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const shellPkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const installedVersion = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** 'react-router-dom' resolves to the shell's tree-shaken subset of React Router (see that file). */
const ROUTER_FACADE = path.join(here, 'src/router/react-router-dom.ts');

/** Libraries that must exist once in the browser. */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'swr'];

/**
 * The MF `shared` block. `pkg` is the calling package's package.json (its requiredVersion ranges).
 * The shell's platform module ('@inmo/shell/platform': token, auth events, HTTP client, themes) is shared as a
 * singleton too, so a remote and the shell see the same auth state; the remotes keep a local fallback so they
 * still run standalone.
 */
export function sharedDeps(pkg, { eager = false } = {}) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${pkg.name}: ${name} missing from dependencies (needed for MF shared)`);
    const item = { singleton: true, requiredVersion, strictVersion: false, ...(eager ? { eager: true } : {}) };
    // The router facade lives in the shell package: declare the real library's version for it.
    if (name === 'react-router-dom') item.version = installedVersion('react-router-dom');
    shared[name] = item;
    // Subpath imports (react/jsx-runtime, react-dom/client, ...) must come from the same singleton.
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = { ...item };
  }
  shared['@inmo/shell/platform'] = {
    singleton: true,
    version: shellPkg.version,
    requiredVersion: `^${shellPkg.version}`,
    import: path.join(here, 'src/platform/index.ts'),
    ...(eager ? { eager: true } : {}),
  };
  return shared;
}

/** rspack settings every app uses: TypeScript/TSX through builtin:swc-loader, source aliases. */
export function commonConfig({ mode }) {
  const prod = mode === 'production';
  return {
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Sources import siblings as './x.js' (ESM style); resolve them to the .ts/.tsx files.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Prefer packages' ESM builds even where the code says require(): the federation runtime packages ship
      // CommonJS and ESM, and only the ESM build is tree-shaken (≈ 6 KB gzip less in the shell, 5 KB per remote).
      conditionNames: ['browser', 'import', 'module', 'default'],
      alias: {
        // Both are consumed as TypeScript sources: no separate build step needed before the front ends.
        '@inmo/contracts$': path.join(root, 'contracts/src/index.ts'),
        '@inmo/shell/platform$': path.join(here, 'src/platform/index.ts'),
        'react-router-dom$': ROUTER_FACADE,
        // React Router's package exports point every condition at its development build (dev warnings and
        // checks included); its production build sits beside it. ≈ 2 KB gzip less on every page.
        ...(prod ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') } : {}),
      },
    },
    module: {
      // Importing a name the router facade (or any module) does not export must fail the build, not yield undefined.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
              target: 'es2020',
            },
          },
        },
      ],
    },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
  };
}

export const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The whole rspack config of a remote, so both remotes are built alike: publicPath 'auto' (it runs from any
 * address it is served from), an un-hashed remoteEntry.js beside [contenthash] chunks, the shell's federation
 * runtime reused in production, and in development a standalone page (index.html + main) on its own port.
 * `rules` adds module rules of the remote's own.
 */
export async function remoteConfig({ dir, name, exposes, port, mode, rules = [] }) {
  const { rspack } = await import('@rspack/core');
  const { ModuleFederationPlugin } = await import('@module-federation/enhanced/rspack');
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const prod = mode === 'production';
  const common = commonConfig({ mode });
  return {
    ...common,
    module: { ...common.module, rules: [...common.module.rules, ...rules] },
    mode,
    context: dir,
    // Production ships the container only (remoteEntry.js + chunks, served by the shell's gateway); the standalone
    // page (index.html + main) is for the dev server, where the remote runs on its own.
    entry: prod ? {} : { main: './src/index.ts' },
    optimization: { splitChunks: false },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: prod ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    plugins: [
      ...(prod ? [] : [new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' })]),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDeps(pkg),
        dts: false,
        manifest: prod ? { fileName: 'mf-manifest.json' } : false,
        // In the product the shell provides the federation runtime (provideExternalRuntime); the standalone
        // dev server has no shell, so it keeps its own.
        experiments: prod ? { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } } : {},
      }),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: true }],
    },
  };
}
