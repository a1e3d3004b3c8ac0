import { GitExit } from '../git-error.ts';
import { canonicalKey, setConfigValue } from '../repo/config-file.ts';
import { findRepo } from '../repo/repository.ts';
import type { GitCommand } from '../session.ts';
import { allConfig, globalConfigPath } from '../session.ts';

export const config: GitCommand = (session, args) => {
  let scope: 'global' | 'local' | undefined;
  let showScope = false;
  let action: 'get' | 'list' | 'unset' | 'set' | undefined;
  const words: string[] = [];
  for (const arg of args) {
    if (arg === '--global') scope = 'global';
    else if (arg === '--local') scope = 'local';
    else if (arg === '--show-scope') showScope = true;
    else if (arg === '--get') action = 'get';
    else if (arg === '--list' || arg === '-l') action = 'list';
    else if (arg === '--unset') action = 'unset';
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  const repo = findRepo(session.fs, session.cwd);
  const entries = allConfig(session, repo).filter((entry) => scope === undefined || entry.scope === scope);
  const prefix = (entryScope: string) => (showScope ? `${entryScope}\t` : '');
  if (action === 'list') {
    for (const entry of entries) session.out.push(`${prefix(entry.scope)}${entry.key}=${entry.value}\n`);
    return 0;
  }
  const [key, value] = words;
  if (key === undefined) throw new GitExit('error: missing key\n', 129);
  if (!/^[A-Za-z][\w-]*\..+/.test(key) || key.endsWith('.')) throw new GitExit(`error: key does not contain a section: ${key}\n`, 2);
  if (action === 'get' || (action === undefined && value === undefined)) {
    const found = entries.filter((entry) => entry.key === canonicalKey(key)).at(-1);
    if (!found) return 1;
    session.out.push(`${prefix(found.scope)}${found.value}\n`);
    return 0;
  }
  let path: string;
  if (scope === 'global') path = globalConfigPath(session);
  else if (repo) path = `${repo.gitDir}/config`;
  else throw new GitExit('fatal: not in a git directory\n', 128);
  if (action === 'unset') {
    if (!entries.some((entry) => entry.key === canonicalKey(key))) return 5;
    setConfigValue(session.fs, path, key, undefined);
    return 0;
  }
  setConfigValue(session.fs, path, key, value);
  return 0;
};
