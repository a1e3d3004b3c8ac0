import { createFileRoute } from '@tanstack/react-router';
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
  component: HomePage,
});
