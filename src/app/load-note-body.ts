import { bodyLoaders } from '../generated/body-loaders';
import { siteConfig } from '../site/config';
import { loadChunk } from './chunk-load-error';

/** A note's light-markup body, fetched as its own chunk with the chunk time-out. */
export async function loadNoteBody(id: number): Promise<string> {
  const importer = bodyLoaders[id];
  if (!importer) throw new Error(`Note ${id} has no body in the catalogue`);
  const module = await loadChunk(`note-${id}`, importer, siteConfig.chunkTimeoutMs);
  return module.default;
}
