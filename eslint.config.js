// The house rules a machine checks (npm run lint, part of npm test). Mostly boundaries, written as the folders are:
// - a feature of a remote never imports another feature (they share through components/, contracts or the UI kit);
// - a remote imports only contracts, the UI kit and the shell's platform module — never the other remote, never the
//   shell's own pages (the public page mounts the back-office editor through a declared federation entry);
// - the shell imports no remote; contracts and the UI kit import no app;
// - an API module reaches another only through what it exports (its module and services), and controllers hold no
//   SQL (they never import the database).
// Folder lists are read from disk, so a new feature or module is covered the day it is created.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const dirs = (rel) =>
  fs.existsSync(path.join(ROOT, rel)) ? fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

const REMOTES = ['mf-public', 'mf-backoffice'];
/** Folders every API module may use: shared infrastructure, not domains. */
const API_SHARED = ['common', 'config', 'database', 'queue'];
/** What an API module offers the others besides its Nest module and its services (named *.service.ts). */
const API_EXPORTS = ['auth/decorators', 'auth/users-directory', 'clients/client-readers', 'cache/reply-cache', 'cache/change-feed', 'cache/staff-reply-cache', 'media/media-storage', 'history/actor', 'idempotency/idempotency.interceptor', 'rentals/schedule', 'rental-accounts/settlement-readers'];

const featureZones = REMOTES.flatMap((remote) =>
  dirs(`${remote}/src/features`).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: 'Una funcionalidad no importa otra: lo compartido va a components/, a contracts o al kit de UI.',
  })),
);

const remoteZones = REMOTES.flatMap((remote) => [
  ...REMOTES.filter((other) => other !== remote).map((other) => ({
    target: `./${remote}`,
    from: `./${other}`,
    message: 'Un remoto no importa el otro: lo carga por federación (loadRemoteModule) o comparte por contracts / el kit.',
  })),
  { target: `./${remote}`, from: './shell', except: ['./src/platform'], message: 'Un remoto usa del shell sólo su módulo de plataforma (@inmo/shell/platform).' },
  { target: `./${remote}`, from: './api', message: 'Un remoto habla con la API por HTTP, no importa su código.' },
  { target: `./${remote}/src/components`, from: `./${remote}/src/features`, message: 'Los componentes compartidos no dependen de una funcionalidad.' },
  { target: `./${remote}/src/config`, from: `./${remote}/src/features`, message: 'La configuración no depende de una funcionalidad.' },
]);

const layerZones = [
  { target: './shell', from: './mf-public', message: 'El shell no importa remotos: los carga en tiempo de ejecución.' },
  { target: './shell', from: './mf-backoffice', message: 'El shell no importa remotos: los carga en tiempo de ejecución.' },
  { target: './shell', from: './api', message: 'El shell habla con la API por HTTP.' },
  ...['./api', './shell', './mf-public', './mf-backoffice', './ui', './gateway'].map((from) => ({ target: './contracts', from, message: 'contracts no depende de ninguna aplicación.' })),
  ...['./api', './mf-public', './mf-backoffice', './gateway'].map((from) => ({ target: './ui', from, message: 'El kit de UI no depende de ninguna aplicación.' })),
  { target: './ui', from: './shell', except: ['./src/platform'], message: 'El kit de UI usa del shell sólo su módulo de plataforma.' },
];

const apiModules = dirs('api/src').filter((m) => !API_SHARED.includes(m));
// With a glob `from`, exceptions are globs matched against absolute paths.
const API = path.join(ROOT, 'api/src');
const apiZones = [
  ...apiModules.map((mod) => ({
    target: `./api/src/${mod}`,
    from: `${API}/*/**`,
    except: [`${API}/${mod}/**`, `${API}/{${API_SHARED.join(',')}}/**`, `${API}/*/*.{module,service}.ts`, `${API}/{${API_EXPORTS.join(',')}}.ts`],
    message: 'Un módulo de la API llega a otro sólo por lo que ese exporta (su módulo y sus servicios).',
  })),
  { target: './api/src/**/*.controller.ts', from: './api/src/database/**', message: 'Los controladores no tienen SQL: la consulta va en el servicio del módulo.' },
];

export default tseslint.config(
  {
    // The sources of the workspaces are linted; built files, data and the browser tests' fixtures are not.
    ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'data/**', '**/.e2e-tmp/**', '**/*.js', '**/*.cjs', '**/*.mjs', '**/*.d.ts'],
  },
  {
    files: ['{contracts,api,shell,mf-public,mf-backoffice,ui,gateway}/src/**/*.{ts,tsx}', '{api,gateway}/test/**/*.ts', 'e2e/{tests,support}/**/*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...featureZones, ...remoteZones, ...layerZones, ...apiZones] }],
      // An import the resolver cannot find is a typo or a file that moved; tsc says so too, this says where the zone rules went blind.
      'import-x/no-unresolved': ['error', { ignore: ['\\.svg$', '^zod/mini$'] }],
      // React's rules of hooks: a hook called conditionally breaks a component at run time.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests may reach into a module's internals to check them.
    files: ['api/test/**/*.ts', '**/__tests__/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
