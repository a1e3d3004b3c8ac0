import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../screens/static/AboutPage';
import { pageHead } from '../site/page-head';

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      title: 'About',
      description: 'Why Study Notes exists and what it covers: concise tutorials on frontend web, core languages, DevOps and tools.',
      path: '/about',
    }),
  component: AboutPage,
});
