import { describe, expect, it } from 'vitest';
import { noteArticle } from '../../../src/site/structured-data';

const note = { id: 311, topic: 'javascript', title: 'Closures', tags: ['closures', 'scope'], date: '2024-12-19' };

describe('the Article JSON-LD of a note', () => {
  it('lists the references as citations, each a creative work with its title and address', () => {
    const article = noteArticle(
      {
        ...note,
        references: [
          { title: 'MDN: Closures', url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Closures' },
          { title: 'ECMAScript 2025: Function Environment Records', url: 'https://tc39.es/ecma262/2025/#sec-function-environment-records' },
        ],
      },
      'What a closure captures.',
      '/javascript/311',
    );
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Closures', datePublished: '2024-12-19' });
    expect(article.citation).toEqual([
      { '@type': 'CreativeWork', name: 'MDN: Closures', url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Closures' },
      {
        '@type': 'CreativeWork',
        name: 'ECMAScript 2025: Function Environment Records',
        url: 'https://tc39.es/ecma262/2025/#sec-function-environment-records',
      },
    ]);
  });

  it('has no citation at all for a note without references', () => {
    expect(noteArticle(note, 'What a closure captures.', '/javascript/311')).not.toHaveProperty('citation');
  });
});
