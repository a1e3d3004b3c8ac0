import { existsSync } from 'node:fs';
import { cp, mkdtemp, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** What a build of the site reads from the project, but the notes and the installed packages. */
export const PROJECT_FILES = ['src', 'shared', 'scripts', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];

/** A temporary copy of the project without notes or catalogue, sharing node_modules, to build other notes on. */
export async function copyProject(rootDir: string, prefix: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), prefix));
  // An older checkout (the benchmark's `--project`) may lack a folder.
  for (const entry of PROJECT_FILES.filter((name) => existsSync(path.join(rootDir, name)))) {
    await cp(path.join(rootDir, entry), path.join(copy, entry), { recursive: true });
  }
  await symlink(path.join(rootDir, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}
