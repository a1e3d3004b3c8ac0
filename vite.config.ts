import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { notesContent } from './scripts/content/vite-plugin.ts';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // Vitest compiles notes in `npm test` itself; the plugin is for the dev server and the build.
  plugins: [
    ...(process.env.VITEST ? [] : [notesContent({ rootDir })]),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
  ],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // The compiler tests build whole fixture catalogues; give the slow machine room.
    testTimeout: 20_000,
  },
});
