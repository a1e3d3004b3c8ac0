import { GitExit } from '../git-error.ts';
import type { Session } from '../session.ts';
import { configValue } from '../session.ts';
import type { Signature } from './commits.ts';
import { formatSignature } from './commits.ts';
import type { Repo } from './repository.ts';

/** A date as Git reads GIT_AUTHOR_DATE: `@<secs> +0000`, `<secs> +0000`, or an ISO 8601 moment. */
function parseDate(text: string): { seconds: number; zone: string } | undefined {
  const raw = /^@?(\d+)(?: ([+-]\d{4}))?$/.exec(text.trim());
  if (raw) return { seconds: Number(raw[1]), zone: raw[2] ?? '+0000' };
  const millis = Date.parse(text);
  return Number.isNaN(millis) ? undefined : { seconds: Math.floor(millis / 1000), zone: '+0000' };
}

const IDENTITY_HELP = `Author identity unknown

*** Please tell me who you are.

Run

  git config --global user.email "you@example.com"
  git config --global user.name "Your Name"

to set your account's default identity.
Omit --global to set the identity only in this repository.

`;

/** The author or committer of a new commit: env, then config (local over global), then the clock. */
export function signature(session: Session, repo: Repo, role: 'author' | 'committer'): Signature {
  const upper = role.toUpperCase();
  const name = session.env[`GIT_${upper}_NAME`] ?? configValue(session, repo, 'user.name');
  const email = session.env[`GIT_${upper}_EMAIL`] ?? configValue(session, repo, 'user.email');
  if (name === undefined || email === undefined) {
    const detail =
      email === undefined ? "unable to auto-detect email address (got 'reader@localhost.(none)')" : 'empty ident name not allowed';
    throw new GitExit(`${IDENTITY_HELP}fatal: ${detail}\n`, 128);
  }
  const fromEnv = session.env[`GIT_${upper}_DATE`];
  const date = (fromEnv !== undefined ? parseDate(fromEnv) : undefined) ?? { seconds: Math.floor(session.now() / 1000), zone: '+0000' };
  return { name, email, ...date };
}

/** The committer line for reflog entries; a placeholder when no identity is set, as Git falls back to one. */
export function reflogIdent(session: Session, repo: Repo): string {
  try {
    return formatSignature(signature(session, repo, 'committer'));
  } catch {
    return `reader <reader@localhost> ${Math.floor(session.now() / 1000)} +0000`;
  }
}
