/** One block of a note body in the spec's light-markup format. */
export type LightBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'code'; lang: string; code: string; closed: boolean }
  | { type: 'paragraph'; html: string };
