/** `npm run lint:workflows`: each GitHub Actions workflow against the schema, with action-validator (one file a run). */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const dir = path.join(rootDir, '.github', 'workflows');
const validator = path.join(path.dirname(createRequire(import.meta.url).resolve('@action-validator/cli/package.json')), 'cli.mjs');
const files = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));
if (files.length === 0) throw new Error('.github/workflows has no workflow');
for (const file of files) {
  const result = spawnSync(process.execPath, [validator, path.join(dir, file)], { stdio: 'inherit' });
  console.log(`${result.status === 0 ? 'valid' : 'INVALID'}: .github/workflows/${file}`);
  if (result.status !== 0) process.exitCode = 1;
}
