import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { EMOJI_PATH } from '../../shared/emoji-artwork.ts';
import { twemojiFileNamed } from '../compiler/twemoji-file.ts';

/** The dev server's /emoji/<name>.svg: any Twemoji artwork, so an author's new series icon shows at once (the build copies the icons in use). */
export function serveEmoji(): Plugin {
  return {
    name: 'study-notes:serve-emoji',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(EMOJI_PATH, (request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        const file = pathname.endsWith('.svg') ? twemojiFileNamed(pathname.slice(1, -'.svg'.length)) : undefined;
        if (!file) return next();
        readFile(file).then((body) => {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(body);
        }, next);
      });
    },
  };
}
