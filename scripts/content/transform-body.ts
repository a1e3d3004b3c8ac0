import GithubSlugger from 'github-slugger';
import type { Element, Root as HastRoot, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import { toString as hastToString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { NoteHeading } from '../../src/catalog/types.ts';
import type { LightBlock } from '../../src/markup/types.ts';
import { toHtmlLine } from './html-line.ts';
import { checkExercises } from './exercises.ts';
import { linkDestinations, type LinkDestination } from './link-destinations.ts';
import { parseBody } from './parse-body.ts';
import type { ProblemInput } from './problems.ts';
import { hasSafeProtocol, sanitizeNote } from './sanitize.ts';

/** Elements that stand as blocks of their own; anything else at the top level is inline content. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

export interface TransformedBody {
  blocks: LightBlock[];
  headings: NoteHeading[];
  /** Indexes, among the code blocks, of exercise solutions and of the `text` block that shows a solution's output. */
  solutions: number[];
  /** Body line of each code block's opening fence, in order, to find its sample (scripts/samples). */
  codeLines: number[];
  /** Body line each block starts on, to report a block by its line. */
  blockLines: number[];
  /** Plain text of the prose, whitespace collapsed, for the description fallback. */
  plainText: string;
  /** Where each link's destination is written, as the author wrote it, for the Markdown copy. */
  links: LinkDestination[];
  problems: ProblemInput[];
}

export interface TransformOptions {
  /** File line of the body's first line, so problems point into the file. */
  bodyStartLine: number;
  /** Rewrites a link URL, or reports why it cannot (returns an error message). */
  rewriteLink: (url: string) => { href: string } | { error: string } | undefined;
}

/**
 * Markdown body → light-markup blocks: headings and code stay lines, every other block one line of
 * safe HTML. `mdast` is the body's tree from parseBody, when the caller has it; its links to notes
 * are rewritten in place.
 */
export function transformBody(markdown: string, options: TransformOptions, mdast: MdastRoot = parseBody(markdown)): TransformedBody {
  const problems: ProblemInput[] = [];
  const at = (line: number | undefined) => ({ line: (line ?? 1) + options.bodyStartLine - 1, column: 1 });
  // Before the links to notes are rewritten below.
  const links = linkDestinations(markdown, mdast);

  // A reference (`[text][r]`) takes its URL from its definition (`[r]: url`), which it may precede.
  const definitions = new Map<string, string>();
  visit(mdast, 'definition', (node) => void (definitions.has(node.identifier) || definitions.set(node.identifier, node.url)));

  let hasRawHtml = false;
  visit(mdast, (node) => {
    if (node.type === 'html') hasRawHtml = true;
    const url =
      node.type === 'link' || node.type === 'image'
        ? node.url
        : node.type === 'linkReference' || node.type === 'imageReference'
          ? definitions.get(node.identifier)
          : undefined;
    const isLink = node.type === 'link' || node.type === 'linkReference';
    if (url !== undefined && !hasSafeProtocol(isLink ? 'href' : 'src', url)) {
      problems.push({
        ...at(node.position?.start.line),
        severity: 'warning',
        field: 'body',
        message: `removed the unsafe URL ${JSON.stringify(url.slice(0, 60))} from a <${isLink ? 'a' : 'img'}> element`,
      });
    }
    if (node.type === 'heading' && node.depth === 1) {
      problems.push({
        ...at(node.position?.start.line),
        column: node.position?.start.column ?? 1,
        severity: 'error',
        field: 'body',
        message: 'a `#` heading: the title is already the page heading, so start sections at `##`',
      });
    }
    if (node.type === 'link' || node.type === 'definition') {
      const result = options.rewriteLink(node.url);
      if (result && 'href' in result) node.url = result.href;
      if (result && 'error' in result) {
        problems.push({
          line: at(node.position?.start.line).line,
          column: node.position?.start.column ?? 1,
          severity: 'error',
          field: 'link',
          message: result.error,
        });
      }
    }
  });

  const exercises = checkExercises(mdast, at);
  problems.push(...exercises.problems);

  let hast = toHast(mdast, { allowDangerousHtml: true }) as HastRoot;
  // Given the file, hast-util-raw keeps the line of every element parsed from raw HTML.
  if (hasRawHtml) hast = raw(hast, { file: new VFile(markdown) }) as HastRoot;
  const { tree, removals } = sanitizeNote(hast, { hasRawHtml });
  for (const removal of removals) {
    problems.push({ ...at(removal.line), severity: 'warning', field: 'body', message: removal.message });
  }

  const blocks: LightBlock[] = [];
  const blockLines: number[] = [];
  const headings: NoteHeading[] = [];
  const plainParts: string[] = [];
  const solutions: number[] = [];
  const codeLines: number[] = [];
  let codeBlocks = 0;
  const slugger = new GithubSlugger();
  let inlineRun: RootContent[] = [];
  const flushInline = () => {
    if (inlineRun.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
      blocks.push({ type: 'paragraph', html: toHtmlLine(inlineRun) });
      blockLines.push(inlineRun.find((node) => node.position)?.position?.start.line ?? 1);
      plainParts.push(inlineRun.map((node) => hastToString(node)).join(''));
    }
    inlineRun = [];
  };

  for (const node of tree.children) {
    if (node.type !== 'element' || !BLOCK_ELEMENTS.has(node.tagName)) {
      if (node.type !== 'doctype' && node.type !== 'comment') inlineRun.push(node);
      continue;
    }
    flushInline();
    const code = codeBlock(node);
    if (code) {
      const solution = exercises.solutionLines.has(node.position?.start.line ?? 0);
      const shownOutput =
        code.type === 'code' && code.lang === 'text' && blocks.at(-1)?.type === 'code' && solutions.at(-1) === codeBlocks - 1;
      if (solution || shownOutput) solutions.push(codeBlocks);
      codeBlocks++;
      codeLines.push(node.position?.start.line ?? 0);
      blocks.push(code);
      blockLines.push(node.position?.start.line ?? 1);
    } else if (node.tagName === 'h2' || node.tagName === 'h3') {
      const text = collapse(hastToString(node));
      if (text === '') {
        problems.push({ ...at(node.position?.start.line), severity: 'warning', field: 'body', message: 'an empty heading was left out' });
        continue;
      }
      const level = node.tagName === 'h2' ? 2 : 3;
      blocks.push({ type: 'heading', level, text });
      blockLines.push(node.position?.start.line ?? 1);
      headings.push({ level, text, slug: slugger.slug(text) });
      plainParts.push(text);
    } else {
      blocks.push({ type: 'paragraph', html: toHtmlLine([node]) });
      blockLines.push(node.position?.start.line ?? 1);
      plainParts.push(hastToString(node));
    }
  }
  flushInline();

  return { blocks, blockLines, headings, solutions, codeLines, plainText: collapse(plainParts.join(' ')), links, problems };
}

/** A `<pre><code class="language-x">` element as a light-markup code block. */
function codeBlock(node: Element): LightBlock | undefined {
  if (node.tagName !== 'pre') return undefined;
  const elements = node.children.filter((child) => child.type === 'element');
  const code = elements[0];
  if (elements.length !== 1 || code?.tagName !== 'code') return undefined;
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '';
  // A carriage return (from raw HTML's `&#13;`) would end a line of light markup as a line feed does.
  return { type: 'code', lang, code: hastToString(code).replace(/\r\n?/g, '\n').replace(/\n$/, ''), closed: true };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
