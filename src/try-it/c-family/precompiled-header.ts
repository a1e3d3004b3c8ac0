/**
 * The C++ header the worker precompiles once per standard: <iostream>, whose parse is most of a typical sample's
 * compile, and which brings <string> and <vector> with it in the package's C++ library.
 */
export const PRECOMPILED_HEADER = { file: 'precompiled.h', text: '#include <iostream>\n', output: 'precompiled.pch' } as const;

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const STANDARD_INCLUDE = /^#\s*include\s*<[\w./+-]+>$/;
const IOSTREAM_INCLUDE = /^#\s*include\s*<iostream>$/;

/**
 * Whether a C++ source may start from the precompiled <iostream>: it includes it, and before that only includes
 * other standard headers (or has comments and blank lines), so reading <iostream> first changes nothing it means.
 */
export function startsFromIostream(code: string): boolean {
  for (const line of code.replace(COMMENTS, ' ').split('\n')) {
    const text = line.trim();
    if (IOSTREAM_INCLUDE.test(text)) return true;
    if (text !== '' && !STANDARD_INCLUDE.test(text)) return false;
  }
  return false;
}
