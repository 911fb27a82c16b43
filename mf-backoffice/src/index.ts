// Standalone start (npm run dev -w mf-public), through the async boundary.
import('./bootstrap.js');
