import { SERIES_CONFIG } from '../compiler/series-config.ts';

/** A permanent redirect: a pattern over the path and query as sent, the target with `$sn_<name>` captures; no target leaves it be. */
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

/** The rules in order: slashes, `index.html`, an id's leading zeros, a series key's case (decisions.md item 2); the app does the same. */
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
