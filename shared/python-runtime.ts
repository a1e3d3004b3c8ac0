/**
 * The files of the `pyodide` package that a browser needs to run Python: the loader, the runtime, the
 * standard library. The site serves them under /pyodide/; the page hands them to its sandbox frame, which
 * can fetch nothing itself offline (src/try-it/sandbox-frame.ts).
 */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;

export type PyodideFile = (typeof PYODIDE_FILES)[number];

/** Each of PYODIDE_FILES' content. */
export type PythonRuntime = Record<PyodideFile, ArrayBuffer>;
