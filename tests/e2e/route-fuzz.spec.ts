import { catalogueNotes, expect, hydrated, test, watchProblems } from './site';

// Hostile and odd URLs, generated with a fixed seed so that a failure reproduces.
const SEED = 20261121;
// About nine paths from each generator, at two seconds a path.
const PATH_COUNT = 160;

const notes = catalogueNotes();
const topics = [...new Set(notes.map((note) => note.topic))];
const STATIC_PAGES: Record<string, string> = { about: 'About Study Notes', contact: 'Contact Us', privacy: 'Privacy Policy' };

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const oddCase = (text: string) => [...text].map((char) => (next() < 0.5 ? char.toUpperCase() : char.toLowerCase())).join('');
const UNICODE = ['é', 'ß', '字', '🦀', 'ـ', '\u200b', 'Ω', 'ñ', '😀', 'Ⅻ'];
const segment = () => {
  const length = 1 + Math.floor(next() * 12);
  return Array.from({ length }, () => (next() < 0.3 ? pick(UNICODE) : String.fromCharCode(97 + Math.floor(next() * 26)))).join('');
};
const encodeAll = (text: string) =>
  [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const ODD_IDS = [
  '+101',
  '-101',
  '101.0',
  '1e2',
  '1E3',
  '0x65',
  '0101',
  '101abc',
  ' 101',
  '%00',
  '101%00',
  'NaN',
  'Infinity',
  '9'.repeat(30),
];

const GENERATORS: (() => string)[] = [
  () => `/${encodeURIComponent(segment())}`,
  () => `/${encodeAll(segment())}`,
  () => `/${encodeAll(encodeAll(pick(topics)))}`,
  () => `/${oddCase(pick(topics))}`,
  () => {
    const note = pick(notes);
    return `/${oddCase(note.topic)}/${note.id}`;
  },
  () => `/${encodeURIComponent(pick(topics))}/${pick(ODD_IDS)}`,
  () => `/${pick(topics)}/${encodeURIComponent(segment())}`,
  () => `/${pick(topics)}/${'x'.repeat(8192)}`,
  () => `/${'y'.repeat(8192)}`,
  () => {
    const note = pick(notes);
    return `/${note.topic}/${note.id}/`;
  },
  () => {
    const note = pick(notes);
    return `/${note.topic}/${note.id}?q=${encodeURIComponent('<script>alert(1)</script>')}#${segment()}`;
  },
  () => `/${pick(topics)}/../${pick(Object.keys(STATIC_PAGES))}`,
  () => `/${pick(topics)}/%2e%2e/%2e%2e/${segment()}`,
  () => `/%00`,
  () => `/${pick(topics)}/${pick(notes).id}/${segment()}`,
  () => `/${oddCase(pick(Object.keys(STATIC_PAGES)))}`,
  () => `/${pick(Object.keys(STATIC_PAGES))}/${segment()}`,
];

const paths = Array.from({ length: PATH_COUNT }, (_, index) => GENERATORS[index % GENERATORS.length]!());

type Expected = { kind: 'home' | 'note' | 'note-not-found' | 'not-found' | 'bad-request' } | { kind: 'static'; heading: string };

/** What the site should show for a path, worked out independently of the router. */
function expectedFor(pathname: string): Expected {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const segments = pathname.split('/').filter(Boolean).map(decode);
  // A NUL byte is refused before any page, by nginx and by the preview server.
  if (segments.some((segment) => segment.includes('\0'))) return { kind: 'bad-request' };
  if (segments.length === 0) return { kind: 'home' };
  const first = segments[0]!.toLowerCase();
  if (segments.length === 1) {
    if (STATIC_PAGES[first]) return { kind: 'static', heading: STATIC_PAGES[first]! };
    return topics.includes(first) ? { kind: 'note' } : { kind: 'not-found' };
  }
  if (segments.length === 2 && topics.includes(first)) {
    return notes.some((note) => note.topic === first && note.id === segments[1]) ? { kind: 'note' } : { kind: 'note-not-found' };
  }
  return { kind: 'not-found' };
}

const SLICES = 4;
test(`${PATH_COUNT} generated paths (seed ${SEED}) cover every generator`, () => {
  expect(new Set(paths).size).toBeGreaterThan(PATH_COUNT * 0.75);
});

for (let slice = 0; slice < SLICES; slice += 1) {
  test(`route fuzzing ${slice + 1}/${SLICES}: each path shows the right page without an error`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const problems = watchProblems(page);
    for (const path of paths.filter((_, index) => index % SLICES === slice)) {
      // The browser resolves `..` and `%2e%2e` before it asks; the oracle sees the path it requests.
      const expected = expectedFor(new URL(baseURL + path).pathname);
      const where = `${path.slice(0, 120)} (seed ${SEED})`;
      if (expected.kind === 'bad-request') {
        // No page to look at (a browser would go on to ask for /favicon.ico).
        expect((await page.request.get(baseURL + path)).status(), where).toBe(400);
        continue;
      }
      await page.goto(baseURL + path);
      await hydrated(page);
      const heading = page.getByRole('heading', { level: 1 }).first();
      switch (expected.kind) {
        case 'home':
          await expect(heading, where).toHaveText('Learn to code, one clear note at a time');
          break;
        case 'static':
          await expect(heading, where).toHaveText(expected.heading);
          break;
        case 'note':
          await expect(page.locator('h1#note-title'), where).toBeVisible();
          break;
        case 'note-not-found':
          await expect(heading, where).toHaveText('Note Not Found (404)');
          break;
        case 'not-found':
          await expect(heading, where).toHaveText('404 Page Not Found');
          break;
      }
      expect(problems.pageErrors, where).toEqual([]);
      expect(problems.consoleErrors, where).toEqual([]);
    }
  });
}
