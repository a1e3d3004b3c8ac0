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
});
