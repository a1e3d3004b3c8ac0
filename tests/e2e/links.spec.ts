import { parse } from 'parse5';
import { expect, test } from './site';

interface HtmlNode {
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
}

/** The href and src attributes of a page's elements (not text that looks like them, as in code samples), and its ids. */
function scan(html: string): { references: string[]; ids: Set<string> } {
  const references: string[] = [];
  const ids = new Set<string>();
  const visit = (node: HtmlNode) => {
    for (const attribute of node.attrs ?? []) {
      if (attribute.name === 'href' || attribute.name === 'src') references.push(attribute.value);
      if (attribute.name === 'id') ids.add(attribute.value);
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as unknown as HtmlNode);
  return { references, ids };
}

test('every internal link, fragment and asset reference of every page resolves', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Map<string, number>();
  const referrers = new Map<string, string>();
  const queue = ['/'];
  const idsOf = new Map<string, Set<string>>();
  // Links to a place in a page (`#main-content`, `/react/105#jsx-rules`): checked once every page is read.
  const fragments: { path: string; fragment: string; from: string }[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    seen.set(path, response.status());
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const { references, ids } = scan(await response.text());
    idsOf.set(path, ids);
    for (const raw of references) {
      if (!raw || raw.startsWith('mailto:')) continue;
      const url = new URL(raw, origin + path);
      if (url.origin !== origin) continue;
      const target = url.pathname;
      if (url.hash) fragments.push({ path: target, fragment: decodeURIComponent(url.hash.slice(1)), from: path });
      if (seen.has(target) || queue.includes(target)) continue;
      referrers.set(target, path);
      queue.push(target);
    }
  }
  const broken = [...seen]
    .filter(([, status]) => status !== 200)
    .map(([path, status]) => `${path} (${status}) from ${referrers.get(path)}`);
  expect(broken).toEqual([]);
  const missingTargets = fragments
    .filter(({ path, fragment }) => !idsOf.get(path)?.has(fragment))
    .map(({ path, fragment, from }) => `${path}#${fragment} from ${from}`);
  expect(missingTargets).toEqual([]);
  // The crawl reaches every note, series and static page, and the assets they load.
  expect([...seen.keys()].filter((path) => /^\/[^/]+\/\d+$/.test(path)).length).toBeGreaterThanOrEqual(222);
  expect([...seen.keys()].some((path) => path.startsWith('/assets/'))).toBe(true);
  console.log(`Links: ${seen.size} internal URLs and ${fragments.length} in-page links checked.`);
});
