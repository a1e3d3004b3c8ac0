import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../screens/home/HomePage';
import { siteConfig } from '../site/config';
import { pageHead } from '../site/page-head';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: `${siteConfig.name} | Clean, concise programming notes`,
      description:
        'Master programming with clean, concise coding documentation: short tutorial notes on C, C++, Python, Java, HTML, CSS, JavaScript, React, Node.js, Docker, Git, GitHub and DSA.',
      path: '/',
    }),
  component: HomePage,
});
