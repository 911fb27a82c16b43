// For the typeorm CLI only: `npx typeorm migration:run -d api/dist/database/data-source.js` (reads the same env as the API).
import { loadConfig } from '../config/config.js';
import { createDataSource } from './data-source-options.js';

export default createDataSource(loadConfig());
