import { describe, expect, it, vi } from 'vitest';
import { servedFetch } from '../../../../src/try-it/c-family/served-fetch';

const BASE = 'https://clang.invalid/gen/bundle.js';
const files = { 'llvm.core.wasm': new Uint8Array([0, 97, 115, 109]).buffer, 'llvm-resources.tar': new Uint8Array([1, 2]).buffer };

describe("the compiler's fetch, answered from the page's files", () => {
  it('answers for a file beside the base with its bytes, a module as application/wasm', async () => {
    const fetch = servedFetch(files, BASE, vi.fn());
    const module = await fetch(new URL('./llvm.core.wasm', BASE));
    expect(module.headers.get('Content-Type')).toBe('application/wasm');
    expect(new Uint8Array(await module.arrayBuffer())).toEqual(new Uint8Array([0, 97, 115, 109]));
    const tar = await fetch(new Request('https://clang.invalid/gen/llvm-resources.tar'));
    expect(tar.headers.get('Content-Type')).toBe('application/octet-stream');
    expect((await tar.arrayBuffer()).byteLength).toBe(2);
  });

  it('hands anything else to the fetch it replaces: other folders, other names, inherited properties', async () => {
    const fallback = vi.fn(() => Promise.resolve(new Response('fallback')));
    const fetch = servedFetch(files, BASE, fallback);
    await fetch('https://clang.invalid/llvm.core.wasm');
    await fetch('https://clang.invalid/gen/other.wasm');
    await fetch('https://clang.invalid/gen/toString');
    await fetch('https://elsewhere.example/gen/llvm.core.wasm');
    expect(fallback).toHaveBeenCalledTimes(4);
  });
});
