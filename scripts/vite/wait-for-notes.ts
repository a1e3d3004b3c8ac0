import path from 'node:path';
import type { Plugin } from 'vite';
import { parentLines } from './parent-lines.ts';

/**
 * Set by scripts/site/build-site.ts, which may start its Vite builds (build-site.config.ts, in a
 * process of scripts/site/vite-builds.mjs) while it compiles the notes itself: a build then loads
 * its config and plugins, and waits, before it reads
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
  let parent: ReturnType<typeof parentLines> | undefined;
  const told = (line: 'go' | 'bodies') => (parent ??= parentLines()).said(line);
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
  };
}

async function bodiesWritten(context: { error: (message: string) => never }, told: (line: 'bodies') => Promise<boolean>) {
  if (!(await told('bodies')))
    context.error(
      `Stopped: the process that started this build ended before the notes' chunks were written (${path.join('src', 'generated', 'bodies')})`,
    );
}
