import { useRouterState } from '@tanstack/react-router';

interface MetaTag {
  title?: string;
  name?: string;
  property?: string;
  content?: string;
}

interface LinkTag {
  rel: string;
  href: string;
}

/**
 * The matched routes' `head()` tags, the deepest route winning per name, hoisted by React 19; smaller than
 * TanStack's HeadContent, whose asset and script handling the site never uses (docs/performance.md).
 */
export function PageHead() {
  const matches = useRouterState({ select: (state) => state.matches });
  const seen = new Set<string>();
  let title: string | undefined;
  const metas: MetaTag[] = [];
  for (const match of matches.toReversed()) {
    for (const tag of ((match.meta ?? []) as MetaTag[]).toReversed()) {
      if (tag.title !== undefined) {
        title ??= tag.title;
        continue;
      }
      const key = tag.name ?? tag.property;
      if (!key || seen.has(key)) continue;
      seen.add(key);
      metas.unshift(tag);
    }
  }
  const links = matches.flatMap((match) => (match.links ?? []) as LinkTag[]);
  return (
    <>
      {title !== undefined && <title>{title}</title>}
      {metas.map((tag) => (
        <meta key={tag.name ?? tag.property} name={tag.name} property={tag.property} content={tag.content} />
      ))}
      {links.map((link) => (
        <link key={`${link.rel} ${link.href}`} rel={link.rel} href={link.href} />
      ))}
    </>
  );
}
