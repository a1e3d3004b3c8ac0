/**
 * Splits bundled short options as Git's parser does: `-qam msg` becomes `-q -a -m msg`. Letters in
 * `withValue` take the rest of the word (or the next word) as their value.
 */
export function splitShortFlags(args: string[], withValue: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      out.push(...args.slice(i));
      break;
    }
    if (!/^-[a-zA-Z]{2,}/.test(arg)) {
      out.push(arg);
      continue;
    }
    for (let j = 1; j < arg.length; j++) {
      const letter = arg[j]!;
      out.push(`-${letter}`);
      if (withValue.includes(letter)) {
        out.push(j + 1 < arg.length ? arg.slice(j + 1) : (args[++i] ?? ''));
        break;
      }
    }
  }
  return out;
}
