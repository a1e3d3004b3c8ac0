import GithubSlugger from 'github-slugger';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { findSeriesConfig, SERIES_CONFIG } from './series-config.ts';

/** The second-edition parts of a new note, each a placeholder that fails the content check until the author fills it. */
const SOURCES_TEMPLATE = `# The date of the second read after an expert review against the references; remove until then.
reviewed:
# 1 to 4 primary sources (the language's or tool's own documentation or specification, MDN, ...).
references:
  - title: ""
    url: ""
`;

const BODY_TEMPLATE = `<!-- One short paragraph: what the reader will be able to do. Then \`##\` sections (\`###\` under them), and a short \`## Key points\` list. -->

## Check yourself

<!--
3 to 5 questions on what the note teaches (docs/authoring.md, "Check yourself"): each a \`###\` heading, then
choices (\`- [x]\` right, \`- [ ]\` wrong, why on the line under each), a \`run predict\` block with its
\`\`\`text output, or an \`Answer:\` paragraph; and a \`See [Section](#anchor).\` paragraph last.
-->

## Exercises

<!--
1 to 3 exercises, from direct use of the idea to a small twist. Each: a \`###\` heading, the task in a
few sentences, optional starter code, and one solution block whose info string has the word
\`solution\` (\`\`\`python run solution), followed by its \`\`\`text output when it runs.
Put \`## Next\` after this section when it helps.
-->

### 1.
`;

/** Creates notes/<topic>/<id>-<slug>.md with the next free id and today's date; the content check asks for the rest. */
export async function createNote(options: { notesDir: string; topic: string; title: string; today: Date }) {
  const { notesDir, topic } = options;
  const title = options.title.trim();
  const config = findSeriesConfig(topic);
  if (!config) {
    throw new Error(`Unknown topic "${topic}". Choose one of: ${SERIES_CONFIG.map((series) => series.key).join(', ')}.`);
  }
  if (title === '') throw new Error('Give the note a title: npm run content:new -- <topic> "<Title>"');

  const folder = path.join(notesDir, topic);
  const existing = await readdir(folder).catch(() => [] as string[]);
  const ids = existing
    .map((name) => /^(\d+)-/.exec(name)?.[1])
    .filter((id) => id !== undefined)
    .map(Number);
  const id = ids.length > 0 ? Math.max(...ids) + 1 : config.idRange[0];
  if (id > config.idRange[1])
    throw new Error(`The ${topic} series is full: its ids run from ${config.idRange[0]} to ${config.idRange[1]}.`);

  const slug =
    new GithubSlugger()
      .slug(title)
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'note';
  const file = path.join(folder, `${id}-${slug}.md`);
  const frontMatter = stringify({ id, title, description: '', tags: [], date: localDate(options.today) });
  await mkdir(folder, { recursive: true });
  await writeFile(file, `---\n${frontMatter}${SOURCES_TEMPLATE}---\n\n${BODY_TEMPLATE}`, { flag: 'wx' });
  return { id, file };
}

function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
