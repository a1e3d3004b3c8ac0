import { defineConfig } from 'vite';
import { siteConfig } from './site-config.ts';
import { waitForNotes } from './wait-for-notes.ts';

// The config of the Vite builds of `npm run build` (scripts/site/build-site.ts), which compiles the
// notes itself: the site's, without the notes' compiler, which each build would load for nothing
// (a quarter of a second of a core).
export default defineConfig((env) => siteConfig(env, [waitForNotes()]));
