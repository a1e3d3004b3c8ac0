import { catalogueManifest } from '../app/catalogue-source';

/** The header's 14 entries: Home, then the catalogue's navigation series in their order. */
export function navigationEntries(): readonly { label: string; topic?: string }[] {
  return [{ label: 'Home' }, ...catalogueManifest().navigation.map(({ key, label }) => ({ label, topic: key }))];
}

/** The navigation series' keys, in the header's order: the featured paths' and the copies' order too. */
export function navigationOrder(): string[] {
  return catalogueManifest().navigation.map(({ key }) => key);
}
