/** What the copies for tools (`/react/105.md`, `/llms.txt`) are made from. */

/**
 * The catalogue as the copies for tools list it (scripts/site-build/site-files/tool-copies.ts): each series in the
 * site's order with its notes by id, where each note's page is, and its Markdown copy.
 */
export interface ToolCopyCatalogue {
  siteName: string;
  /** What the site is, in a sentence: the home page's description. */
  summary: string;
  series: readonly ToolCopySeries[];
}

export interface ToolCopySeries {
  key: string;
  title: string;
  notes: readonly {
    id: number;
    title: string;
    /** The note's description, or its fallback, as on its page. */
    description: string;
    /** The note page's site path, `+` kept (`/c++/1001`). */
    path: string;
    copy: MarkdownCopySource;
  }[];
}

/**
 * A note's Markdown copy (`/react/105.md`) as the content build leaves it: the prerenderer, which
 * knows the site's canonical address, makes its relative links absolute (scripts/site-build/site-files/markdown-copy.ts).
 */
export interface MarkdownCopySource {
  /** The front matter the copy keeps (title, description, date, reviewed, references), as YAML. */
  frontMatter: string;
  /** The body as the author wrote it. */
  body: string;
  /**
   * Each relative link destination of the body, in order: its offsets in `body`, what it points to
   * (a note file's page path, or the URL as written, to resolve against the note's page), and 1
   * when it is written in angle brackets.
   */
  links: readonly (readonly [start: number, end: number, target: string, angled: 0 | 1])[];
}
