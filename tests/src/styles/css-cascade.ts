import { generate, parse, walk, type Atrule, type CssNode, type Rule } from 'css-tree';

/** The page a stylesheet is read for: which media queries hold, as css-tree writes them ('print', 'screen and (prefers-color-scheme:dark)'). */
export interface CssEnvironment {
  media: (query: string) => boolean;
}

/** A screen with the system's colour scheme set to `scheme`: every other media feature holds. */
export function screenWith(scheme: 'light' | 'dark'): CssEnvironment {
  const other = scheme === 'light' ? 'dark' : 'light';
  return { media: (query) => query !== 'print' && !query.includes(`prefers-color-scheme:${other}`) };
}

/** Paper. */
export const PRINT: CssEnvironment = { media: (query) => query === 'print' };

/** A stylesheet read once, asked which of its declarations reach an element. */
export function stylesheet(css: string) {
  const tree = parse(css);
  return {
    /**
     * The declarations that reach `element` (or its `::after` box), as the browser applies them: rules
     * whose selector matches, in media that hold, later ones winning. The cascade is taken in source
     * order, which is enough for the stylesheets tested here (their competing rules are equally
     * specific); at-rules other than @media and @supports are not for elements and are skipped.
     */
    declarationsFor(element: Element, page: CssEnvironment, pseudo: '' | '::after' = ''): Map<string, string> {
      const applied = new Map<string, string>();
      walk(tree, {
        visit: 'Rule',
        enter(this: { atrule: Atrule | null }, rule: Rule) {
          if (this.atrule && !appliesIn(this.atrule, page)) return;
          if (!selectorsOf(rule).some((selector) => matches(element, selector, pseudo))) return;
          for (const declaration of rule.block.children) {
            if (declaration.type === 'Declaration') applied.set(declaration.property, generate(declaration.value).trim());
          }
        },
      });
      return applied;
    },
  };
}

function selectorsOf(rule: Rule): string[] {
  return rule.prelude.type === 'SelectorList' ? rule.prelude.children.toArray().map((selector: CssNode) => generate(selector)) : [];
}

function matches(element: Element, selector: string, pseudo: string): boolean {
  if (pseudo ? !selector.endsWith(pseudo) : selector.includes('::')) return false;
  return element.matches(pseudo ? selector.slice(0, -pseudo.length) : selector);
}

function appliesIn(atrule: Atrule, page: CssEnvironment): boolean {
  if (atrule.name === 'supports') return true;
  return atrule.name === 'media' && atrule.prelude !== null && page.media(generate(atrule.prelude));
}

/** The text a `content` value shows: its strings, `attr()` of `element`, and `var()` from `properties`. */
export function contentText(value: string, element: Element, properties: ReadonlyMap<string, string>): string {
  let text = '';
  walk(parse(value, { context: 'value' }), {
    enter(node: CssNode) {
      if (node.type === 'String') text += node.value;
      else if (node.type === 'Function' && node.name === 'attr') text += element.getAttribute(generate(node.children.first!)) ?? '';
      else if (node.type === 'Function' && node.name === 'var') {
        const name = generate(node.children.first!);
        const property = properties.get(name);
        if (property === undefined) throw new Error(`${name} is not set`);
        text += contentText(property, element, properties);
      } else return;
      return walk.skip;
    },
  });
  return text;
}
