/**
 * The files of the `pyodide` package that a browser needs to run Python: the loader, the runtime, the
 * standard library. The site serves them under /pyodide/; the page hands them to its sandbox frame, which
 * can fetch nothing itself offline (src/try-it/sandbox-frame.ts).
 */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;

export type PyodideFile = (typeof PYODIDE_FILES)[number];

/** Each of PYODIDE_FILES' content. */
export type PythonRuntime = Record<PyodideFile, ArrayBuffer>;

/** Defined by the build (scripts/vite/site-config.ts) from the package's files. */
declare const PYTHON_RUNTIME_BYTES: number;

/** The runtime's size in bytes: what a first Python run downloads (less, when the host compresses it). */
export const pythonRuntimeBytes = (): number => PYTHON_RUNTIME_BYTES;

/** A size as the page names it: `13.5 MB`. */
export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
