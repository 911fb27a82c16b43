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

/** 'react-router-dom' resolves to React Router's names the apps use (see that file). */
const ROUTER_FACADE = path.join(here, 'src/react-router-dom.ts');
/**
 * React Router's package exports point at its development build whatever the mode (its production build, the same
 * code with its development warnings switched off, is reached by path only); production builds take the latter.
 */
const ROUTER_PRODUCTION = path.join(root, 'node_modules/react-router/dist/production/index.mjs');

/** The range `pkg` declares for a shared library (a build error if it declares none). */
function requiredRange(pkg, name) {
  const range = pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name];
  if (!range) throw new Error(`${pkg.name}: ${name} missing from dependencies (needed for MF shared)`);
  return range;
}

/** Libraries that must exist once in the browser. */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'swr'];

/**
 * The MF `shared` block. `pkg` is the calling package's package.json (its requiredVersion ranges).
 * The shell's platform module ('@inmo/shell/platform': token, auth events, HTTP client, themes) is shared as a
 * singleton too, so a remote and the shell see the same auth state; the remotes keep a local fallback so they
 * still run standalone.
 * `eager` (the host only): its copies travel in main.js, the file the browser fetches as soon as it reads the page,
 * instead of one chunk per library requested once main.js has run; the host always runs on them, and the remotes
 * take them ('loaded-first'). One file also compresses better than ten.
 */
export function sharedDeps(pkg, { eager = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = requiredRange(pkg, name);
    const item = { singleton: true, requiredVersion, strictVersion: false, ...(eager ? { eager } : {}) };
    // The shared module is the shell's file re-exporting React Router: it declares React Router's version.
    if (name === 'react-router-dom') item.version = installedVersion('react-router-dom');
    shared[name] = item;
    // Subpath imports (react/jsx-runtime, react-dom/client, ...) must come from the same singleton.
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = { ...item };
  }
  shared['@inmo/shell/platform'] = {
    singleton: true,
    ...(eager ? { eager } : {}),
    version: shellPkg.version,
    requiredVersion: `^${shellPkg.version}`,
    // The request resolves through resolve.alias below (no absolute path in the built files).
    import: '@inmo/shell/platform',
  };
  return shared;
}

/** rspack settings every app uses: TypeScript/TSX through builtin:swc-loader, source aliases. */
export function commonConfig({ mode }) {
  const prod = mode === 'production';
  return {
    // The code rspack writes itself (its runtime, module wrappers) at the sources' level (SWC's target below), and
    // minified as ES2020: arrow functions, not ES5's function expressions.
    target: ['web', 'es2020'],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Sources import siblings as './x.js' (ESM style); resolve them to the .ts/.tsx files.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Prefer packages' ESM builds even where the code says require(): the federation runtime packages ship
      // CommonJS and ESM, and only the ESM build is tree-shaken. (The federation plugin's own entry imports its
      // bundler runtime by the path of the CommonJS build; no setting here reaches that.)
      conditionNames: ['browser', 'import', 'module', 'default'],
      alias: {
        // Consumed as TypeScript sources: no separate build step needed before the front ends. The UI kit is
        // bundled into each app that imports it (only the parts it uses: the kit is side-effect free); its
        // styled components get the same fixed ids in every build (styled-ids-loader.cjs names them by file).
        '@inmo/contracts$': path.join(root, 'contracts/src/index.ts'),
        '@inmo/ui$': path.join(root, 'ui/src/index.ts'),
        '@inmo/shell/platform$': path.join(here, 'src/platform/index.ts'),
        'react-router-dom$': ROUTER_FACADE,
        ...(prod ? { 'react-router$': ROUTER_PRODUCTION } : {}),
        // styled-components' vendor prefixer, never run here (see the file).
        ...(prod ? { [`${path.join(root, 'node_modules/stylis/src/Prefixer.js')}$`]: path.join(here, 'stylis-no-prefixer.js') } : {}),
      },
    },
    module: {
      // Importing a name the router module (or any module) does not export must fail the build, not yield undefined.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          type: 'javascript/auto',
          // Loaders run last to first: fixed styled-components ids on the source, then SWC.
          use: [
            {
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
                  target: 'es2020',
                },
              },
            },
            { loader: path.join(here, 'styled-ids-loader.cjs') },
          ],
        },
      ],
    },
    // SOURCE_MAP=1 adds source maps to a production build (to read a CPU profile, as BENCHMARKS.md's were).
    // Development maps are separate files, not eval(): the gateway's CSP (script-src 'self', no 'unsafe-eval')
    // applies in `npm run dev` too, and an eval devtool left its pages blank.
    devtool: process.env.SOURCE_MAP ? 'source-map' : prod ? false : 'cheap-module-source-map',
    performance: { hints: false },
  };
}

