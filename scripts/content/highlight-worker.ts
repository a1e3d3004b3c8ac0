import { parentPort } from 'node:worker_threads';
import { highlightCode, loadHighlighter } from './highlight-code.ts';

// Tokenises code blocks on another core while the thread that started it compiles the notes (compile-pool.ts).
await loadHighlighter();
parentPort!.postMessage('ready');
parentPort!.on('message', (blocks: { key: string; code: string; lang: string }[]) => {
  parentPort!.postMessage(blocks.map((block) => [block.key, highlightCode(block.code, block.lang) ?? 0]));
});
