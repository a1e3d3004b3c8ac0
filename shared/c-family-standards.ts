import type { CFamilyLanguage } from './c-family-runtime.ts';

/** The standard a sample's version asks for (`c 23`, `cpp 17`); C17 and C++20 by default: CI's gcc and the page's Clang alike. */
export const C_STANDARDS: Record<CFamilyLanguage, Record<string, string>> = {
  c: { '': 'c17', '99': 'c99', '11': 'c11', '17': 'c17', '23': 'c2x' },
  cpp: { '': 'c++20', '17': 'c++17', '20': 'c++20', '23': 'c++23' },
};

/** The `-std=` value for a language and a sample's version; the default one for a version the table lacks. */
export function cStandard(language: CFamilyLanguage, version = ''): string {
  return C_STANDARDS[language][version] ?? C_STANDARDS[language]['']!;
}
