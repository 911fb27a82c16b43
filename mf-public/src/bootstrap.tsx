// Standalone: the remote's App in its own router and theme (the kit's renderStandalone), for its team's
// day-to-day work. In the product the shell provides both; this file is never part of remoteEntry.
import { renderStandalone } from '@inmo/ui';
import App from './app.js';

renderStandalone(App);
