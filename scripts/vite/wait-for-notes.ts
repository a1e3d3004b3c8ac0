import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Set by scripts/site/build-site.ts, which may start its Vite builds (build-site.config.ts) while it
 * compiles the notes itself: a build then loads its config and plugins, and waits, before it reads
 * any module, for the line "go" on its standard input, which says every module of the catalogue but
 * the notes' chunks is written. It holds whatever reads a note's chunk until the line "bodies",
 * which says they are written too. Standard input closing before the line it waits for (the process
 * that started the build has ended) stops the build before it writes anything.
 */
export const NOTES_FROM_PARENT = 'STUDY_NOTES_FROM_PARENT';

/** Where the notes' chunks are, and the series modules, whose transform in the client build reads them (note-chunk-files.ts). */
const BODY_MODULE = /[\\/]src[\\/]generated[\\/]bodies[\\/][^\\/]+\.ts$/;
const SERIES_MODULE = /[\\/]src[\\/]generated[\\/]series[\\/][^\\/]+\.ts$/;

/** Holds the build at its start, and what reads a note's chunk until the chunks are written (see NOTES_FROM_PARENT). */
export function waitForNotes(): Plugin {
  let parent: ReturnType<typeof listenToParent> | undefined;
  const told = (line: 'go' | 'bodies') => {
    parent ??= listenToParent();
    return parent.told(line);
  };
  const fromParent = () => process.env[NOTES_FROM_PARENT] === '1';
  let serverBuild = false;
  return {
    name: 'study-notes:wait-for-notes',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      if (fromParent() && !(await told('go')))
        this.error('Stopped before building: the process that started this build ended before the notes were compiled');
    },
    async load(id) {
      if (fromParent() && BODY_MODULE.test(id.split('?')[0]!)) await bodiesWritten(this, told);
      return null;
    },
    // Before note-chunk-files.ts's transform, which reads the series' chunks: this plugin comes first.
    async transform(_code, id) {
      if (fromParent() && !serverBuild && SERIES_MODULE.test(id.split('?')[0]!)) await bodiesWritten(this, told);
      return null;
    },
    // Built: a server build, which never reads a chunk, need not wait for the word that they are
    // written (its open standard input would keep the process alive).
    closeBundle() {
      if (fromParent()) process.stdin.destroy();
    },
  };
}

async function bodiesWritten(context: { error: (message: string) => never }, told: (line: 'bodies') => Promise<boolean>) {
  if (!(await told('bodies')))
    context.error(
      `Stopped: the process that started this build ended before the notes' chunks were written (${path.join('src', 'generated', 'bodies')})`,
    );
}

/** The lines the parent writes to standard input: `told(line)` resolves true once it has, false if the input ends first. */
function listenToParent() {
  const lines = new Set<string>();
  let text = '';
  let ended = false;
  const waiting: (() => void)[] = [];
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    text += chunk;
    for (const line of text.split('\n').slice(0, -1)) lines.add(line.trim());
    text = text.slice(text.lastIndexOf('\n') + 1);
    waiting.splice(0).forEach((wake) => wake());
  });
  process.stdin.on('end', () => {
    ended = true;
    waiting.splice(0).forEach((wake) => wake());
  });
  const told = async (line: string): Promise<boolean> => {
    while (!lines.has(line) && !ended) await new Promise<void>((wake) => waiting.push(wake));
    return lines.has(line);
  };
  return { told };
}
