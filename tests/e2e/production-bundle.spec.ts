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
  // (scripts/vite/react-development.ts): that page's own script carries it, and nothing else loads that script.
  const checkPage = readFileSync(path.join('dist', 'src', 'try-it', 'react-check.html'), 'utf8');
  const checkScript = /<script type="module"[^>]* src="\/assets\/([^"]+\.js)"/.exec(checkPage)![1]!;
  expect(readFileSync(path.join(assets, checkScript), 'utf8')).toContain('react-dom.development');
  const loadingIt = scripts.filter((file) => file !== checkScript && readFileSync(path.join(assets, file), 'utf8').includes(checkScript));
  expect(loadingIt).toEqual([]);
  const found = scripts
    .filter((file) => file !== checkScript)
    .flatMap((file) => {
      // sucrase (the sample sandbox's JSX transform, run with production: true) names React's dev
      // runtime in the branch for development builds: the name, not the runtime.
      const code = readFileSync(path.join(assets, file), 'utf8').replaceAll('claimAutoImportedFuncInvocation(`jsxDEV`', '');
      return DEVELOPMENT_ONLY.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
  expect(found).toEqual([]);
});
