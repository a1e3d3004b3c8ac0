import type { CFamilyLanguage } from '../../../shared/c-family-runtime.ts';
import { cStandard } from '../../../shared/c-family-standards.ts';
import type { Sample } from '../../note-source/sample.ts';
import { consoleRunReason } from './console-run.ts';
import type { TryItDecision } from './try-it-decision.ts';

/** Comments, string and character literals: words in them are not code. */
const NOT_CODE = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;

/** Headers of what WebAssembly in a browser worker does not offer (threads, signals, processes, sockets). */
const UNAVAILABLE_HEADERS: readonly (readonly [RegExp, string])[] = [
  [/^(thread|mutex|shared_mutex|future|condition_variable|stop_token|semaphore|latch|barrier|pthread\.h|threads\.h)$/, 'uses threads'],
  [/^(csignal|signal\.h|unistd\.h|sys\/wait\.h|spawn\.h)$/, 'uses signals or processes'],
  [/^(sys\/socket\.h|netdb\.h|arpa\/inet\.h|netinet\/in\.h)$/, 'uses the network'],
];

/** What a program can ask of the sizes that differ: wasm32 has 4-byte longs and pointers, a 64-bit machine 8-byte ones. */
const DATA_MODEL =
  /\bsizeof\s*\(?\s*(?:(?:unsigned|signed)\s+)?long\b(?!\s+long)|\bsizeof\s*\(\s*(?:s?size_t|ptrdiff_t|u?intptr_t|[\w\s]+\*+\s*)\)|\b(?:U?LONG_(?:MAX|MIN)|SIZE_MAX|PTRDIFF_(?:MAX|MIN)|U?INTPTR_(?:MAX|MIN))\b/;

/** Why a C or C++ sample gets no Run button (a line shown beside it); undefined when the page's Clang prints what CI's gcc printed. */
export function cFamilyRunReason(sample: Sample): string | undefined {
  return consoleRunReason(sample) ?? cFamilyCodeReason(sample.code, sample.info.lang);
}

/** Why the page's compiler cannot run this C or C++ program as CI's gcc does (an exercise's solution, a sample's code). */
export function cFamilyCodeReason(source: string, lang: string): string | undefined {
  const code = source.replace(NOT_CODE, ' ');
  const cpp = lang !== 'c';
  if (cpp && /\b(?:throw|try|catch)\b/.test(code)) return "uses exceptions, which the browser's C++ compiler is built without";
  for (const [, header] of code.matchAll(/^\s*#\s*include\s*<([^>]+)>/gm)) {
    const unavailable = UNAVAILABLE_HEADERS.find(([headers]) => headers.test(header!));
    if (unavailable) return `${unavailable[1]} (<${header}>), which the browser's compiler cannot offer`;
  }
  if (DATA_MODEL.test(code)) return 'prints sizes that differ in the browser, where a long and a pointer take 4 bytes, not 8';
  return undefined;
}

/** A C or C++ `run` sample compiled and run in the page, or why it is not (shown under the sample when it is a program CI runs). */
export function planCFamilyRun(sample: Sample, language: CFamilyLanguage): TryItDecision {
  const notRun = consoleRunReason(sample);
  if (notRun) return { reason: notRun };
  const reason = cFamilyCodeReason(sample.code, language);
  if (reason) return { reason, shown: true };
  const code = sample.code.replace(NOT_CODE, ' ');
  const stdin = /\b(?:scanf|getchar|getline|fgets|gets|getc|fgetc|fread)\s*\(|\bcin\s*>>/.test(code);
  return { plan: { kind: language, standard: cStandard(language, sample.info.version), ...(stdin && { stdin: true }) } };
}
