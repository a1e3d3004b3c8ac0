import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '../screens/review/ReviewPage';
import { pageHead } from '../site/page-head';

export const Route = createFileRoute('/review')({
  head: () =>
    pageHead({
      title: 'Review',
      description: 'The questions of the notes you have read, brought back on a spaced-repetition schedule, in this browser.',
      path: '/review',
    }),
  component: ReviewPage,
});
