/** The most of a typed note id the not-found page repeats: enough to recognise a typo, too little to carry a message. */
export const TYPED_ID_LIMIT = 24;

/** A note id as typed in the URL, cut to TYPED_ID_LIMIT characters (whole characters, an ellipsis ending a cut one). */
export function typedId(noteId: string): string {
  const characters = Array.from(noteId);
  return characters.length <= TYPED_ID_LIMIT ? noteId : `${characters.slice(0, TYPED_ID_LIMIT - 1).join('')}…`;
}
