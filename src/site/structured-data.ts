import type { NoteMeta, NoteSummary } from '../../shared/note';
import { siteConfig } from './config';
import { canonicalUrl } from './page-head';

/** schema.org BreadcrumbList: Home, then each named page down to this one. */
export function breadcrumbList(trail: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path),
    })),
  };
}

/** schema.org Article for a note: headline, description, date, keywords, and its references as citations. */
export function noteArticle(note: NoteSummary & Pick<NoteMeta, 'references'>, description: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: note.title,
    description,
    datePublished: note.date,
    keywords: [...note.tags, note.topic].join(', '),
    mainEntityOfPage: canonicalUrl(path),
    publisher: { '@type': 'Organization', name: siteConfig.name, url: canonicalUrl('/') },
    ...(note.references ? { citation: note.references.map(({ title, url }) => ({ '@type': 'CreativeWork', name: title, url })) } : {}),
  };
}
