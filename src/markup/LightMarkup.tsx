import { parseLightMarkup } from './parse-light-markup';

/** Matches a paragraph line that is already block-level HTML, which a <p> must not wrap. */
const BLOCK_HTML = /^<(p|div|ul|ol|table|blockquote|pre|h[1-6]|hr|section|details|dl|figure)[\s>/]/i;

/** Renders a light-markup body by the spec's rules: headings, code blocks, and paragraphs as raw HTML. */
export function LightMarkup({ source }: { source: string }) {
  return (
    <>
      {parseLightMarkup(source).map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? <h2 key={index}>{block.text}</h2> : <h3 key={index}>{block.text}</h3>;
          case 'code':
            return (
              // A code block can scroll sideways, so it must be reachable from the keyboard (WCAG 2.1.1).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              <pre key={index} data-lang={block.lang || undefined} tabIndex={0}>
                <code>{block.code}</code>
              </pre>
            );
          case 'paragraph':
            return BLOCK_HTML.test(block.html) ? (
              <div key={index} dangerouslySetInnerHTML={{ __html: block.html }} />
            ) : (
              <p key={index} dangerouslySetInnerHTML={{ __html: block.html }} />
            );
        }
      })}
    </>
  );
}
