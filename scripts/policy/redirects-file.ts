import { findSeriesConfig } from '../compiler/series-config.ts';

/** Cloudflare Pages reads at most 2,000 rules without a placeholder or splat (its limit for dynamic ones: 100). */
const STATIC_RULES_MAX = 2000;

/** How a link or a reader may spell a series key: capitalised, in capitals, as the header's label (`JavaScript`). */
function keySpellings(key: string): string[] {
  const label = findSeriesConfig(key)?.label;
  const spellings = [key[0]!.toUpperCase() + key.slice(1), key.toUpperCase(), ...(label?.toLowerCase() === key ? [label] : [])];
  return [...new Set(spellings)].filter((spelling) => spelling !== key);
}

/** `_redirects` (Netlify, Cloudflare Pages): the moves of moved-paths.ts that exact paths can say; the app moves the others. */
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
