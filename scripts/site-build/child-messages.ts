import { fork } from 'node:child_process';
import os from 'node:os';
import type { LogLevel } from 'vite';

/** The build's child process protocol: the request is the first IPC message; the child sends one reply and disconnects. */
export type ChildReply<Result> = { ok: true; result: Result } | { ok: false; error: string };

export type BundleKind = 'client' | 'server';

/** vite-builds.mjs: the Vite builds of the site, side by side in one process. */
export interface ViteBuildsRequest {
  configFile: string;
  logLevel: LogLevel;
  builds: readonly { kind: BundleKind; outDir: string }[];
}

/** prerender.ts: one shard of the pages, rendered by the server bundle from the catalogue's files. */
export interface PrerenderRequest {
  entryFile: string;
  distDir: string;
  catalogueDir: string;
  shard: number;
  shards: number;
}

export interface PrerenderResult {
  pages: number;
}

/** Every build process's flags: TurboFan's inlining costs more than it saves in processes of seconds (docs/performance.md). */
export const NODE_FLAGS = ['--no-turbo-inlining'];

/** The niceness of a background child: the lowest priority. */
const BACKGROUND_PRIORITY = 19;

/** Runs `script` in a process of its own with `request`, stopped by `signal`; `background` gives it the lowest CPU priority. */
export function runChild<Request, Result>(
  script: string,
  request: Request,
  options: { cwd: string; env: NodeJS.ProcessEnv; signal?: AbortSignal; background?: boolean },
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { cwd: options.cwd, env: options.env, execArgv: NODE_FLAGS, signal: options.signal });
    if (options.background && child.pid !== undefined) os.setPriority(child.pid, BACKGROUND_PRIORITY);
    let reply: ChildReply<Result> | undefined;
    child.on('message', (message: ChildReply<Result>) => (reply = message));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (reply?.ok) resolve(reply.result);
      else reject(new Error(reply ? reply.error : `${script} exited with code ${code} before it answered`));
    });
    child.send(request as object);
  });
}

/** The child's side: answers the parent's one request with `work`'s result or its error. */
export function answerParent<Request, Result>(work: (request: Request) => Promise<Result>) {
  process.once('message', (request: Request) => {
    work(request).then(
      (result) => process.send!({ ok: true, result } satisfies ChildReply<Result>, () => process.disconnect()),
      (error: unknown) =>
        process.send!(
          { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ChildReply<Result>,
          () => process.disconnect(),
        ),
    );
  });
}
