import type { ReactNode } from 'react';
import type { BodyAnnotations } from '../../shared/code-annotations';
import { CodeBlock } from './CodeBlock';
import styles from './LightMarkup.module.css';
import { parseLightMarkup } from '../../shared/parse-light-markup';

/** Matches a paragraph line that is already block-level HTML, which a <p> must not wrap. */
const BLOCK_HTML = /^<(p|div|ul|ol|table|blockquote|pre|h[1-6]|hr|section|details|dl|figure)[\s>/]/i;

/**
 * Renders a light-markup body (parse-light-markup.ts); the build's annotations add anchors and colours, and
 * fold each exercise's solution into a native disclosure, which opens without JavaScript.
 */
export function LightMarkup({ source, annotations }: { source: string; annotations?: BodyAnnotations }) {
  let headings = 0;
  let codeBlocks = 0;
  const solutions = new Set(annotations?.solutions);
  // A solution's blocks gather in an array of their own; every other block is one node.
  const parts: (ReactNode | ReactNode[])[] = [];
  const blocks = parseLightMarkup(source);
  const codes = blocks.flatMap((block) => (block.type === 'code' ? [block.code] : []));
  for (const [index, block] of blocks.entries()) {
    if (block.type === 'code') {
      const number = codeBlocks++;
      const plan = annotations?.run?.[number] || undefined;
      const node = (
        <CodeBlock
          key={index}
          lang={block.lang}
          code={block.code}
          runs={annotations?.code[number] || undefined}
          plan={plan}
          html={plan?.html === undefined ? undefined : codes[plan.html]}
        />
      );
      const last = parts.at(-1);
      if (!solutions.has(number)) parts.push(node);
      else if (Array.isArray(last)) last.push(node);
      else parts.push([node]);
    } else if (block.type === 'heading') {
      const Heading = block.level === 2 ? 'h2' : 'h3';
      const slug = annotations?.slugs[headings++];
      parts.push(
        slug ? (
          <Heading key={index} id={slug} className={styles.heading}>
            <a href={`#${slug}`} className={styles.anchor}>
              {block.text}
            </a>
          </Heading>
        ) : (
          <Heading key={index}>{block.text}</Heading>
        ),
      );
    } else {
      const Element = BLOCK_HTML.test(block.html) ? 'div' : 'p';
      parts.push(<Element key={index} dangerouslySetInnerHTML={{ __html: block.html }} />);
    }
  }
  return (
    <>
      {parts.map((part, index) =>
        Array.isArray(part) ? (
          <details key={`solution-${index}`} className={styles.solution}>
            <summary className={styles.summary}>Show solution</summary>
            {part}
          </details>
        ) : (
          part
        ),
      )}
    </>
  );
}
