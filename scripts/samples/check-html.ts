import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { VOID_TAGS } from '../note-source/note-limits.ts';
import { noteLine, type Failure, type Sample } from '../note-source/sample.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements whose end tag HTML lets an author leave out. */
const OPTIONAL_END = new Set([
  'html',
  'head',
  'body',
  'li',
  'dt',
  'dd',
  'p',
  'rt',
  'rp',
  'optgroup',
  'option',
  'colgroup',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
]);

/** Parses an HTML sample as a document, part or fragment; unless `partial`, an unclosed element or a stray end tag is an error too. */
export function checkHtml(sample: Sample): Failure[] {
  const code = sample.code;
  const start = code
    .replace(/^(?:\s|<!--[\s\S]*?-->)*/, '')
    .slice(0, 9)
    .toLowerCase();
  const document = start.startsWith('<!doctype') || /^<html[\s>]/.test(start);
  const part = /^<(?:head|body)[\s>]/.test(start);
  const failures: Failure[] = [];
  const options = {
    sourceCodeLocationInfo: true,
    onParseError: (error: { code: string; startLine: number }) => {
      if (!(part && error.code === 'missing-doctype'))
        failures.push({ line: noteLine(sample, error.startLine), message: `error: ${error.code.replaceAll('-', ' ')}` });
    },
  };
  const tree: Node = document || part ? parse(code, options) : parseFragment(code, options);
  if (sample.info.partial) return failures;

  const endTags = new Set<number>();
  const covered: [number, number][] = [];
  const visit = (node: Node) => {
    const location = 'sourceCodeLocation' in node ? node.sourceCodeLocation : undefined;
    if (node.nodeName === '#comment' && location) covered.push([location.startOffset, location.endOffset]);
    if ('tagName' in node) checkElement(sample, node, failures, endTags, covered);
    for (const child of 'childNodes' in node ? node.childNodes : []) visit(child);
    if (node.nodeName === 'template' && 'content' in node) visit(node.content);
  };
  visit(tree);
  for (const match of code.matchAll(/<\/([a-zA-Z][^\s/>]*)[^>]*>/g)) {
    if (endTags.has(match.index) || covered.some(([from, to]) => match.index >= from && match.index < to)) continue;
    const line = code.slice(0, match.index).split('\n').length;
    failures.push({ line: noteLine(sample, line), message: `error: </${match[1]}> closes no open element` });
  }
  return failures.sort((a, b) => a.line - b.line);
}

function checkElement(sample: Sample, element: Element, failures: Failure[], endTags: Set<number>, covered: [number, number][]): void {
  const startTag = element.sourceCodeLocation?.startTag;
  const endTag = element.sourceCodeLocation?.endTag;
  // An element without a start tag (`</p>` alone makes an empty p): its end tag closed nothing the author opened.
  if (!startTag) return;
  covered.push([startTag.startOffset, startTag.endOffset]);
  if (endTag) {
    endTags.add(endTag.startOffset);
    // Raw text (script, style, textarea, title) may contain anything that looks like a tag.
    if (['script', 'style', 'textarea', 'title'].includes(element.tagName)) covered.push([startTag.endOffset, endTag.startOffset]);
  } else if (!VOID_TAGS.has(element.tagName) && !OPTIONAL_END.has(element.tagName)) {
    failures.push({
      line: noteLine(sample, startTag.startLine),
      message: `error: <${element.tagName}> is not closed (or is closed out of order)`,
    });
  }
}
