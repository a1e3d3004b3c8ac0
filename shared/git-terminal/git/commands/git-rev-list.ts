import { onLeft, parseWalk, selectCommits } from '../rev-walk.ts';
import type { GitCommand } from '../session.ts';
import { requireRepo } from '../session.ts';

export const revList: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  let count = false;
  let parents = false;
  let leftRight = false;
  const options = parseWalk(session, repo, args, (arg) => {
    if (arg === '--count') count = true;
    else if (arg === '--parents') parents = true;
    else if (arg === '--left-right') leftRight = true;
    else return 0;
    return 1;
  });
  const commits = selectCommits(repo, options, false);
  if (count) {
    if (leftRight && options.sides) {
      const left = commits.filter((commit) => onLeft(repo, options, commit)).length;
      session.out.push(`${left}\t${commits.length - left}\n`);
    } else session.out.push(`${commits.length}\n`);
    return 0;
  }
  for (const commit of commits) {
    const mark = leftRight && options.sides ? (onLeft(repo, options, commit) ? '<' : '>') : '';
    session.out.push(`${mark}${[commit.oid, ...(parents ? commit.parents : [])].join(' ')}\n`);
  }
  return 0;
};
