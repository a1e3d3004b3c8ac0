import type { Plugin } from 'vite';

/**
 * Set by scripts/site/build-site.ts, which may start its Vite builds (build-site.config.ts) while it
 * compiles the notes itself: a build then loads its config and plugins, and waits, before it reads
 * any module, for the word "go" on its standard input, which says the catalogue is written. Standard
 * input closing without it (the process that started the build has ended) stops the build before it
 * writes anything.
 */
export const NOTES_FROM_PARENT = 'STUDY_NOTES_FROM_PARENT';

/** Holds the build at its start (see NOTES_FROM_PARENT); the build reads no module before every plugin's buildStart is done. */
export function waitForNotes(): Plugin {
  return {
    name: 'study-notes:wait-for-notes',
    apply: 'build',
    async buildStart() {
      if (process.env[NOTES_FROM_PARENT] !== '1') return;
      if (!(await parentSaysGo()))
        this.error('Stopped before building: the process that started this build ended before the notes were compiled');
    },
  };
}

function parentSaysGo(): Promise<boolean> {
  return new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk: string) => (text += chunk));
    process.stdin.on('end', () => resolve(text.trim() === 'go'));
  });
}
