import { describe, expect, it } from 'vitest';
import type { Problem } from '../../scripts/content/problems';
import { checkFixture } from './fixture';

const result = await checkFixture('broken');

function problemsOf(file: string): Problem[] {
  return result.problems.filter((problem) => problem.file === `notes/react/${file}`);
}

function expectProblem(file: string, expected: Omit<Partial<Problem>, 'message'> & { message: RegExp }) {
  const { message, ...rest } = expected;
  expect(problemsOf(file)).toContainEqual(expect.objectContaining({ ...rest, message: expect.stringMatching(message) }));
}

describe('note validation', () => {
  it('fails once with every problem of every file and a count', () => {
    expect(result.ok).toBe(false);
    expect(result.report).toMatch(/Content build failed: \d+ errors, \d+ warnings?\./);
    const files = new Set(result.problems.map((problem) => problem.file));
    expect(files.size).toBeGreaterThanOrEqual(19);
  });

  it('prints each problem as file:line:column severity field: message', () => {
    expect(result.report).toContain('notes/react/112-cross-series-tag.md:5:15 error tags: "javascript" is the key of another series');
  });

  it('reports YAML syntax errors with their line', () => {
    expectProblem('101-yaml-error.md', { severity: 'error', field: 'front matter', line: 5, message: /invalid YAML/ });
  });

  it('reports an unknown key and suggests the one meant', () => {
    expectProblem('102-unknown-key.md', {
      severity: 'error',
      field: 'titel',
      line: 3,
      column: 1,
      message: /unknown key "titel" \(did you mean "title"\?\)/,
    });
  });

  it('requires a title', () => {
    expectProblem('103-missing-title.md', { severity: 'error', field: 'title', message: /missing/ });
  });

  it('requires a positive integer id', () => {
    expectProblem('104-bad-id.md', { severity: 'error', field: 'id', line: 2, message: /positive integer/ });
  });

  it('names both files of a duplicated id', () => {
    expectProblem('105-duplicate-a.md', { field: 'id', message: /105 is also used by notes\/react\/105-duplicate-b\.md/ });
    expectProblem('105-duplicate-b.md', { field: 'id', message: /105 is also used by notes\/react\/105-duplicate-a\.md/ });
  });

  it('keeps ids inside the series range', () => {
    expectProblem('250-out-of-range.md', { field: 'id', message: /250 is outside the react series range 101-199/ });
  });

  it('accepts only real YYYY-MM-DD calendar dates', () => {
    expectProblem('107-impossible-date.md', { field: 'date', line: 6, message: /2024-02-30 is not a real calendar date/ });
    expectProblem('108-date-format.md', { field: 'date', message: /YYYY-MM-DD/ });
  });

  it('wants tags as a list of unique lowercase strings', () => {
    expectProblem('109-tags-not-list.md', { field: 'tags', message: /must be a list/ });
    expectProblem('110-tag-case.md', { field: 'tags', line: 5, column: 13, message: /"Props" must be lowercase/ });
    expectProblem('111-tag-twice.md', { field: 'tags', message: /"jsx" is listed twice/ });
  });

  it('rejects a tag that is the key of another series', () => {
    expectProblem('112-cross-series-tag.md', {
      severity: 'error',
      field: 'tags',
      line: 5,
      column: 15,
      message: /"javascript" is the key of another series/,
    });
  });

  it('rejects a seriesKey that disagrees with the folder', () => {
    expectProblem('113-series-key.md', { field: 'seriesKey', message: /is "css" but the note is in the folder "react"/ });
  });

  it('rejects a level-one heading in the body, at its line', () => {
    expectProblem('114-level-one-heading.md', { field: 'body', line: 11, message: /a `#` heading/ });
  });

  it('rejects an empty body', () => {
    expectProblem('115-empty-body.md', { field: 'body', severity: 'error', message: /empty/ });
  });

  it('rejects a link to a note file that does not exist, at the link', () => {
    expectProblem('116-broken-link.md', {
      field: 'link',
      line: 11,
      column: 5,
      message: /"\.\/199-hooks\.md" points to notes\/react\/199-hooks\.md, which is not a note/,
    });
  });

  it('warns, without failing, about a missing description', () => {
    expectProblem('117-no-description.md', { severity: 'warning', field: 'description', message: /missing/ });
    expect(problemsOf('117-no-description.md').every((problem) => problem.severity === 'warning')).toBe(true);
  });

  it('warns about a description much longer than one sentence', () => {
    expectProblem('120-long-description.md', { severity: 'warning', field: 'description', line: 4, message: /is 219 characters long/ });
  });

  it('warns about removed unsafe HTML at its line', () => {
    expectProblem('118-unsafe-html.md', {
      severity: 'warning',
      field: 'body',
      line: 11,
      message: /removed the onerror attribute of a <img> element/,
    });
    expectProblem('118-unsafe-html.md', {
      severity: 'warning',
      field: 'body',
      line: 13,
      message: /removed the unsafe URL "javascript:alert\(1\)"/,
    });
  });

  it('rejects a file name that is not <id>-<slug>.md', () => {
    expectProblem('Bad Name.md', { field: 'file', message: /<id>-<slug>\.md/ });
  });

  it('never leaves a bad note out silently: every broken file has an error', () => {
    const broken = result.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.file);
    for (const file of ['101-yaml-error.md', '103-missing-title.md', '104-bad-id.md', '115-empty-body.md', '116-broken-link.md']) {
      expect(broken).toContain(`notes/react/${file}`);
    }
  });
});

describe('a valid catalogue', () => {
  it('compiles with no errors, sorted by id, with the series info', async () => {
    const valid = await checkFixture('valid');
    expect(valid.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(valid.catalogue.notes.map((note) => note.meta.id)).toEqual([101, 102, 1001]);
    expect(valid.catalogue.series.map((series) => series.title)).toEqual(['C++', 'React']);
    const cpp = valid.catalogue.notes[2]!.meta;
    expect(cpp).toMatchObject({
      topic: 'c++',
      seriesKey: 'c++',
      displayTopic: 'C Plus Plus',
      date: '2025-07-26',
      sourcePath: 'notes/c++/1001-from-c.md',
    });
  });
});
