import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { notesContent } from './scripts/dev-server/notes-content.ts';
import { siteConfig } from './scripts/vite/site-config.ts';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig((env) => ({
  // The dev server's catalogue; Vitest's tests set their own (tests/src/setup.ts).
  ...siteConfig(env, process.env.VITEST ? [] : [notesContent({ rootDir })]),
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/compile-test-catalogue.ts'],
    setupFiles: ['tests/src/setup.ts'],
    // The compiler tests build whole fixture catalogues; give the slow machine room.
    testTimeout: 20_000,
  },
}));
