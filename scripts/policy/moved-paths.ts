import { SERIES_CONFIG } from '../compiler/series-config.ts';

/**
 * One of the permanent redirects a host makes to a page's one address: a regular expression over the request's
 * path and query as sent (nginx's `$request_uri`, still percent-encoded), and where it moves, `$sn_<name>`
 * standing for a named capture. The first rule that matches decides; one without a target leaves the request be.
 */
export interface MovedRule {
  pattern: string;
  /** Letters match in either case. */
  caseless: boolean;
  target?: string;
}

const QUERY = '(?<sn_query>\\?.*)?';

/** A series key as a request may spell it: `+` also as `%2B`. */
function keyPattern(key: string): string {
  return [...key].map((char) => (char === '+' ? '(?:\\+|%2[bB])' : char.replace(/[.*?^${}()|[\]\\-]/g, '\\$&'))).join('');
}

/**
 * The rules, in order: a run of slashes made one (`/react//105`), a folder's `index.html` made the folder
 * (`/index.html` → `/`, `/react/index.html` → `/react`), a note id's leading zeros dropped (`/react/0101`),
 * a series key in lowercase (`/React/105`, decisions.md item 2). The app makes the same moves on a host
 * without these rules (src/main.tsx, the routes).
 */
export function movedRules(seriesKeys: readonly string[] = SERIES_CONFIG.map((series) => series.key)): MovedRule[] {
  return [
    // One run at a time: `//evil.example/x` becomes `/evil.example/x`, never an address on another host.
    { pattern: '^(?<sn_before>[^?]*?)//+(?<sn_after>.*)$', caseless: false, target: '$sn_before/$sn_after' },
    { pattern: `^/index\\.html${QUERY}$`, caseless: false, target: '/$sn_query' },
    { pattern: `^(?<sn_folder>(?:/[^/?]+)+)/index\\.html${QUERY}$`, caseless: false, target: '$sn_folder$sn_query' },
    ...seriesKeys.flatMap((key): MovedRule[] => [
      { pattern: `^/${keyPattern(key)}/0+(?<sn_id>\\d+)${QUERY}$`, caseless: true, target: `/${key}/$sn_id$sn_query` },
      { pattern: `^/${keyPattern(key)}(?:[/?]|$)`, caseless: false },
      { pattern: `^/${keyPattern(key)}(?<sn_rest>[/?].*)?$`, caseless: true, target: `/${key}$sn_rest` },
    ]),
  ];
}

/** Where a request (its path and query as sent) moves by the rules, as nginx's map does; none if it stays. */
export function movedPath(requestUri: string, rules: readonly MovedRule[]): string | undefined {
  for (const rule of rules) {
    const match = new RegExp(rule.pattern, rule.caseless ? 'i' : '').exec(requestUri);
    if (match) return rule.target?.replace(/\$(sn_[a-z]+)/g, (_, name: string) => match.groups?.[name] ?? '');
  }
  return undefined;
}

/** The rules as an nginx map from `$request_uri` to `$study_notes_moved`, which the server block redirects to. */
export function nginxMovedMap(rules: readonly MovedRule[]): string {
  const lines = rules.map((rule) => `    ${rule.caseless ? '~*' : '~'}${rule.pattern} "${rule.target ?? ''}";`);
  return `map $request_uri $study_notes_moved {\n    default "";\n${lines.join('\n')}\n}`;
}
