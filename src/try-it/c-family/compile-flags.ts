import type { CFamilyLanguage } from '../../../shared/c-family-runtime';

/** The reader's file as the compiler names it in its report: `main.cpp:5:3: error: ...`. */
export const SOURCE_FILE: Record<CFamilyLanguage, string> = { c: 'main.c', cpp: 'main.cpp' };

/** The object file between the compile and the link, and the program the link writes. */
export const OBJECT_FILE = 'main.o';
export const PROGRAM_FILE = 'main.wasm';

/**
 * The compiler driver and its options for a language and a `-std=` value: CI's (`-Wall`, its warnings shown but
 * not fatal for the reader), and for C++ no exceptions, which the package's C++ library was built without.
 */
export function driverArguments(language: CFamilyLanguage, standard: string): string[] {
  return language === 'c' ? ['clang', `-std=${standard}`, '-Wall'] : ['clang++', `-std=${standard}`, '-Wall', '-fno-exceptions'];
}
