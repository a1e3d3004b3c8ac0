import * as Dom from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { act } from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { transform } from 'sucrase';
import { createReactKit } from '../../shared/exercise-check/react-kit';
import { runJsCheck } from '../../shared/exercise-check/run-js';
import { connectToSite } from './site-channel';

/**
 * The React check's page (react-check.html, in the page's hidden check frame): renders the reader's components
 * with the exercise's tests, as a user would act on them, and empties itself after each check, for the next.
 * The testing libraries load here only, with the reader's first Check of a React exercise.
 */
const send = connectToSite((message) => {
  if (message.type !== 'check' || message.lang !== 'jsx') return;
  const { id } = message;
  send({ type: 'status', id, status: 'running' });
  const firstTimer = nextTimerId();
  void runJsCheck(message.code, message.tests, {
    language: 'jsx',
    transform: (code) => transform(code, { transforms: ['jsx', 'imports'], jsxRuntime: 'automatic', production: true }).code,
    react: kit,
    console,
    onTest: (result) => send({ type: 'test', id, result }),
  }).then((result) => {
    // Timers the check left running (an interval the reader's code never cleared) end with it, so the next
    // check in this frame meets only its own code. Timer ids rise in one sequence, intervals' too.
    for (let timer = firstTimer, last = nextTimerId(); timer < last; timer++) clearTimeout(timer);
    send({ type: 'checked', id, result });
    send({ type: 'done', id });
  });
});

function nextTimerId(): number {
  const timer = setTimeout(() => {});
  clearTimeout(timer);
  return timer;
}

// React's development build (scripts/vite/sandbox-pages.ts): the tests run under its `act`, as in CI.
const kit = createReactKit({
  act,
  createRoot: (container) => ReactDomClient.createRoot(container as unknown as HTMLElement),
  dom: Dom as unknown as Parameters<typeof createReactKit>[0]['dom'],
  userEvent,
  document: document as unknown as Parameters<typeof createReactKit>[0]['document'],
  modules: { react: React, 'react-dom': ReactDom, 'react-dom/client': ReactDomClient, 'react/jsx-runtime': JsxRuntime },
});

// As in CI's check (scripts/samples/exercise-child.ts): a rejection the reader's code leaves unhandled fails its
// test by what the page then shows, not the check; a form the reader's code lets submit stays on this page.
addEventListener('unhandledrejection', (event) => event.preventDefault());
addEventListener('submit', (event) => event.preventDefault());

send({ type: 'ready' });
