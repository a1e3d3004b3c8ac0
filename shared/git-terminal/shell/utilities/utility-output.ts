import type { CommandContext, CommandResult } from '../../command.ts';
import { FsError, resolvePath } from '../../memory-fs.ts';

/** Collects a utility's output and status as it goes. */
export class UtilityOutput {
  stdout = '';
  stderr = '';
  code = 0;

  constructor(private readonly name: string) {}

  out(text: string): void {
    this.stdout += text;
  }

  /** Reports one problem as `name: message` and remembers the failure. */
  error(message: string, code = 1): void {
    this.stderr += `${this.name}: ${message}\n`;
    this.code = code;
  }

  result(): CommandResult {
    return { stdout: this.stdout, stderr: this.stderr, code: this.code };
  }
}

/** Short options such as `-rf` split into letters; anything after `--` or the first operand is an operand. */
export function parseFlags(args: string[], allowed: string, output: UtilityOutput): { flags: Set<string>; operands: string[] } | undefined {
  const flags = new Set<string>();
  const operands: string[] = [];
  let options = true;
  for (const arg of args) {
    if (options && arg === '--') options = false;
    else if (options && arg.startsWith('-') && arg.length > 1) {
      for (const letter of arg.slice(1)) {
        if (!allowed.includes(letter)) {
          output.error(`invalid option -- '${letter}'`);
          return undefined;
        }
        flags.add(letter);
      }
    } else operands.push(arg);
  }
  return { flags, operands };
}

/** The texts of the named files, or of standard input for none or `-`; missing files are reported. */
export function readInputs(context: CommandContext, files: string[], output: UtilityOutput): { name: string; text: string }[] {
  if (files.length === 0) return [{ name: '-', text: context.stdin }];
  const inputs: { name: string; text: string }[] = [];
  for (const file of files) {
    if (file === '-' || file === '/dev/null') {
      inputs.push({ name: file, text: file === '-' ? context.stdin : '' });
      continue;
    }
    try {
      inputs.push({ name: file, text: context.fs.readFile(resolvePath(context.cwd, file)) });
    } catch (error) {
      if (!(error instanceof FsError)) throw error;
      output.error(`${file}: ${error.message}`);
    }
  }
  return inputs;
}

/** The lines of a text, without the newline after the last one. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Byte order, as the coreutils sort in the C locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
