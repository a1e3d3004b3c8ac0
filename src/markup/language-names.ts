/** How a code block's language tag reads in its label. */
const NAMES: Record<string, string> = {
  js: 'JavaScript',
  mjs: 'JavaScript',
  cjs: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  bash: 'Shell',
  sh: 'Shell',
  shell: 'Shell',
  zsh: 'Shell',
  console: 'Terminal',
  python: 'Python',
  py: 'Python',
  html: 'HTML',
  css: 'CSS',
  c: 'C',
  cpp: 'C++',
  'c++': 'C++',
  java: 'Java',
  dockerfile: 'Dockerfile',
  docker: 'Dockerfile',
  yaml: 'YAML',
  yml: 'YAML',
  json: 'JSON',
  sql: 'SQL',
  diff: 'Diff',
  text: 'Text',
};

/** The readable name of a language tag; an unknown tag reads as written. */
export function languageName(lang: string): string {
  return NAMES[lang.toLowerCase()] ?? lang;
}
