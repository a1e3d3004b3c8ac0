import { describe, expect, it } from 'vitest';
import { remarkTitleHeading } from '../../../../scripts/compiler/transform/remark-title-heading';
import { noteBody, reported } from './note-body';

describe('remarkTitleHeading', () => {
  it('reports each `#` heading, written either way, at its line and column', () => {
    const { tree, file } = noteBody('Intro.\n\n# Title\n\n> # Quoted\n\nSetext\n===\n\n- # Listed\n');
    remarkTitleHeading()(tree, file);
    const message = 'a `#` heading: the title is already the page heading, so start sections at `##`';
    expect(reported(file)).toEqual([
      `notes/react/101-hooks.md:7:1 error body: ${message}`,
      `notes/react/101-hooks.md:9:3 error body: ${message}`,
      `notes/react/101-hooks.md:11:1 error body: ${message}`,
      `notes/react/101-hooks.md:14:3 error body: ${message}`,
    ]);
  });

  it('lets section headings be', () => {
    const { tree, file } = noteBody('## Section\n\n### Part\n\nSection\n---\n');
    remarkTitleHeading()(tree, file);
    expect(reported(file)).toEqual([]);
  });
});
