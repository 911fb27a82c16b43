// The house rules of eslint.config.js fail on the imports they forbid (and pass the same import where it is allowed):
// a boundary that only holds by convention is not checked here, one that a machine checks is.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: ROOT });

/** The errors ESLint reports for `code` as if it were the file at `filePath` (which need not exist). */
async function errors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.message);
}

test('a feature importing another feature of its remote fails', async () => {
  const e = await errors('mf-public/src/features/catalogue/components/x.ts', "import { pisoDe } from '../../property/components/property-details.js';\nexport const y = pisoDe;\n");
  assert.match(e.join('\n'), /Una funcionalidad no importa otra/);
  const same = await errors('mf-public/src/features/property/components/x.ts', "import { pisoDe } from './property-details.js';\nexport const y = pisoDe;\n");
  assert.deepEqual(same, []);
});

test('a remote importing the other remote, or the shell beyond its platform module, fails', async () => {
  const other = await errors('mf-public/src/features/property/x.ts', "import { coverImageStyle } from '../../../../mf-backoffice/src/features/properties/components/cover-style.js';\nexport const y = coverImageStyle;\n");
  assert.match(other.join('\n'), /Un remoto no importa el otro/);
  const shellPage = await errors('mf-backoffice/src/features/dashboard/x.ts', "import { NotFoundPage } from '../../../../shell/src/pages/not-found-page.js';\nexport const y = NotFoundPage;\n");
  assert.match(shellPage.join('\n'), /sólo su módulo de plataforma/);
  const platform = await errors('mf-backoffice/src/features/dashboard/x.ts', "import { api } from '@inmo/shell/platform';\nexport const y = api;\n");
  assert.deepEqual(platform, []);
});

test('the shell importing a remote fails', async () => {
  const e = await errors('shell/src/components/x.ts', "import { CataloguePage } from '../../../mf-public/src/features/catalogue/components/catalogue-page.js';\nexport const y = CataloguePage;\n");
  assert.match(e.join('\n'), /El shell no importa remotos/);
});

test("an API module reaching into another module's internals, or a controller with SQL, fails", async () => {
  const internals = await errors('api/src/operations/x.ts', "import { PROPERTY_SELECT } from '../properties/property-row.js';\nexport const y = PROPERTY_SELECT;\n");
  assert.match(internals.join('\n'), /sólo por lo que ese exporta/);
  const service = await errors('api/src/operations/x.ts', "import { PropertiesService } from '../properties/properties.service.js';\nexport const y = PropertiesService;\n");
  assert.deepEqual(service, []);
  const sql = await errors('api/src/operations/x.controller.ts', "import { Db } from '../database/db.service.js';\nexport const y = Db;\n");
  assert.match(sql.join('\n'), /Los controladores no tienen SQL/);
});

test('the UI kit importing an app fails; the shell’s platform module and contracts it may use', async () => {
  const app = await errors('ui/src/x.ts', "import { paths } from '../../mf-public/src/config/paths.js';\nexport const y = paths;\n");
  assert.match(app.join('\n'), /El kit de UI no depende de ninguna aplicación/);
  const shellPage = await errors('ui/src/x.ts', "import { NotFoundPage } from '../../shell/src/pages/not-found-page.js';\nexport const y = NotFoundPage;\n");
  assert.match(shellPage.join('\n'), /El kit de UI usa del shell sólo su módulo de plataforma/);
  const allowed = await errors('ui/src/x.ts', "import { themes } from '@inmo/shell/platform';\nimport { formatFecha } from '@inmo/contracts';\nexport const y = [themes, formatFecha];\n");
  assert.deepEqual(allowed, []);
});
