import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { readFrontMatter } from './front-matter.ts';
import { checkNoteLimits } from './note-limits.ts';
import { parseBody } from './parse-body.ts';
import { parseInfoString } from './info-string.ts';
import { normalisedText } from './load.ts';
import type { Sample } from './sample.ts';

/** Every fenced block of a note by its fence's file line; a `text output` block right after a `run` block is its expected output. */
export function extractSamples(file: string, text: string): Sample[] {
  const normalised = normalisedText(text);
  // A note past the compiler's limits has no samples to check: the content build reports it.
  if (checkNoteLimits(normalised)) return [];
  const { body, bodyStartLine } = readFrontMatter(normalised);
  return samplesOfBody(file, body, bodyStartLine, parseBody(body));
}

/** The samples of a note's body (from file line `bodyStartLine`), from the tree the content build has parsed already. */
export function samplesOfBody(file: string, body: string, bodyStartLine: number, tree: Root): Sample[] {
  const samples: Sample[] = [];
  let headingLine: number | undefined;
  visit(tree, (node) => {
    if (node.type === 'heading') headingLine = (node.position?.start.line ?? 1) + bodyStartLine - 1;
    // Indented code has no info string and is no sample.
    if (node.type !== 'code' || !/^\s*(`{3,}|~{3,})/.test(body.slice(node.position?.start.offset, node.position?.end.offset))) return;
    const sample: Sample = {
      file,
      line: (node.position?.start.line ?? 1) + bodyStartLine - 1,
      info: parseInfoString(node.lang, node.meta),
      code: node.value,
      ...(headingLine === undefined ? {} : { headingLine }),
    };
    const previous = samples.at(-1);
    if (sample.info.output && previous?.info.run && !previous.output) previous.output = { line: sample.line, text: sample.code };
    samples.push(sample);
  });
  return samples;
}
