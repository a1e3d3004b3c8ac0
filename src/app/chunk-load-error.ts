/** Why a script chunk did not load: its file could not be fetched, it took too long, or it broke. */
export type ChunkFailure = 'missing' | 'timeout' | 'error';

/** 'Loading chunk {n} failed', with the reason, and a way to try the same load again. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    readonly reason: ChunkFailure,
    readonly detail: string,
    /** Starts the load again; the caller re-renders once it settles. */
    public retry?: () => Promise<unknown>,
  ) {
    super(`Loading chunk ${chunk} failed`);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

// The wording browsers use when a dynamic import cannot fetch its module.
const FETCH_FAILURE = /dynamically imported module|module script failed|Failed to fetch|NetworkError|Load failed/i;

/**
 * Runs a dynamic import, failing with a ChunkLoadError when it rejects or when it has not settled
 * after `timeoutMs` (a hanging request would otherwise leave the page blank forever).
 */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', `no response after ${timeoutMs} ms`)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = error instanceof Error ? error.message : String(error);
        const reason = FETCH_FAILURE.test(message) ? 'missing' : 'error';
        reject(new ChunkLoadError(chunk, reason, message));
      },
    );
  });
}
