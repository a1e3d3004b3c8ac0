import type { BodyAnnotations } from '../catalog/types';
import { CodeBlock } from './CodeBlock';
import styles from './LightMarkup.module.css';
import { parseLightMarkup } from './parse-light-markup';

/** Matches a paragraph line that is already block-level HTML, which a <p> must not wrap. */
const BLOCK_HTML = /^<(p|div|ul|ol|table|blockquote|pre|h[1-6]|hr|section|details|dl|figure)[\s>/]/i;

/**
 * Renders a light-markup body by the spec's rules: headings, code blocks, and paragraphs as raw HTML.
 * The build's annotations, when given, add each heading's anchor and each code block's colours.
 */
export function LightMarkup({ source, annotations }: { source: string; annotations?: BodyAnnotations }) {
  let headings = 0;
  let codeBlocks = 0;
  return (
    <>
      {parseLightMarkup(source).map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const Heading = block.level === 2 ? 'h2' : 'h3';
            const slug = annotations?.slugs[headings++];
            return slug ? (
              <Heading key={index} id={slug} className={styles.heading}>
                <a href={`#${slug}`} className={styles.anchor}>
                  {block.text}
                </a>
              </Heading>
            ) : (
              <Heading key={index}>{block.text}</Heading>
            );
          }
          case 'code':
            return <CodeBlock key={index} lang={block.lang} code={block.code} runs={annotations?.code[codeBlocks++] || undefined} />;
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
