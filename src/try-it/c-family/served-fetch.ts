/** The content type `WebAssembly.compileStreaming` insists on for a module; anything else is plain bytes. */
const typeOf = (name: string) => (name.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream');

/**
 * A fetch that answers for the files beside `base` (an address of a file among them) from `files`, and hands
 * any other request to `fallback`: the compiler fetches its parts beside its own script, which the sandbox cannot reach.
 */
export function servedFetch(files: Readonly<Record<string, ArrayBuffer>>, base: string, fallback: typeof fetch): typeof fetch {
  const folder = new URL('./', base).href;
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const name = url.startsWith(folder) ? url.slice(folder.length) : undefined;
    const file = name !== undefined && Object.hasOwn(files, name) ? files[name] : undefined;
    if (!file) return fallback(input, init);
    return Promise.resolve(new Response(file, { headers: { 'Content-Type': typeOf(name!), 'Content-Length': String(file.byteLength) } }));
  };
}
