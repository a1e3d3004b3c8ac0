import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes `count` notes of a realistic shape into `<root>/notes`, `notesPerSeries` to a series folder (bench000, bench001, ...). */
export async function writeSyntheticNotes(root: string, count: number, notesPerSeries: number): Promise<{ path: string; text: string }[]> {
  const files: { path: string; text: string }[] = [];
  for (let index = 0; index < count; index++) {
    const series = `bench${String(Math.floor(index / notesPerSeries)).padStart(3, '0')}`;
    const folder = path.join(root, 'notes', series);
    if (index % notesPerSeries === 0) {
      await mkdir(folder, { recursive: true });
      await writeFile(
        path.join(folder, '_series.md'),
        `---\ntitle: Bench ${series}\nicon: 📘\ndescription: Synthetic notes for the benchmark.\n---\n`,
      );
    }
    const id = 100_000 + index;
    const previous = index % notesPerSeries === 0 ? '' : `Read [the previous note](./${id - 1}-note.md) first.`;
    const text = `---\nid: ${id}\ntitle: Synthetic Note ${index}\ndescription: A generated note used to time the build.\ntags: [bench, synthetic, timing]\ndate: 2025-01-01\n---\n\nThis note explains \`feature${index}\` in a few paragraphs. ${previous}\n\n## Overview\n\n${'Prose with **emphasis**, a [link](https://example.com) and `inline code` to make a realistic paragraph. '.repeat(6)}\n\n- first point\n- second point with \`code\`\n- third point\n\n### Details\n\n| Option | Meaning |\n| --- | --- |\n| \`a\` | the first |\n| \`b\` | the second |\n\n\`\`\`js\nfunction feature${index}(input) {\n  return input.map((value) => value * 2);\n}\n\nconsole.log(feature${index}([1, 2, 3]));\n\`\`\`\n\n## Key points\n\n1. One.\n2. Two.\n\nClosing paragraph.\n`;
    const file = path.join(folder, `${id}-note.md`);
    await writeFile(file, text);
    files.push({ path: file, text });
  }
  return files;
}
