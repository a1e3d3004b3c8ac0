import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './site';

// Markers of code that only belongs in development: React's dev build, Vite's client and HMR.
const DEVELOPMENT_ONLY = [
  'react-dom.development',
  'react-jsx-dev-runtime',
  'jsxDEV',
  '/@vite/client',
  'import.meta.hot',
  '__vite_plugin_react_preamble_installed__',
  'Download the React DevTools',
];

test('the production bundle ships no development-only code, but for the React check page, which only it loads', () => {
  const assets = path.join('dist', 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  // A React exercise's check runs its tests under act, which only React's development build has
  // (scripts/vite/sandbox-pages.ts): that page carries it inline, and no other page or script names that page.
  const sandboxDir = path.join('dist', 'src', 'try-it');
  const pages = readdirSync(sandboxDir).filter((file) => file.endsWith('.html'));
  expect(pages.sort()).toEqual(['c-sandbox.html', 'preview.html', 'react-check.html', 'sandbox.html']);
  expect(readFileSync(path.join(sandboxDir, 'react-check.html'), 'utf8')).toContain('Download the React DevTools');
  const files = [
    ...scripts.map((file) => path.join(assets, file)),
    ...pages.filter((file) => file !== 'react-check.html').map((file) => path.join(sandboxDir, file)),
  ];
  const found = files.flatMap((file) => {
    // sucrase (the sample sandbox's JSX transform, run with production: true) names React's dev
    // runtime in the branch for development builds: the name, not the runtime.
    const code = readFileSync(file, 'utf8').replace(/claimAutoImportedFuncInvocation\([`"]jsxDEV[`"]/g, '');
    return DEVELOPMENT_ONLY.filter((marker) => code.includes(marker)).map((marker) => `${path.basename(file)}: ${marker}`);
  });
  expect(found).toEqual([]);
  // Only the frame that runs a React check loads its page.
  const naming = scripts.filter((file) => readFileSync(path.join(assets, file), 'utf8').includes('react-check.html'));
  expect(naming.length).toBe(1);
});
