/**
 * The files of the `@yowasp/clang` package that compile C and C++ in a browser: Clang and LLD built for
 * WebAssembly (the core modules) and the headers and libraries they read (the tar). The site serves them under
 * /clang/; the page hands them to its sandbox frame, which can fetch nothing itself (src/try-it/sandbox-frame.ts).
 */
export const CLANG_FILES = ['llvm.core.wasm', 'llvm.core2.wasm', 'llvm.core3.wasm', 'llvm.core4.wasm', 'llvm-resources.tar'] as const;

export type ClangFile = (typeof CLANG_FILES)[number];

/** Each of CLANG_FILES' content. */
export type CFamilyRuntime = Record<ClangFile, ArrayBuffer>;

/** The folder of the site, under its base, that serves CLANG_FILES. */
export const CLANG_FOLDER = 'clang';

/**
 * Where the compiler's JavaScript believes it was loaded from: the sandbox's bundle sets its `import.meta.url` to
 * this, and the worker answers the requests it makes under it from the page's files (src/try-it/c-family/served-fetch.ts).
 */
export const CLANG_BUNDLE_URL = 'https://clang.invalid/gen/bundle.js';

/** The languages the compiler takes: the info strings' `c` and `cpp`. */
export type CFamilyLanguage = 'c' | 'cpp';

/** Defined by the build (scripts/vite/site-config.ts) from the package's files. */
declare const C_FAMILY_RUNTIME_BYTES: number;
declare const C_FAMILY_DOWNLOAD_BYTES: number;

/** The runtime's size in bytes as the page receives it (decompressed): what a download's progress counts to. */
export const cFamilyRuntimeBytes = (): number => C_FAMILY_RUNTIME_BYTES;

/** The runtime's size as a host that sends the build's gzip copies transfers it: the size the page announces before the download. */
export const cFamilyDownloadBytes = (): number => C_FAMILY_DOWNLOAD_BYTES;
