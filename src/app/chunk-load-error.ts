import { keepPrerenderedPage, takingOverPrerenderedPage } from './keep-prerendered-page';

/**
 * Why a script chunk did not load: its file could not be fetched (the network), it took too long,
 * it broke, or the site was deployed again and the file is gone (`updated`).
 */
export type ChunkFailure = 'missing' | 'timeout' | 'error' | 'updated';

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

/** The address of the module a browser's import error names, if it names one. */
export function failedModuleUrl(message: string): string | undefined {
  return /(https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/.exec(message)?.[1];
}

/** The page's entry script as an HTML page names it: it changes with every deployment. */
export function entryScriptOf(html: string): string | undefined {
  return /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
}

/**
 * A fetch failure is a new deployment when the host answers that the module is not there (404,
 * 410), or serves this page naming another entry script; no answer or a server error is the
 * network's. Probed straight from the host (a HEAD request: the offline worker answers GETs only).
 */
async function fetchFailure(message: string): Promise<ChunkFailure> {
  const url = failedModuleUrl(message);
  try {
    if (url) {
      const status = (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status;
      if (status === 404 || status === 410) return 'updated';
      if (status >= 500) return 'missing';
    }
    const page = await fetch(location.pathname, { cache: 'no-store' });
    const served = page.ok ? entryScriptOf(await page.text()) : undefined;
    const own = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.getAttribute('src');
    return served && own && served !== own ? 'updated' : 'missing';
  } catch {
    return 'missing';
  }
}

/**
 * Runs a dynamic import, failing with a ChunkLoadError when it rejects or when it has not settled
 * after `timeoutMs` (a hanging request would otherwise leave the page blank forever). While the app
 * takes over a prerendered page, a failure keeps that page instead (keep-prerendered-page.ts).
 */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (failure: ChunkLoadError) => (takingOverPrerenderedPage() ? keepPrerenderedPage(failure) : reject(failure));
    const timer = setTimeout(() => fail(new ChunkLoadError(chunk, 'timeout', `no response after ${timeoutMs} ms`)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      async (error: unknown) => {
        clearTimeout(timer);
        const message = error instanceof Error ? error.message : String(error);
        const reason = FETCH_FAILURE.test(message) ? await fetchFailure(message) : 'error';
        fail(new ChunkLoadError(chunk, reason, message));
      },
    );
  });
}
