import { CLANG_FILES, CLANG_FOLDER, cFamilyFileBytes, servedParts, type CFamilyRuntime } from '../../../shared/c-family-runtime';

/**
 * The C/C++ compiler's files on the page's side: downloaded once, when the reader asks, into a cache of the browser
 * that outlives the visit and serves offline (named by the compiler's version: a new compiler replaces the old one).
 * The sandbox frame cannot fetch; the page reads the files from this cache and hands them to it.
 */

/** Defined by the build (scripts/vite/site-config.ts): the package's version. */
declare const C_FAMILY_VERSION: string;

const CACHE_PREFIX = 'c-compiler-';
const cacheName = () => `${CACHE_PREFIX}${C_FAMILY_VERSION}`;
const fileUrl = (file: string) => `${import.meta.env.BASE_URL}${CLANG_FOLDER}/${file}`;

/** Kept in memory where the browser has no cache storage for the page (an insecure origin): this visit only. */
let inMemory: CFamilyRuntime | undefined;

const hasCaches = () => typeof caches !== 'undefined';

/** Whether the compiler is at hand (kept by an earlier download), so a Run needs no download. */
export async function compilerKept(): Promise<boolean> {
  if (inMemory) return true;
  if (!hasCaches()) return false;
  try {
    const cache = await caches.open(cacheName());
    const found = await Promise.all(CLANG_FILES.map((file) => cache.match(fileUrl(file))));
    return found.every(Boolean);
  } catch {
    return false;
  }
}

/** Downloads the compiler and keeps it; `report` hears the fraction done (0 to 1). Rejects when `signal` aborts: nothing is kept. */
export async function downloadCompiler(report: (fraction: number) => void, signal: AbortSignal): Promise<void> {
  const sizes = cFamilyFileBytes();
  const total = Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
  let loaded = 0;
  const download = async (name: string): Promise<Uint8Array[]> => {
    const response = await fetch(fileUrl(name), { signal });
    if (!response.ok || !response.body) throw new Error(`${fileUrl(name)}: status ${response.status}`);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return chunks;
      chunks.push(value);
      loaded += value.length;
      report(Math.min(loaded / total, 1));
    }
  };
  // A large file comes in parts (hosts refuse files over 25 MiB), put back together in order.
  const files = await Promise.all(
    CLANG_FILES.map(async (file) => {
      const parts = await Promise.all(servedParts(file, sizes[file]).map(download));
      return [file, await new Blob(parts.flat() as BlobPart[]).arrayBuffer()] as const;
    }),
  );
  const runtime = Object.fromEntries(files) as CFamilyRuntime;
  if (!hasCaches()) {
    inMemory = runtime;
    return;
  }
  try {
    const cache = await caches.open(cacheName());
    await Promise.all(files.map(([file, bytes]) => cache.put(fileUrl(file), new Response(bytes))));
    // Older compilers' copies go: one is enough.
    for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX) && name !== cacheName()) await caches.delete(name);
  } catch {
    // The browser refused to keep it (storage full): this visit still has it.
    inMemory = runtime;
  }
}

/** The compiler's files for a sandbox frame (each frame gets its own copies, transferred to it); rejects when they are not kept. */
export async function compilerFiles(): Promise<CFamilyRuntime> {
  if (inMemory) return Object.fromEntries(CLANG_FILES.map((file) => [file, inMemory![file].slice(0)])) as CFamilyRuntime;
  const cache = await caches.open(cacheName());
  const files = await Promise.all(
    CLANG_FILES.map(async (file) => {
      const response = await cache.match(fileUrl(file));
      if (!response) throw new Error(`the C/C++ compiler's ${file} is no longer kept`);
      return [file, await response.arrayBuffer()] as const;
    }),
  );
  return Object.fromEntries(files) as CFamilyRuntime;
}
