// XML 1.0 allows tab, line feed, carriage return and the characters from U+0020 on, except the
// surrogates and U+FFFE / U+FFFF; anything else makes a reader reject the whole document.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or a quoted attribute value. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
