import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../scripts/note-source/problems';
import { checkReviewed } from '../../../scripts/compiler/validate-sources';
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

describe('the review date', () => {
  it('may not be in the future', () => {
    expectProblem('121-reviewed-future.md', {
      severity: 'error',
      field: 'reviewed',
      line: 7,
      column: 1,
      message: /^2999-01-01 is in the future/,
    });
  });

  it('counts as today wherever on Earth it is already that day', () => {
    // 12:00 UTC on November 23 is already November 24 in Kiribati (UTC+14), and not yet the 25th anywhere.
    const noon = Date.UTC(2026, 10, 23, 12);
    const failures: string[] = [];
    const fail = (message: string) => failures.push(message);
    expect(checkReviewed('2026-11-24', '2026-01-01', fail, noon)).toBe('2026-11-24');
    expect(checkReviewed('2026-11-25', '2026-01-01', fail, noon)).toBeUndefined();
    expect(failures).toEqual(['2026-11-25 is in the future; it is the date the note was last checked']);
  });

  it('may not come before the note’s own date', () => {
    expectProblem('122-reviewed-before-date.md', {
      severity: 'error',
      field: 'reviewed',
      line: 7,
      message: /^2024-10-01 is before the note's date 2024-10-05$/,
    });
  });

  it('must be a calendar date', () => {
    expectProblem('123-reviewed-not-a-date.md', { severity: 'error', field: 'reviewed', line: 7, message: /YYYY-MM-DD, not "last week"/ });
  });

  it('may not be left empty', () => {
    expectProblem('124-reviewed-empty.md', {
      severity: 'error',
      field: 'reviewed',
      line: 7,
      message: /^is empty: write the date of the last review \(YYYY-MM-DD\), or remove the key$/,
    });
  });
});

describe('the references', () => {
  it('must use https, at the line and column of the url', () => {
    expectProblem('125-reference-http.md', {
      severity: 'error',
      field: 'references',
      line: 9,
      column: 10,
      message: /^"http:\/\/developer\.mozilla\.org\/\S+" must use https$/,
    });
  });

  it('must be absolute addresses', () => {
    expectProblem('126-reference-not-a-url.md', {
      severity: 'error',
      field: 'references',
      line: 9,
      column: 10,
      message: /^entry 1 needs a url, an absolute https address$/,
    });
  });

  it('need a title, at the line of the title', () => {
    expectProblem('127-reference-empty-title.md', {
      severity: 'error',
      field: 'references',
      line: 8,
      column: 12,
      message: /^entry 1 needs a non-empty title$/,
    });
  });

  it('are 1 to 4 entries: an empty list and a fifth entry are errors at the key', () => {
    expectProblem('128-references-none.md', {
      severity: 'error',
      field: 'references',
      line: 7,
      message: /^has 0 entries; must be a list of 1 to 4/,
    });
    expectProblem('129-references-five.md', {
      severity: 'error',
      field: 'references',
      line: 7,
      message: /^has 5 entries; must be a list of 1 to 4/,
    });
  });

  it('list each url once, naming the second at its line', () => {
    expectProblem('130-reference-twice.md', {
      severity: 'error',
      field: 'references',
      line: 11,
      column: 10,
      message: /^"https:\/\/react\.dev\/reference\/react\/useState" is listed twice$/,
    });
    expect(problemsOf('130-reference-twice.md')).toHaveLength(1);
  });

  it('warn, without failing, about a host that is not a known primary source, naming the host and where to add it', () => {
    expectProblem('131-reference-unknown-host.md', {
      severity: 'warning',
      field: 'references',
      line: 11,
      column: 10,
      message: /^www\.w3schools\.com is not a known primary-source host; .* PRIMARY_SOURCE_HOSTS in scripts\/compiler\/series-config\.ts$/,
    });
    expect(problemsOf('131-reference-unknown-host.md').map((problem) => problem.severity)).toEqual(['warning']);
  });
});

describe('the Exercises section', () => {
  it('must hold at least one exercise', () => {
    expectProblem('132-exercises-empty.md', { severity: 'error', field: 'exercises', line: 11, message: /^has no exercise/ });
  });

  it('gives each exercise a solution, reported at the exercise’s heading', () => {
    expectProblem('133-exercise-without-solution.md', {
      severity: 'error',
      field: 'exercises',
      line: 13,
      message: /^exercise "1\. Double it" has no solution: add a code block whose info string has the word `solution`/,
    });
  });

  it('holds every solution: one elsewhere is reported at its fence', () => {
    expectProblem('134-solution-outside.md', {
      severity: 'error',
      field: 'exercises',
      line: 13,
      message: /^a solution outside an exercise/,
    });
  });

  it('comes last, or right before ## Next', () => {
    expectProblem('135-exercises-not-last.md', {
      severity: 'error',
      field: 'exercises',
      line: 11,
      message: /^`## Exercises` must be the last section, or come right before `## Next`$/,
    });
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
      reviewed: '2025-08-02',
      references: [{ title: 'cppreference: Templates', url: 'https://en.cppreference.com/w/cpp/language/templates' }],
      sourcePath: 'notes/c++/1001-from-c.md',
    });
  });

  it('marks each solution and the output after it for the page, and leaves a first-edition note as it was', async () => {
    const valid = await checkFixture('valid');
    const [first, second] = valid.catalogue.notes;
    // Code blocks of 101: the jsx sample and its output, then solution, output, starter code, solution, output.
    expect(first!.annotations.solutions).toEqual([2, 3, 5, 6]);
    expect(first!.meta.headings.map((heading) => heading.text)).toContain('Exercises');
    expect(second!.annotations).not.toHaveProperty('solutions');
    expect(second!.meta).not.toHaveProperty('reviewed');
    expect(second!.meta).not.toHaveProperty('references');
  });
});
