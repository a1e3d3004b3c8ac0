import { GitExit, fatal } from '../git-error.ts';
import { removeConfigSection, setConfigValue } from '../repo/config-file.ts';
import { deleteRef, listRefs } from '../repo/refs.ts';
import type { GitCommand } from '../session.ts';
import { allConfig, configValue, requireRepo } from '../session.ts';

export const remote: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  const config = `${repo.gitDir}/config`;
  const names = [...new Set(allConfig(session, repo).flatMap((entry) => /^remote\.(.+)\.url$/.exec(entry.key)?.[1] ?? []))];
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '-v' || sub === '--verbose') {
    for (const name of names) {
      const url = configValue(session, repo, `remote.${name}.url`);
      session.out.push(sub === undefined ? `${name}\n` : `${name}\t${url} (fetch)\n${name}\t${url} (push)\n`);
    }
    return 0;
  }
  if (sub === 'add') {
    const [name, url] = rest.filter((arg) => !arg.startsWith('-'));
    if (name === undefined || url === undefined) throw new GitExit('usage: git remote add [<options>] <name> <url>\n', 129);
    if (names.includes(name)) throw new GitExit(`error: remote ${name} already exists.\n`, 3);
    setConfigValue(session.fs, config, `remote.${name}.url`, url);
    setConfigValue(session.fs, config, `remote.${name}.fetch`, `+refs/heads/*:refs/remotes/${name}/*`);
    return 0;
  }
  if (sub === 'remove' || sub === 'rm') {
    const [name = ''] = rest;
    if (!names.includes(name)) throw new GitExit(`error: No such remote: '${name}'\n`, 2);
    removeConfigSection(session.fs, config, `remote.${name}`);
    for (const ref of listRefs(repo, `refs/remotes/${name}/`)) deleteRef(repo, ref);
    return 0;
  }
  if (sub === 'get-url') {
    const url = configValue(session, repo, `remote.${rest[0]}.url`);
    if (url === undefined) throw new GitExit(`error: No such remote '${rest[0]}'\n`, 2);
    session.out.push(`${url}\n`);
    return 0;
  }
  if (sub === 'set-url') {
    const [name = '', url = ''] = rest;
    if (!names.includes(name)) throw new GitExit(`error: No such remote '${name}'\n`, 2);
    setConfigValue(session.fs, config, `remote.${name}.url`, url);
    return 0;
  }
  throw fatal(`unknown subcommand: ${sub}`);
};
