/**
 * The label of a card's button: 'Explore' when its link splits on `/` into two or fewer segments
 * (`/react` is '' and 'react'), 'Read' for a note link (`/react/101`).
 */
export function cardAction(href: string): 'Explore' | 'Read' {
  return href.split('/').length <= 2 ? 'Explore' : 'Read';
}
