import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../screens/static/PrivacyPage';
import { pageHead } from '../site/page-head';

export const Route = createFileRoute('/privacy')({
  head: () =>
    pageHead({
      title: 'Privacy Policy',
      description: 'What information Study Notes handles when you read the notes or contact us, and your choices.',
      path: '/privacy',
    }),
  component: PrivacyPage,
});
