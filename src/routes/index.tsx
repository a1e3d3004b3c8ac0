import { createFileRoute } from '@tanstack/react-router';
import type { HomeFile } from '../../shared/catalogue-files';
import { catalogueManifest, loadCatalogueFile } from '../app/catalogue-source';
import { HomePage } from '../screens/home/HomePage';
import { siteConfig } from '../site/config';
import { pageHead } from '../site/page-head';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: `${siteConfig.name} | Clean, concise programming notes`,
      description: siteConfig.description,
      path: '/',
    }),
  loader: () => loadCatalogueFile<HomeFile>('home', catalogueManifest().home),
  component: function Home() {
    return <HomePage home={Route.useLoaderData()} />;
  },
});
