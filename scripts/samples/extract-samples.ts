import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { readFrontMatter } from '../content/front-matter.ts';
import { parseInfoString } from './info-string.ts';
import type { Sample } from './sample.ts';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Every fenced code block of a note, in order, located by its opening fence's file line. A `text
 * output` block right after a `run` block is attached to it as the output the program must print.
 */
export function extractSamples(file: string, text: string): Sample[] {
  const { body, bodyStartLine } = readFrontMatter(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  return samplesOfBody(file, body, bodyStartLine, parser.parse(body) as Root);
}

/**
 * The samples of a note's body (its text after the front matter, which starts on file line
 * `bodyStartLine`), from its syntax tree as remark with GFM parses it: for the content build,
 * which has parsed the body already.
 */
export function samplesOfBody(file: string, body: string, bodyStartLine: number, tree: Root): Sample[] {
  const codes: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    // Indented code has no info string and is no sample.
    if (/^\s*(`{3,}|~{3,})/.test(body.slice(node.position?.start.offset, node.position?.end.offset))) codes.push(node);
  });
  const samples: Sample[] = [];
  for (const node of codes) {
    const sample: Sample = {
      file,
      line: (node.position?.start.line ?? 1) + bodyStartLine - 1,
      info: parseInfoString(node.lang, node.meta),
      code: node.value,
    };
    const previous = samples.at(-1);
    if (sample.info.output && previous?.info.run && !previous.output) previous.output = { line: sample.line, text: sample.code };
    samples.push(sample);
  }
  return samples;
}
