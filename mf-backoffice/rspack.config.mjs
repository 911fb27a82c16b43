// The back-office remote (mf_backoffice). How remotes are built: remoteConfig() in ../shell/mf-shared.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../shell/mf-shared.mjs';

export default (_env, argv) =>
  remoteConfig({
    dir: path.dirname(fileURLToPath(import.meta.url)),
    name: 'mf_backoffice',
    exposes: {
      './App': './src/app.tsx',
      // Loaded by the public property page (mf_public AdminSlot) for admins only.
      './PropertyEditor': './src/features/properties/components/property-editor.tsx',
    },
    port: 3102,
    mode: argv.mode ?? 'production',
  });
