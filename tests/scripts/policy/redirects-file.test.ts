import { describe, expect, it } from 'vitest';
import { redirectsFile } from '../../../scripts/policy/redirects-file';

describe('_redirects for Netlify and Cloudflare Pages', () => {
  it("moves each series' other spellings and each note's id with a leading zero, the splats last", () => {
    const lines = redirectsFile([
      { topic: 'javascript', id: 301 },
      { topic: 'c++', id: 1001 },
      { topic: 'c++', id: 1002 },
    ]).split('\n');
    expect(lines).toEqual([
      '/Javascript /javascript 301',
      '/JAVASCRIPT /javascript 301',
      '/JavaScript /javascript 301',
      '/C++ /c++ 301',
      '/javascript/0301 /javascript/301 301',
      '/c++/01001 /c++/1001 301',
      '/c++/01002 /c++/1002 301',
      '/Javascript/* /javascript/:splat 301',
      '/JAVASCRIPT/* /javascript/:splat 301',
      '/JavaScript/* /javascript/:splat 301',
      '/C++/* /c++/:splat 301',
      '',
    ]);
  });

  it("keeps within Cloudflare Pages' 2,000 rules without a splat however many notes there are", () => {
    const notes = Array.from({ length: 3000 }, (_, index) => ({ topic: 'react', id: 101 + index }));
    const lines = redirectsFile(notes).split('\n').filter(Boolean);
    expect(lines.filter((line) => !line.includes('*'))).toHaveLength(2000);
    expect(lines).toContain('/react/0101 /react/101 301');
  });
});
