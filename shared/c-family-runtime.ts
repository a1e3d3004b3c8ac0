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

/** Hosts refuse large files (Cloudflare Pages: none over 25 MiB): the site serves a larger one in parts of this size. */
export const CLANG_PART_BYTES = 20 * 1024 * 1024;

/**
 * The names the site serves one of CLANG_FILES under, given its size: the file itself, or its parts in order,
 * named with `.part<n>` before the extension (`llvm.core.part0.wasm`), so a host still sends the file's type.
 */
export function servedParts(file: ClangFile, bytes: number): string[] {
  if (bytes <= CLANG_PART_BYTES) return [file];
  const dot = file.lastIndexOf('.');
  return Array.from({ length: Math.ceil(bytes / CLANG_PART_BYTES) }, (_, index) => `${file.slice(0, dot)}.part${index}${file.slice(dot)}`);
}

/**
 * Where the compiler's JavaScript believes it was loaded from: the sandbox's bundle sets its `import.meta.url` to
 * this, and the worker answers the requests it makes under it from the page's files (src/try-it/c-family/served-fetch.ts).
 */
export const CLANG_BUNDLE_URL = 'https://clang.invalid/gen/bundle.js';

/** The languages the compiler takes: the info strings' `c` and `cpp`. */
export type CFamilyLanguage = 'c' | 'cpp';

/** Defined by the build (scripts/vite/site-config.ts) from the package's files. */
declare const C_FAMILY_FILE_BYTES: Record<ClangFile, number>;
declare const C_FAMILY_DOWNLOAD_BYTES: number;

/** Each file's size in bytes as the page receives it (decompressed): what a download's progress counts to. */
export const cFamilyFileBytes = (): Record<ClangFile, number> => C_FAMILY_FILE_BYTES;

/** The runtime's size as a host that sends the build's gzip copies transfers it: the size the page announces before the download. */
export const cFamilyDownloadBytes = (): number => C_FAMILY_DOWNLOAD_BYTES;
