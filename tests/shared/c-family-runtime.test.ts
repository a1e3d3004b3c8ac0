import { describe, expect, it } from 'vitest';
import { CLANG_PART_BYTES, servedParts } from '../../shared/c-family-runtime';

describe("the names the compiler's files are served under", () => {
  it('serves a file of at most a part whole', () => {
    expect(servedParts('llvm.core2.wasm', 37_626)).toEqual(['llvm.core2.wasm']);
    expect(servedParts('llvm-resources.tar', CLANG_PART_BYTES)).toEqual(['llvm-resources.tar']);
  });

  it('serves a larger one in parts, in order, each keeping the extension a host sends its type by', () => {
    expect(servedParts('llvm-resources.tar', CLANG_PART_BYTES + 1)).toEqual(['llvm-resources.part0.tar', 'llvm-resources.part1.tar']);
    expect(servedParts('llvm.core.wasm', 75_532_134)).toEqual([
      'llvm.core.part0.wasm',
      'llvm.core.part1.wasm',
      'llvm.core.part2.wasm',
      'llvm.core.part3.wasm',
    ]);
  });

  it('keeps every part under the 25 MiB a file that Cloudflare Pages takes', () => {
    expect(CLANG_PART_BYTES).toBeLessThanOrEqual(25 * 1024 * 1024);
  });
});
