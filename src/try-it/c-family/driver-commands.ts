/**
 * The commands `clang -###` prints, each an argument list: the compiler driver cannot start processes under
 * WASI, so the worker runs its compile and link steps itself, as @yowasp/clang's own `runClang` does.
 * Lines before the first command (version, target) and after the list are not commands.
 */
export function driverCommands(output: string): string[][] {
  const commands: string[][] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith(' "')) continue;
    const args = [...line.matchAll(/ (?:"((?:[^"\\]|\\.)*)"|([^ "]+))/g)].map(([, quoted, bare]) =>
      quoted === undefined ? bare! : quoted.replace(/\\(.)/g, '$1'),
    );
    // An in-process command starts with an empty program name.
    if (args[0] === '') args.shift();
    commands.push(args);
  }
  return commands;
}
