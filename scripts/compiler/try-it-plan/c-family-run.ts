import { C_STANDARDS } from '../../../shared/c-family-standards.ts';
import type { Sample } from '../../note-source/sample.ts';
import { consoleRunReason } from './console-run.ts';
import type { TryItDecision } from './try-it-decision.ts';

/**
 * What the page's compiler (Clang for WebAssembly, its C and C++ libraries for WASI) cannot do as gcc does in CI, each
 * with the line the page shows under such a sample. The first match decides.
 */
const UNAVAILABLE: readonly { test: RegExp; reason: string; cpp?: true }[] = [
  {
    test: /\b(?:throw|try|catch)\b/,
    reason: "uses C++ exceptions, which the browser's C++ library does not support",
    cpp: true,
  },
  {
    test: /#include\s*<(?:thread|mutex|future|condition_variable|stop_token|pthread\.h|threads\.h)>/,
    reason: 'starts threads, which a program in the browser cannot',
  },
  { test: /\b(?:fork|exec[lv]p?e?|popen|system)\s*\(/, reason: 'starts other programs, which a program in the browser cannot' },
  { test: /\b(?:signal|raise|alarm|sigaction)\s*\(/, reason: 'uses signals, which a program in the browser does not get' },
  { test: /\b(?:setjmp|longjmp)\s*\(/, reason: "uses setjmp and longjmp, which the browser's C library lacks" },
];

/** A C or C++ `run` sample compiled and run in the page, or why it is not (shown under the sample). */
export function planCFamilyRun(sample: Sample, language: 'c' | 'cpp'): TryItDecision {
  const notRun = consoleRunReason(sample);
  if (notRun) return { reason: notRun };
  const code = withoutComments(sample.code);
  for (const { test, reason, cpp } of UNAVAILABLE) {
    if ((!cpp || language === 'cpp') && test.test(code)) return { reason, shown: true };
  }
  const standard = C_STANDARDS[language][sample.info.version ?? ''];
  if (!standard) return { reason: `no standard ${sample.info.version}`, shown: true };
  const stdin = /\b(?:scanf|getchar|getline|fgets|gets|getc|fgetc|fread)\s*\(|\bstd::cin\b|\bcin\s*>>/.test(code);
  return { plan: { kind: language, standard, ...(stdin && { stdin: true }) } };
}

/** The code without its comments and string literals' contents, so a word in either decides nothing. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (match) =>
    match.startsWith('/') ? ' ' : match[0]! + match[0]!,
  );
}
