import type { Element, Nodes, Root } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { visitParents } from 'unist-util-visit-parents';
import type { VFile } from 'vfile';
import { report } from './report.ts';

/** GitHub's allow-list, dropping script-like and foreign elements whole (the default would show a <style>'s text). */
const NOTE_SCHEMA: Schema = {
  ...defaultSchema,
  strip: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'noscript',
    'template',
    'svg',
    'math',
    'textarea',
    'select',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'frameset',
  ],
};

/** Sanitises the tree and reports what goes; only raw HTML can bring that, so only then is the tree inspected. */
export function rehypeSanitizeNote() {
  return (tree: Root, file: VFile): Root => {
    const clean = sanitize(tree, NOTE_SCHEMA) as Root;
    if (file.data.rawHtml) reportRemovals(tree, file);
    return clean;
  };
}

const ALLOWED_TAGS = new Set(NOTE_SCHEMA.tagNames ?? []);
const GLOBAL_ATTRIBUTES = NOTE_SCHEMA.attributes?.['*'] ?? [];

function reportRemovals(tree: Root, file: VFile): void {
  visitParents(tree, 'element', (node: Element, ancestors: Nodes[]) => {
    // An element without a position of its own is reported at the line of the nearest ancestor with one.
    const line = node.position?.start.line ?? ancestors.findLast((ancestor) => ancestor.position?.start.line)?.position?.start.line;
    const removed = (message: string) => report(file, { line, severity: 'warning', field: 'body', message });
    if (!ALLOWED_TAGS.has(node.tagName)) {
      removed(`removed a <${node.tagName}> element, which notes may not contain`);
      return NOTE_SCHEMA.strip?.includes(node.tagName) ? 'skip' : undefined;
    }
    for (const [name, value] of Object.entries(node.properties)) {
      if (value === undefined || value === null || value === false) continue;
      if (!isAllowedProperty(node.tagName, name, value))
        removed(`removed the ${attributeName(name)} attribute of a <${node.tagName}> element`);
      else if (!hasSafeProtocol(name, value)) removed(unsafeUrlMessage(String(value), node.tagName));
    }
    return undefined;
  });
}

function isAllowedProperty(tagName: string, name: string, value: unknown): boolean {
  const matches = (definition: string | [string, ...(string | number | boolean | RegExp | null | undefined)[]]) => {
    if (typeof definition === 'string') return definition === name;
    const [key, ...allowed] = definition;
    if (key !== name) return false;
    if (allowed.length === 0) return true;
    const values = Array.isArray(value) ? value : [value];
    return values.some((item) => allowed.some((rule) => (rule instanceof RegExp ? rule.test(String(item)) : rule === item)));
  };
  return (NOTE_SCHEMA.attributes?.[tagName] ?? []).some(matches) || GLOBAL_ATTRIBUTES.some(matches);
}

/** Mirrors hast-util-sanitize: a URL whose first colon precedes any `/`, `?` or `#` has a protocol. */
export function hasSafeProtocol(name: string, value: unknown): boolean {
  const protocols = NOTE_SCHEMA.protocols?.[name];
  if (!protocols) return true;
  const protocol = /^([^:/?#]*):/.exec(String(value))?.[1];
  return protocol === undefined || protocols.includes(protocol);
}

/** What an author is told when a URL is dropped from an element. */
export function unsafeUrlMessage(url: string, tagName: string): string {
  return `removed the unsafe URL ${JSON.stringify(url.slice(0, 60))} from a <${tagName}> element`;
}

function attributeName(property: string): string {
  return property.startsWith('on') ? property.toLowerCase() : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
