/**
 * The label of a card's button: 'Explore' when its link has two or fewer path segments in the
 * spec's sense (`/react` splits into '' and 'react'), 'Read' for a note link (`/react/101`).
 */
export function cardAction(href: string): 'Explore' | 'Read' {
  return href.split('/').length <= 2 ? 'Explore' : 'Read';
}
