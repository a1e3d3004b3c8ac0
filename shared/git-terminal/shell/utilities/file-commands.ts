import type { Command, CommandContext } from '../../command.ts';
import { basename, FsError, resolvePath } from '../../memory-fs.ts';
import { parseFlags, UtilityOutput } from './utility-output.ts';

/** Runs an operation that may fail with an FsError; false after reporting it with `describe`. */
function attempt(output: UtilityOutput, describe: (error: FsError) => string, operation: () => void): boolean {
  try {
    operation();
    return true;
  } catch (error) {
    if (!(error instanceof FsError)) throw error;
    output.error(describe(error));
    return false;
  }
}

function missingOperand(output: UtilityOutput, name: string, what = 'operand'): void {
  output.error(`missing ${what}\nTry '${name} --help' for more information.`);
}

export const mkdir: Command = ({ args, cwd, fs }) => {
  const output = new UtilityOutput('mkdir');
  const parsed = parseFlags(args, 'pv', output);
  if (!parsed) return output.result();
  if (parsed.operands.length === 0) missingOperand(output, 'mkdir');
  for (const dir of parsed.operands) {
    const done = attempt(
      output,
      (error) => `cannot create directory ‘${dir}’: ${error.message}`,
      () => fs.mkdir(resolvePath(cwd, dir), { recursive: parsed.flags.has('p') }),
    );
    if (done && parsed.flags.has('v')) output.out(`mkdir: created directory '${dir}'\n`);
  }
  return output.result();
};

export const rm: Command = ({ args, cwd, fs }) => {
  const output = new UtilityOutput('rm');
  const parsed = parseFlags(args, 'rRfv', output);
  if (!parsed) return output.result();
  const { flags } = parsed;
  const recursive = flags.has('r') || flags.has('R');
  if (parsed.operands.length === 0 && !flags.has('f')) missingOperand(output, 'rm');
  for (const target of parsed.operands) {
    const path = resolvePath(cwd, target);
    if (!fs.exists(path)) {
      if (!flags.has('f')) output.error(`cannot remove '${target}': No such file or directory`);
    } else if (fs.isDir(path) && !recursive) output.error(`cannot remove '${target}': Is a directory`);
    else {
      fs.remove(path, { recursive: true });
      if (flags.has('v')) output.out(`removed '${target}'\n`);
    }
  }
  return output.result();
};

export const rmdir: Command = ({ args, cwd, fs }) => {
  const output = new UtilityOutput('rmdir');
  if (args.length === 0) missingOperand(output, 'rmdir');
  for (const dir of args) {
    const path = resolvePath(cwd, dir);
    if (fs.isFile(path)) output.error(`failed to remove '${dir}': Not a directory`);
    else
      attempt(
        output,
        (error) => `failed to remove '${dir}': ${error.message}`,
        () => fs.remove(path),
      );
  }
  return output.result();
};

export const touch: Command = ({ args, cwd, fs }) => {
  const output = new UtilityOutput('touch');
  if (args.length === 0) missingOperand(output, 'touch', 'file operand');
  for (const file of args.filter((arg) => !arg.startsWith('-'))) {
    const path = resolvePath(cwd, file);
    if (!fs.exists(path))
      attempt(
        output,
        (error) => `cannot touch '${file}': ${error.message}`,
        () => fs.writeFile(path, ''),
      );
  }
  return output.result();
};

/** Copies a file or, recursively, a folder. */
function copy(fs: CommandContext['fs'], from: string, to: string): void {
  if (!fs.isDir(from)) {
    fs.writeFile(to, fs.readFile(from));
    return;
  }
  fs.mkdir(to, { recursive: true });
  for (const name of fs.readdir(from)) copy(fs, `${from}/${name}`, `${to}/${name}`);
}

/** `mv` and `cp`: one source to a target, or many into a folder. */
function transfer(name: 'mv' | 'cp'): Command {
  return ({ args, cwd, fs }) => {
    const output = new UtilityOutput(name);
    const parsed = parseFlags(args, name === 'cp' ? 'rRfiv' : 'fiv', output);
    if (!parsed) return output.result();
    const operands = parsed.operands;
    if (operands.length < 2) {
      missingOperand(output, name, operands.length === 0 ? 'file operand' : `destination file operand after '${operands[0]}'`);
      return output.result();
    }
    const target = operands.at(-1)!;
    const targetPath = resolvePath(cwd, target);
    const intoDir = fs.isDir(targetPath);
    if (operands.length > 2 && !intoDir) {
      output.error(`target '${target}': Not a directory`);
      return output.result();
    }
    for (const source of operands.slice(0, -1)) {
      const from = resolvePath(cwd, source);
      const to = intoDir ? resolvePath(targetPath, basename(from)) : targetPath;
      if (!fs.exists(from)) output.error(`cannot stat '${source}': No such file or directory`);
      else if (name === 'cp' && fs.isDir(from) && !parsed.flags.has('r') && !parsed.flags.has('R'))
        output.error(`-r not specified; omitting directory '${source}'`);
      else if (from === to || (fs.isDir(from) && to.startsWith(`${from}/`)))
        output.error(
          name === 'mv'
            ? `cannot move '${source}' to a subdirectory of itself, '${target}'`
            : `'${source}' and '${target}' are the same file`,
        );
      else
        attempt(
          output,
          (error) => `cannot ${name === 'mv' ? 'move' : 'create regular file'} '${target}': ${error.message}`,
          () => (name === 'mv' ? fs.rename(from, to) : copy(fs, from, to)),
        );
    }
    return output.result();
  };
}

export const mv = transfer('mv');
export const cp = transfer('cp');

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `mktemp [-d]`: a new empty file or folder `/tmp/tmp.XXXXXXXXXX`, its path printed. */
export const mktemp: Command = ({ args, fs }) => {
  const output = new UtilityOutput('mktemp');
  const parsed = parseFlags(args, 'dqu', output);
  if (!parsed) return output.result();
  const template = parsed.operands[0] ?? 'tmp.XXXXXXXXXX';
  const stem = /X{3,}$/.exec(template);
  if (!stem) {
    output.error(`too few X's in template ‘${template}’`);
    return output.result();
  }
  const random = () => [...stem[0]].map(() => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
  const directory = template.includes('/') ? '' : '/tmp/';
  let path = `${directory}${template.slice(0, stem.index)}${random()}`;
  while (fs.exists(path)) path = `${directory}${template.slice(0, stem.index)}${random()}`;
  fs.mkdir('/tmp', { recursive: true });
  if (parsed.flags.has('d')) fs.mkdir(path);
  else fs.writeFile(path, '');
  output.out(`${path}\n`);
  return output.result();
};
