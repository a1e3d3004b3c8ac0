/** The site as its llms files introduce it. */
export interface LlmsSite {
  name: string;
  summary: string;
  /** The canonical URL of a site path. */
  url: (path: string) => string;
}

/** A series as /llms.txt lists it: its notes' pages, by id. */
export interface LlmsSection {
  title: string;
  notes: readonly { title: string; description: string; path: string }[];
}

/** A note's Markdown copy, for /llms-full.txt. */
export interface LlmsNoteText {
  /** The note page's site path. */
  path: string;
  markdown: string;
}

/** Text for a Markdown link's label: brackets and backslashes escaped, on one line. */
function linkText(text: string): string {
  return oneLine(text).replace(/[\\[\]]/g, '\\$&');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function heading(site: LlmsSite, lines: readonly string[]): string {
  return [`# ${oneLine(site.name)}`, '', `> ${oneLine(site.summary)}`, '', ...lines].join('\n');
}

/** /llms.txt as https://llmstxt.org describes it: the site's name and summary, then a section per series. */
export function llmsTxt(site: LlmsSite, sections: readonly LlmsSection[]): string {
  const example = sections.flatMap((section) => section.notes)[0];
  const intro = [
    `Every note is also published as Markdown at its address with \`.md\` added${
      example ? ` (${site.url(`${example.path}.md`)})` : ''
    }; ${site.url('/llms-full.txt')} holds every note's Markdown in one file.`,
    '',
  ];
  const lists = sections
    .filter((section) => section.notes.length > 0)
    .flatMap((section) => [
      `## ${oneLine(section.title)}`,
      '',
      ...section.notes.map((note) => `- [${linkText(note.title)}](${site.url(note.path)}): ${oneLine(note.description)}`),
      '',
    ]);
  return heading(site, [...intro, ...lists]);
}

/** /llms-full.txt: the heading, then each note's Markdown copy in /llms.txt's order, after a comment naming its page. */
export function llmsFullTxt(site: LlmsSite, notes: readonly LlmsNoteText[]): string {
  const pages = notes.flatMap((note) => [`<!-- ${site.url(note.path)} -->`, '', note.markdown]);
  return heading(site, pages);
}
