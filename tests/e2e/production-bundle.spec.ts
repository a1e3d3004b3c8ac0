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

test('the production bundle ships no development-only code', () => {
  const assets = path.join('dist', 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const found = scripts.flatMap((file) => {
    // sucrase (the sample sandbox's JSX transform, run with production: true) names React's dev
    // runtime in the branch for development builds: the name, not the runtime.
    const code = readFileSync(path.join(assets, file), 'utf8').replaceAll('claimAutoImportedFuncInvocation(`jsxDEV`', '');
    return DEVELOPMENT_ONLY.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(found).toEqual([]);
});
