import { describe, expect, it } from 'vitest';
import { parseInfoString } from '../../../scripts/note-source/info-string';

describe('the info string of a fence', () => {
  it('reads the language and the flags after it', () => {
    expect(parseInfoString('python', 'run')).toEqual({
      lang: 'python',
      run: true,
      partial: false,
      output: false,
      solution: false,
      starter: false,
      test: false,
      predict: false,
      goal: false,
      unknown: [],
    });
    expect(parseInfoString('java', '21 partial')).toMatchObject({ lang: 'java', version: '21', partial: true, run: false });
    expect(parseInfoString('text', 'output')).toMatchObject({ lang: 'text', output: true });
    expect(parseInfoString('JSX', null)).toMatchObject({ lang: 'jsx', unknown: [] });
  });

  it('reads `solution` among the other words, in any order, keeping their meaning', () => {
    expect(parseInfoString('js', 'run solution')).toMatchObject({ lang: 'js', run: true, solution: true, unknown: [] });
    expect(parseInfoString('cpp', 'solution partial')).toMatchObject({ partial: true, solution: true, unknown: [] });
    expect(parseInfoString('bash', 'solution nocheck: needs a running Docker daemon')).toMatchObject({
      solution: true,
      nocheck: 'needs a running Docker daemon',
    });
    expect(parseInfoString('python', 'solutions').unknown).toEqual(['solutions']);
  });

  it('takes everything after nocheck: as the reason, and an empty reason when the colon is missing', () => {
    expect(parseInfoString('bash', 'nocheck: needs a running Docker daemon (docker compose up)')).toMatchObject({
      nocheck: 'needs a running Docker daemon (docker compose up)',
      unknown: [],
    });
    expect(parseInfoString('bash', 'nocheck')).toMatchObject({ nocheck: '' });
    expect(parseInfoString('bash', 'nocheck needs docker')).toMatchObject({ nocheck: '' });
  });

  it('keeps words it does not know, so a misspelt flag is reported', () => {
    expect(parseInfoString('js', 'runn nochecks').unknown).toEqual(['runn', 'nochecks']);
  });

  it('reads the exercise-check words: starter, test, predict', () => {
    expect(parseInfoString('js', 'starter')).toMatchObject({ lang: 'js', starter: true, test: false, run: false, unknown: [] });
    expect(parseInfoString('python', 'test')).toMatchObject({ lang: 'python', test: true, starter: false, unknown: [] });
    expect(parseInfoString('js', 'run predict')).toMatchObject({ run: true, predict: true, unknown: [] });
    expect(parseInfoString('jsx', 'tests starters').unknown).toEqual(['tests', 'starters']);
  });

  it('takes everything after unchecked: as the reason, like nocheck:', () => {
    expect(parseInfoString('js', 'run solution unchecked: reads files with node:fs')).toMatchObject({
      run: true,
      solution: true,
      unchecked: 'reads files with node:fs',
      unknown: [],
    });
    expect(parseInfoString('js', 'run solution unchecked: an explanation in words').nocheck).toBeUndefined();
    expect(parseInfoString('js', 'solution unchecked')).toMatchObject({ unchecked: '' });
    expect(parseInfoString('js', 'solution').unchecked).toBeUndefined();
    expect(parseInfoString('js', 'solution uncheckedly').unknown).toEqual(['uncheckedly']);
  });

  it('reads nocheck: and unchecked: on one line, each with its own reason', () => {
    expect(parseInfoString('js', 'solution nocheck: needs a running server unchecked: listens on a port')).toMatchObject({
      solution: true,
      nocheck: 'needs a running server',
      unchecked: 'listens on a port',
      unknown: [],
    });
    expect(parseInfoString('js', 'solution unchecked: uses node:http nocheck: needs a running server')).toMatchObject({
      nocheck: 'needs a running server',
      unchecked: 'uses node:http',
    });
    // The second word counts only with its colon: without it, it is part of the first reason.
    expect(parseInfoString('js', 'solution unchecked: prints what nocheck means')).toMatchObject({
      unchecked: 'prints what nocheck means',
    });
  });
});
