import type { Command } from '../../command.ts';

const ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
};

/** Backslash escapes as `echo -e` and `printf %b` read them; `stop` is true after `\c`. */
export function expandEscapes(text: string, inFormat = false): { text: string; stop: boolean } {
  let result = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '\\' || i + 1 >= text.length) {
      result += c;
      continue;
    }
    const next = text[++i]!;
    if (next === 'c') return { text: result, stop: true };
    if (ESCAPES[next] !== undefined) result += ESCAPES[next];
    else if (next === '"' && inFormat) result += '"';
    else if (next === 'x' && /^[0-9a-fA-F]/.test(text.slice(i + 1))) {
      const hex = /^[0-9a-fA-F]{1,2}/.exec(text.slice(i + 1))![0];
      result += String.fromCharCode(parseInt(hex, 16));
      i += hex.length;
    } else if (/[0-7]/.test(next) && (inFormat || next === '0')) {
      const octal = /^[0-7]{1,3}/.exec(text.slice(next === '0' && !inFormat ? i + 1 : i))?.[0] ?? '';
      result += String.fromCharCode(parseInt(octal || '0', 8));
      i += next === '0' && !inFormat ? octal.length : octal.length - 1;
    } else result += `\\${next}`;
  }
  return { text: result, stop: false };
}

export const echo: Command = ({ args }) => {
  let newline = true;
  let escapes = false;
  let i = 0;
  for (; i < args.length && /^-[neE]+$/.test(args[i]!); i++) {
    for (const flag of args[i]!.slice(1)) {
      if (flag === 'n') newline = false;
      else escapes = flag === 'e';
    }
  }
  let text = args.slice(i).join(' ');
  if (escapes) {
    const expanded = expandEscapes(text);
    if (expanded.stop) return { stdout: expanded.text, stderr: '', code: 0 };
    text = expanded.text;
  }
  return { stdout: newline ? `${text}\n` : text, stderr: '', code: 0 };
};

const CONVERSION = /%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?([diouxXfeEgGcsb%])/y;

/** A number argument of `%d`: a leading quote gives a character's code. */
function numberArgument(arg: string | undefined, errors: string[]): number {
  if (arg === undefined || arg === '') return 0;
  if (/^['"]/.test(arg)) return arg.codePointAt(1) ?? 0;
  const text = arg.trim();
  if (/^[-+]?\d+$/.test(text)) return Number(text);
  if (/^[-+]?0[xX][0-9a-fA-F]+$/.test(text)) return parseInt(text, 16);
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return Number(text);
  errors.push(`bash: printf: ${arg}: invalid number\n`);
  const prefix = /^[-+]?\d+/.exec(text);
  return prefix ? Number(prefix[0]) : 0;
}

function pad(text: string, flags: string, width: number | undefined): string {
  if (width === undefined || text.length >= width) return text;
  if (flags.includes('-')) return text.padEnd(width);
  if (flags.includes('0') && /^[-+]?\d/.test(text)) {
    const sign = /^[-+]/.test(text) ? text[0]! : '';
    return sign + text.slice(sign.length).padStart(width - sign.length, '0');
  }
  return text.padStart(width);
}

function formatNumber(value: number, conversion: string, flags: string, precision: number | undefined): string {
  const sign = (text: string) => (value >= 0 && flags.includes('+') ? `+${text}` : value >= 0 && flags.includes(' ') ? ` ${text}` : text);
  switch (conversion) {
    case 'd':
    case 'i': {
      const digits = Math.abs(Math.trunc(value))
        .toString()
        .padStart(precision ?? 0, '0');
      return sign(value < 0 ? `-${digits}` : digits);
    }
    case 'u':
      return Math.trunc(value).toString();
    case 'o':
      return (flags.includes('#') ? '0' : '') + Math.trunc(value).toString(8);
    case 'x':
    case 'X': {
      const hex = (flags.includes('#') && value !== 0 ? '0x' : '') + Math.trunc(value).toString(16);
      return conversion === 'X' ? hex.toUpperCase() : hex;
    }
    case 'f':
      return sign(value.toFixed(precision ?? 6));
    case 'e':
    case 'E': {
      const text = value.toExponential(precision ?? 6).replace(/e([-+])(\d)$/, 'e$10$2');
      return sign(conversion === 'E' ? text.toUpperCase() : text);
    }
    default: {
      const text = String(Number(value.toPrecision(precision || 6)));
      return sign(conversion === 'G' ? text.toUpperCase() : text);
    }
  }
}

/** Formats like printf(1); with `repeat`, the format is used again while arguments remain, as the shell's printf does. */
export function formatPrintf(format: string, rest: string[], repeat: boolean): { text: string; errors: string[] } {
  const errors: string[] = [];
  let output = '';
  let index = 0;
  do {
    const start = index;
    let i = 0;
    while (i < format.length) {
      if (format[i] === '%') {
        CONVERSION.lastIndex = i;
        const match = CONVERSION.exec(format);
        if (!match) {
          errors.push(`bash: printf: \`${format.slice(i + 1, i + 2)}': invalid format character\n`);
          return { text: output + format.slice(i), errors };
        }
        i = CONVERSION.lastIndex;
        const [, flags = '', widthText, precisionText, conversion] = match;
        if (conversion === '%') {
          output += '%';
          continue;
        }
        const width = widthText === '*' ? numberArgument(rest[index++], errors) : widthText === undefined ? undefined : Number(widthText);
        const precision =
          precisionText === '*'
            ? numberArgument(rest[index++], errors)
            : precisionText === undefined
              ? undefined
              : Number(precisionText || '0');
        const arg = rest[index++];
        let text: string;
        if (conversion === 's') text = (arg ?? '').slice(0, precision);
        else if (conversion === 'b') {
          const expanded = expandEscapes(arg ?? '');
          if (expanded.stop) return { text: output + expanded.text, errors };
          text = expanded.text.slice(0, precision);
        } else if (conversion === 'c') text = (arg ?? '').slice(0, 1);
        else text = formatNumber(numberArgument(arg, errors), conversion!, flags, precision);
        output += pad(text, flags, width === undefined ? undefined : Math.abs(width));
      } else {
        const next = format.indexOf('%', i);
        const expanded = expandEscapes(format.slice(i, next === -1 ? undefined : next), true);
        output += expanded.text;
        if (expanded.stop) return { text: output, errors };
        i = next === -1 ? format.length : next;
      }
    }
    if (index === start || !repeat) break;
  } while (index < rest.length);
  return { text: output, errors };
}

export const printf: Command = ({ args }) => {
  if (args[0] === undefined) return { stdout: '', stderr: 'printf: usage: printf [-v var] format [arguments]\n', code: 2 };
  const { text, errors } = formatPrintf(args[0], args.slice(1), true);
  return { stdout: text, stderr: errors.join(''), code: errors.length ? 1 : 0 };
};
