import { describe, expect, it } from 'vitest';
import { startsFromIostream } from '../../../../src/try-it/c-family/precompiled-header';

describe('which C++ sources start from the precompiled <iostream>', () => {
  it('those that include it after nothing but other standard headers, comments and blank lines', () => {
    expect(startsFromIostream('#include <iostream>\nint main() {}')).toBe(true);
    expect(startsFromIostream('// greets\n/* a\n   block */\n\n#include <string>\n#  include <iostream>\nint main() {}')).toBe(true);
    expect(startsFromIostream('#include <vector>\n#include <iostream>\n#include "mine.h"\n')).toBe(true);
  });

  it('not those that do not include it, or define or include their own things first', () => {
    expect(startsFromIostream('#include <cstdio>\nint main() {}')).toBe(false);
    expect(startsFromIostream('#define NDEBUG\n#include <iostream>\n')).toBe(false);
    expect(startsFromIostream('#include "mine.h"\n#include <iostream>\n')).toBe(false);
    expect(startsFromIostream('int x;\n#include <iostream>\n')).toBe(false);
    expect(startsFromIostream('// #include <iostream>\nint main() {}')).toBe(false);
  });
});
