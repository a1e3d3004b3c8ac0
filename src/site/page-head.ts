import { siteConfig } from './config';

/** A site path as it appears in canonical links: each segment encoded, `+` kept (`/c++/1001`). */
export function sitePath(segments: readonly string[]): string {
  return '/' + segments.map((segment) => encodeURIComponent(segment).replace(/%2B/gi, '+')).join('/');
}

export function canonicalUrl(path: string): string {
  return siteConfig.canonicalHost + (path === '/' ? '/' : path);
}

interface PageHeadOptions {
  /** The page's own title; the site name is appended (except on the home page). */
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
  keywords?: string;
}

/** The head tags every page carries: title, description, canonical link and Open Graph basics. */
export function pageHead({ title, description, path, type = 'website', keywords }: PageHeadOptions) {
  const fullTitle = path === '/' ? title : `${title} | ${siteConfig.name}`;
  const url = canonicalUrl(path);
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: siteConfig.name },
      { name: 'twitter:card', content: 'summary' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
