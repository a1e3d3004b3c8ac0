import type { Command } from '../../command.ts';

export const clear: Command = () => ({ stdout: '\x1b[H\x1b[2J', stderr: '', code: 0 });

/** `sleep` returns at once: the terminal never waits. */
export const sleep: Command = ({ args }) => {
  const bad = args.find((arg) => !/^\d*\.?\d+[smhd]?$/.test(arg));
  if (args.length === 0) return { stdout: '', stderr: "sleep: missing operand\nTry 'sleep --help' for more information.\n", code: 1 };
  if (bad !== undefined)
    return { stdout: '', stderr: `sleep: invalid time interval ‘${bad}’\nTry 'sleep --help' for more information.\n`, code: 1 };
  return { stdout: '', stderr: '', code: 0 };
};

const HELP = `This terminal runs a small bash in your browser; files live in memory until you reload the page.
Shell: variables, quotes, $(...), pipes |, && ||, ; redirections > >> < 2>&1, if/for/while/case, functions, globs *.
  git        the version control system (git help lists its commands)
  cd pwd     change and show the working folder
  ls         list files (-a, -1, -F)
  cat        show files
  echo printf  print text
  mkdir rm rmdir touch mv cp  manage files and folders
  mktemp     make a temporary file (-d: folder)
  grep sed awk  search and edit text
  head tail wc sort uniq tr  slice and count text
  seq basename dirname sleep  small helpers
  test [     compare strings and numbers, check files
  read export unset local set shift  shell variables
  true false exit return break continue eval source type command  shell control
  clear      clear the screen
  help       this list
`;

export const help: Command = () => ({ stdout: HELP, stderr: '', code: 0 });

export const basename: Command = ({ args }) => {
  const [path = '', suffix] = args;
  let name = path.replace(/\/+$/, '').replace(/^.*\//, '') || (path.startsWith('/') ? '/' : '');
  if (suffix && name !== suffix && name.endsWith(suffix)) name = name.slice(0, -suffix.length);
  return { stdout: `${name}\n`, stderr: '', code: 0 };
};

export const dirname: Command = ({ args }) => {
  const path = (args[0] ?? '').replace(/\/+$/, '');
  const cut = path.lastIndexOf('/');
  return { stdout: `${cut === -1 ? '.' : cut === 0 ? '/' : path.slice(0, cut)}\n`, stderr: '', code: 0 };
};

export const seq: Command = ({ args }) => {
  const numbers = args.map(Number);
  if (numbers.length === 0 || numbers.some(Number.isNaN))
    return {
      stdout: '',
      stderr: `seq: ${args.length ? `invalid floating point argument: '${args.find((arg) => Number.isNaN(Number(arg)))}'` : 'missing operand'}\n`,
      code: 1,
    };
  const [first, step, last] = numbers.length === 1 ? [1, 1, numbers[0]!] : numbers.length === 2 ? [numbers[0]!, 1, numbers[1]!] : numbers;
  let out = '';
  for (let n = first!; step! > 0 ? n <= last! : n >= last!; n += step!) {
    out += `${n}\n`;
    if (out.length > 1_000_000 || step === 0) break;
  }
  return { stdout: out, stderr: '', code: 0 };
};
