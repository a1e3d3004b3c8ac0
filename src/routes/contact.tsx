import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../screens/contact/ContactPage';
import { pageHead } from '../site/page-head';

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: 'Contact',
      description: 'Suggest a note, report a bug in a sample or ask a question: send the Study Notes team a message.',
      path: '/contact',
    }),
  component: ContactPage,
});
