/** One block of a note body in the light-markup format (parse-light-markup.ts). */
export type LightBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'code'; lang: string; code: string; closed: boolean }
  | { type: 'paragraph'; html: string };
