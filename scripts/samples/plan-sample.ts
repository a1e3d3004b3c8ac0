import { C_STANDARDS } from '../../shared/c-family-standards.ts';
import type { Grammar } from './parse-tree-sitter.ts';
import type { Failure, Sample } from '../note-source/sample.ts';

/** The newest versions the checking machines' toolchains know (javac 17, Python 3.11). */
const TOOLCHAIN_VERSIONS = { java: 17, python: '3.11' };

/** How a sample is checked. */
export type Check =
  | { kind: 'typescript' }
  | { kind: 'python' }
  | { kind: 'gcc'; language: 'c' | 'cpp' }
  | { kind: 'javac' }
  | { kind: 'java-parser' }
  | { kind: 'tree-sitter'; grammar: Grammar }
  | { kind: 'shell' }
  | { kind: 'json' }
  | { kind: 'yaml' }
  | { kind: 'html' }
  | { kind: 'css' }
  | { kind: 'dockerfile' }
  /** An exercise's test fence: proved with its starter and solution (check-exercises.ts). */
  | { kind: 'exercise' };

export interface Plan {
  /** How to check the sample; none for text, skipped and unusable samples. */
  check?: Check;
  /** Whether to run the program: marked `run`, not `partial`, in a language the checker runs. */
  run: boolean;
  level?: 'not-code' | 'skipped';
  /** Why the sample is only parsed, or skipped. */
  reason?: string;
  /** Mistakes in the fence itself (unknown flags, a missing reason). */
  failures: Failure[];
}

/** The code languages a checker knows, by the names the checks use. */
const LANGUAGES = new Set(['js', 'jsx', 'ts', 'tsx', 'python', 'c', 'cpp', 'java', 'bash', 'json', 'yaml', 'html', 'css', 'dockerfile']);

/** The other names fences give them. */
const ALIASES: Record<string, string> = {
  javascript: 'js',
  mjs: 'js',
  cjs: 'js',
  typescript: 'ts',
  py: 'python',
  'c++': 'cpp',
  sh: 'bash',
  shell: 'bash',
  yml: 'yaml',
};

/** Blocks that are not code to check: program output, terminal sessions, plain text and formats without a checker. */
const NOT_CODE = new Set([
  'text',
  'plaintext',
  'txt',
  'output',
  'console',
  'terminal',
  'diff',
  'sql',
  'markdown',
  'md',
  'csv',
  'log',
  'http',
  'ini',
  'toml',
  'xml',
  'mermaid',
]);

const RUNNABLE = new Set(['js', 'python', 'c', 'cpp', 'java', 'bash']);

/** Decides how a sample is checked from its info string; `attached` says whether an output block follows a `run` block. */
export function planSample(sample: Sample, attached: boolean): Plan {
  const { info } = sample;
  const failures: Failure[] = info.unknown.map((word) => ({
    line: sample.line,
    message: `unknown flag "${word}" in the info string (the flags are run, partial, solution, starter, test, predict, a version, nocheck: <reason> and unchecked: <reason>)`,
  }));
  const fail = (message: string) => failures.push({ line: sample.line, message });

  if (info.output) {
    if (!attached) fail('a `text output` block must come right after the `run` block whose output it shows');
    return { level: 'not-code', run: false, failures };
  }
  if (info.unchecked === '') fail('unchecked needs a reason: `unchecked: <why the page cannot check this exercise>`');
  if (info.predict && !(info.run && sample.output))
    fail('predict: the code to predict is a `run predict` block followed by its `text output` block');
  if (info.test && info.nocheck === undefined) return { check: { kind: 'exercise' }, run: false, failures };
  if (info.nocheck !== undefined) {
    if (info.nocheck === '') fail('nocheck needs a reason: `nocheck: <why this sample cannot be checked>`');
    return { level: 'skipped', reason: info.nocheck, run: false, failures };
  }
  if (info.lang === '') {
    fail('a code fence needs a language (`text` for plain text)');
    return { level: 'not-code', run: false, failures };
  }
  if (NOT_CODE.has(info.lang)) {
    if (info.run || info.partial || info.version) fail(`${info.lang} is not code: run, partial and a version do not apply`);
    return { level: 'not-code', run: false, failures };
  }
  const language = Object.hasOwn(ALIASES, info.lang) ? ALIASES[info.lang] : LANGUAGES.has(info.lang) ? info.lang : undefined;
  if (!language) {
    fail(`no checker knows ${info.lang}: use a checked language, \`text\`, or \`nocheck: <reason>\``);
    return { run: false, failures };
  }
  if (info.run && info.partial) fail('a sample is either a whole program (run) or partial, not both');
  if (info.run && !RUNNABLE.has(language)) fail(`run: the checker cannot run ${info.lang} samples`);

  const version = versionRule(language, info.version);
  if (version.error) fail(version.error);
  const newer = version.newer ? `${info.lang} ${info.version}` : undefined;
  const reason = info.partial ? 'partial' : newer;
  return {
    check: checkFor(language, reason !== undefined, newer !== undefined),
    run: info.run && !info.partial && !newer && RUNNABLE.has(language),
    ...(reason === undefined ? {} : { reason }),
    failures,
  };
}

/** The check for a language; `parseOnly` for a partial sample or one newer than the toolchain. */
function checkFor(language: string, parseOnly: boolean, newer: boolean): Check {
  switch (language) {
    case 'js':
    case 'jsx':
    case 'ts':
    case 'tsx':
      return { kind: 'typescript' };
    case 'python':
      return newer ? { kind: 'tree-sitter', grammar: 'python' } : { kind: 'python' };
    case 'c':
    case 'cpp':
      return parseOnly ? { kind: 'tree-sitter', grammar: language } : { kind: 'gcc', language };
    case 'java':
      return parseOnly ? { kind: 'java-parser' } : { kind: 'javac' };
    case 'bash':
      return { kind: 'shell' };
    default:
      return { kind: language as 'json' | 'yaml' | 'html' | 'css' | 'dockerfile' };
  }
}

/** Whether a version suits the language, and whether it is newer than the installed toolchain. */
function versionRule(language: string, version: string | undefined): { newer?: boolean; error?: string } {
  if (version === undefined) return {};
  if (language === 'java') {
    return /^\d+$/.test(version)
      ? { newer: Number(version) > TOOLCHAIN_VERSIONS.java }
      : { error: `java ${version}: a Java version is a whole number (java 21)` };
  }
  if (language === 'python') {
    const [major, minor] = version.split('.').map(Number);
    const [baseMajor, baseMinor] = TOOLCHAIN_VERSIONS.python.split('.').map(Number);
    if (major !== 3 || minor === undefined) return { error: `python ${version}: a Python version is 3.x (python 3.12)` };
    return { newer: major > baseMajor! || minor > baseMinor! };
  }
  if (language === 'c' || language === 'cpp') {
    const known = Object.keys(C_STANDARDS[language]).filter(Boolean);
    return known.includes(version) ? {} : { error: `${language} ${version}: the versions are ${known.join(', ')}` };
  }
  return { error: `${language} ${version}: only java, python, c and cpp samples take a version` };
}
