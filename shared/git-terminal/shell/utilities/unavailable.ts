/** Programs readers often type that this terminal deliberately lacks, each with a line saying what to do instead. */
const EDITORS = ['vi', 'vim', 'nano', 'code', 'emacs'];
const OTHERS = ['less', 'more', 'man', 'ssh', 'curl', 'wget', 'npm', 'node', 'python', 'python3', 'sudo', 'apt', 'apt-get'];

export const UNAVAILABLE: Record<string, string> = Object.fromEntries([
  ...EDITORS.map((name) => [name, `${name}: not available in this terminal; edit files with echo, printf or sed (see help)`]),
  ...OTHERS.map((name) => [name, `${name}: not available in this terminal (see help)`]),
]);