/**
 * Chromium's explicit compile hint (V8, Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad` has all
 * its functions compiled while it downloads, on a background thread, instead of each one on the main thread the
 * first time it runs. Nearly everything in these files runs at start-up (React's, the router's, styled-components'
 * and the federation runtime's module code), and their first run was most of the main thread's long tasks after the
 * first paint (BENCHMARKS.md, total blocking time). Other browsers read it as a comment. Added after minification
 * (which drops comments) and before content hashing.
 */
export function compileHints(rspack) {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}

/**
 * __SERVER_RENDER__: true in the server renderers' build, false in the browser's, so code meant for one of them is
 * dropped from the other (mf-public/src/ssr-data.ts IN_SERVER_RENDER).
 */
export const serverRenderFlag = (on) => ({ __SERVER_RENDER__: JSON.stringify(on) });

export const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** The page a remote's dev server serves when it runs on its own (its main script is injected into it). */
const standalonePage = (name) => `<!doctype html>
<html lang="es-AR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} — desarrollo</title>
  </head>
  <body style="margin:0">
    <div id="root"></div>
  </body>
</html>
`;

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
    name,
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
      new rspack.DefinePlugin(serverRenderFlag(false)),
      ...(prod ? [compileHints(rspack)] : []),
      ...(prod ? [] : [new rspack.HtmlRspackPlugin({ templateContent: standalonePage(name), inject: 'body', scriptLoading: 'defer' })]),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDeps(pkg),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: prod ? { fileName: 'mf-manifest.json' } : false,
        // In the product the shell provides the federation runtime (provideExternalRuntime); the standalone
        // dev server has no shell, so it keeps its own. disableRemote: a remote consumes no other remote through
        // the bundler (mf_public reaches mf_backoffice's editor through the shell's loadRemoteModule), so its entry
        // does not ship the bundler runtime's remote-module loading (−0.6 KB Brotli on mf_public's remoteEntry.js).
        experiments: prod ? { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web', disableRemote: true } } : {},
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

/**
 * The server build of an app's first-paint renderer (`dist/ssr/<name>.cjs`): one CommonJS file for Node with
 * everything it needs bundled in (React's server renderer, styled-components, the router), no federation, no
 * chunks. The gateway require()s it from the app's own dist folder, so it is deployed, and replaced, with the app.
 * `publicPath` is where the app's browser files are served (its pictures' URLs are written with it).
 */
export async function ssrConfig({ dir, name, entry, mode, publicPath, rules = [] }) {
  const { rspack } = await import('@rspack/core');
  const prod = mode === 'production';
  const common = commonConfig({ mode });
  return {
    ...common,
    name: `${name}-ssr`,
    mode,
    context: dir,
    target: 'node20',
    entry: { [name]: entry },
    resolve: { ...common.resolve, conditionNames: ['node', 'import', 'module', 'require', 'default'] },
    module: {
      ...common.module,
      // Assets were emitted by the browser build; here only their URLs are needed.
      rules: [...common.module.rules, ...rules.map((r) => ({ ...r, generator: { ...r.generator, emit: false } }))],
    },
    optimization: { minimize: prod, splitChunks: false },
    output: {
      path: path.join(dir, 'dist/ssr'),
      publicPath,
      filename: '[name].cjs',
      chunkFormat: 'commonjs',
      library: { type: 'commonjs2' },
      clean: false,
      // Dynamic imports (the lazy pages) end up inside the one file.
      asyncChunks: false,
    },
    devtool: false,
    plugins: [new rspack.DefinePlugin(serverRenderFlag(true))],
    // After the browser build, whose output.clean would otherwise race this one's files.
    dependencies: [name],
  };
}
