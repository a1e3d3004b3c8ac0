import { findSeriesConfig } from '../compiler/series-config.ts';

/** Cloudflare Pages reads at most 2,000 rules without a placeholder or splat (its limit for dynamic ones: 100). */
const STATIC_RULES_MAX = 2000;

/** How a link or a reader may spell a series key: capitalised, in capitals, as the header's label (`JavaScript`). */
function keySpellings(key: string): string[] {
  const label = findSeriesConfig(key)?.label;
  const spellings = [key[0]!.toUpperCase() + key.slice(1), key.toUpperCase(), ...(label?.toLowerCase() === key ? [label] : [])];
  return [...new Set(spellings)].filter((spelling) => spelling !== key);
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: the moves of scripts/policy/moved-paths.ts that their rules
 * can say, which match paths exactly, without regular expressions. A series key in another case (each
 * spelling of keySpellings), and each note's id with one leading zero (`/react/0101`). What they cannot
 * say (other spellings, more zeros, doubled slashes) the app moves on the page. Cloudflare Pages moves
 * `…/index.html` to its folder itself; Netlify serves it, and the app shows it under the folder's address.
 */
export function redirectsFile(notes: readonly { topic: string; id: number }[]): string {
  const keys = [...new Set(notes.map((note) => note.topic))];
  const spellings = keys.flatMap((key) =>
    keySpellings(key).flatMap((spelling) => [`/${spelling} /${key} 301`, `/${spelling}/* /${key}/:splat 301`]),
  );
  const budget = STATIC_RULES_MAX - spellings.length / 2;
  const zeros = notes.slice(0, budget).map(({ topic, id }) => `/${topic}/0${id} /${topic}/${id} 301`);
  // Rules without a splat first, as Cloudflare Pages asks.
  return [...spellings.filter((rule) => !rule.includes('*')), ...zeros, ...spellings.filter((rule) => rule.includes('*')), ''].join('\n');
}
