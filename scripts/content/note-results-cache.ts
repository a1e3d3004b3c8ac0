import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashProjectFiles, readCacheFile, writeCacheFile } from './cache-file.ts';
import type { NoteResult } from './compile-note.ts';

// Parsing each note's Markdown is most of a warm content build. The compiled notes are kept between
// builds under their key (path, text hash, the catalogue's file table), for this exact compiler:
// every build script (the compiler and what it imports), the shared types, and the locked versions
// of every package.
const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const COMPILER_INPUTS = ['scripts', 'src/catalog/types.ts', 'src/markup/types.ts', 'package-lock.json'];
let version: string | undefined;

function compilerVersion(): string {
  version ??= hashProjectFiles(projectDir, COMPILER_INPUTS, { include: (file) => file.endsWith('.ts') });
  return version;
}

/** Where the builds keep the compiled notes (see codeRunsCacheFile for why in the project). */
export function noteResultsCacheFile(rootDir: string): string {
  return path.join(rootDir, '.cache', 'notes.json');
}

/** The compiled notes an earlier build saved, by key, when this compiler wrote them; else none. */
export function loadNoteResults(file: string): Map<string, NoteResult> {
  return new Map(readCacheFile<[string, NoteResult][]>(file, compilerVersion()));
}

/** Saves the compiled notes of this build, and only those, for the next one. */
export function saveNoteResults(file: string, notes: ReadonlyMap<string, NoteResult>): void {
  writeCacheFile(file, compilerVersion(), [...notes]);
}
