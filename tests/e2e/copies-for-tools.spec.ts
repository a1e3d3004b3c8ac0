import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { catalogueNotes, expect, test } from './site';

// The default build has no VITE_SITE_URL: its canonical host is the placeholder.
const HOST = 'https://example.com';
/** What a copy's front matter keeps, in its order. */
const COPY_KEYS = ['title', 'description', 'date', 'reviewed', 'references'];

/** A note's source in notes/, the build's own catalogue. */
function source(topic: string, id: string): string {
  const dir = path.join('notes', topic);
  const file = readdirSync(dir).find((name) => name.startsWith(`${id}-`));
  if (!file) throw new Error(`No source for ${topic}/${id}`);
  return readFileSync(path.join(dir, file), 'utf8');
}

/** Front matter and body of a Markdown file. */
function split(markdown: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown);
  if (!match) throw new Error(`No front matter in:\n${markdown.slice(0, 200)}`);
  return { frontMatter: match[1]!, body: match[2]!.trim() };
}

/** The body without its exercises' hidden tests (a fence whose info string says `test`, and the blank line after it): never shown, so never copied. */
const withoutTests = (markdown: string) => markdown.replace(/^(`{3,})[a-z]+ test\b[^\n]*\n[\s\S]*?^\1[ \t]*(?:\n\n?|$)/gm, '');

/** The text with each link's destination left out: what the author wrote around the addresses. */
const withoutDestinations = (markdown: string) => markdown.replace(/\]\((?:<[^>]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)/g, '](');

async function fetchText(request: APIRequestContext, sitePath: string, type: string) {
  const response = await request.get(sitePath);
  expect(response.status(), sitePath).toBe(200);
  expect(response.headers()['content-type'], sitePath).toBe(type);
  return response.text();
}

test.describe('copies for tools', () => {
  test('/llms.txt names the site, then lists every note of every series with its description', async ({ request }) => {
    const text = await fetchText(request, '/llms.txt', 'text/plain; charset=utf-8');
    expect(text).toMatch(/^# Study Notes\n\n> Master programming with clean, concise coding documentation/);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual([
      'C',
      'C++',
      'Python',
      'Java',
      'HTML',
      'CSS',
      'JavaScript',
      'React',
      'Node.js',
      'Docker',
      'Git',
      'Github',
      'DSA',
    ]);
    const listed = [...text.matchAll(/^- \[.+\]\((\S+)\): \S.*$/gm)].map((match) => match[1]);
    const notes = catalogueNotes();
    expect(listed.sort()).toEqual(notes.map((note) => `${HOST}/${note.topic}/${note.id}`).sort());
    expect(text).toContain(`](${HOST}/c++/1001): `);
  });

  test("every note's Markdown copy is its source: front matter reduced, body as written but the hidden tests, links absolute", async ({
    request,
  }) => {
    const notes = catalogueNotes();
    expect(notes.length).toBeGreaterThan(200);
    for (const note of notes) {
      const copy = await fetchText(request, `/${note.topic}/${note.id}.md`, 'text/markdown; charset=utf-8');
      const { frontMatter, body } = split(copy);
      const keys = [...frontMatter.matchAll(/^([a-z]+):/gm)].map((match) => match[1]!);
      expect(keys, `${note.topic}/${note.id}`).toEqual(COPY_KEYS.filter((key) => keys.includes(key)));
      expect(keys, `${note.topic}/${note.id}`).toEqual(expect.arrayContaining(['title', 'date']));
      const original = withoutTests(split(source(note.topic, note.id)).body).trim();
      expect(withoutDestinations(body), `${note.topic}/${note.id}`).toBe(withoutDestinations(original));
      for (const [, destination] of body.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (original.includes(`](${destination}`)) continue;
        expect(destination, `${note.topic}/${note.id}`).toMatch(new RegExp(`^${HOST}/`));
      }
    }
  });

  test('the c++ copies answer at both spellings of their path; an unknown copy is a 404', async ({ request }) => {
    const plain = await fetchText(request, '/c++/1001.md', 'text/markdown; charset=utf-8');
    expect(await fetchText(request, '/c%2B%2B/1001.md', 'text/markdown; charset=utf-8')).toBe(plain);
    expect(plain).toMatch(/^---\ntitle: From C to C\+\+\n/);
    expect((await request.get('/c++/9999.md')).status()).toBe(404);
  });

  test("/llms-full.txt holds every note's Markdown copy, precompressed", async ({ request }) => {
    const text = await fetchText(request, '/llms-full.txt', 'text/plain; charset=utf-8');
    for (const sitePath of ['/c/901', '/c++/1001', '/react/105', '/dsa/2001']) {
      const copy = await request.get(`${sitePath}.md`);
      expect(text, sitePath).toContain(`<!-- ${HOST}${sitePath} -->\n\n${await copy.text()}`);
    }
    const compressed = await request.get('/llms-full.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers()['content-encoding']).toBe('gzip');
    expect(await compressed.text()).toBe(text);
  });
});
