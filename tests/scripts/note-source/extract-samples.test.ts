import { describe, expect, it } from 'vitest';
import { extractSamples } from '../../../scripts/note-source/extract-samples';

const NOTE = [
  '---',
  'id: 3001',
  'title: Example',
  '---',
  '',
  '```python run',
  'print("hi")',
  '```',
  '',
  'Its output:',
  '',
  '```text output',
  'hi',
  '```',
  '',
  '1. In a list:',
  '',
  '   ```bash nocheck: needs a network',
  '   curl https://example.com',
  '   ```',
  '',
  '    indented code is no sample',
  '',
].join('\n');

describe('extracting the samples of a note', () => {
  const samples = extractSamples('notes/python/3001-example.md', NOTE);

  it('finds every fenced block at the file line of its opening fence, in lists too', () => {
    expect(samples.map((sample) => [sample.line, sample.info.lang, sample.code])).toEqual([
      [6, 'python', 'print("hi")'],
      [12, 'text', 'hi'],
      [18, 'bash', 'curl https://example.com'],
    ]);
  });

  it('attaches the text output block to the run block before it', () => {
    expect(samples[0]!.output).toEqual({ line: 12, text: 'hi' });
    expect(samples[2]!.info.nocheck).toBe('needs a network');
  });

  it('reads CRLF files line for line', () => {
    expect(extractSamples('a.md', NOTE.replace(/\n/g, '\r\n')).map((sample) => sample.line)).toEqual([6, 12, 18]);
  });
});
