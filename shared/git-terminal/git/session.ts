import type { MemoryFs } from '../memory-fs.ts';
import { fatal } from './git-error.ts';
import type { ConfigEntry } from './repo/config-file.ts';
import { canonicalKey, readConfigFile } from './repo/config-file.ts';
import type { Repo } from './repo/repository.ts';
import { findRepo } from './repo/repository.ts';

/** One run of `git`: the machine's state, the `-c` settings and what the command prints. */
export interface Session {
  fs: MemoryFs;
  cwd: string;
  env: Readonly<Record<string, string>>;
  now: () => number;
  overrides: ConfigEntry[];
  out: string[];
  err: string[];
}

export type WorkRepo = Repo & { workTree: string };

export function requireRepo(session: Session): Repo {
  const repo = findRepo(session.fs, session.cwd);
  if (!repo) throw fatal('not a git repository (or any of the parent directories): .git');
  return repo;
}

export function requireWorkTree(session: Session): WorkRepo {
  const repo = requireRepo(session);
  if (repo.workTree === undefined) throw fatal('this operation must be run in a work tree');
  return repo as WorkRepo;
}

function homeDir(session: Session): string {
  return session.env.HOME ?? '/home/reader';
}

export function globalConfigPath(session: Session): string {
  return `${homeDir(session)}/.gitconfig`;
}

export type ConfigScope = 'global' | 'local' | 'command';

/** Every setting in force, lowest priority first, with where it comes from. */
export function allConfig(session: Session, repo: Repo | undefined): (ConfigEntry & { scope: ConfigScope })[] {
  const global = readConfigFile(session.fs, globalConfigPath(session)).map((entry) => ({ ...entry, scope: 'global' as const }));
  const local = repo ? readConfigFile(session.fs, `${repo.gitDir}/config`).map((entry) => ({ ...entry, scope: 'local' as const })) : [];
  const command = session.overrides.map((entry) => ({ ...entry, scope: 'command' as const }));
  return [...global, ...local, ...command];
}

export function configValue(session: Session, repo: Repo | undefined, key: string): string | undefined {
  const wanted = canonicalKey(key);
  return allConfig(session, repo)
    .filter((entry) => entry.key === wanted)
    .at(-1)?.value;
}

export function configBool(session: Session, repo: Repo | undefined, key: string): boolean | undefined {
  const value = configValue(session, repo, key)?.toLowerCase();
  if (value === undefined) return undefined;
  return ['true', 'yes', 'on', '1'].includes(value);
}

/** A git subcommand: it prints through the session and returns its exit status. */
export type GitCommand = (session: Session, args: string[]) => number;
