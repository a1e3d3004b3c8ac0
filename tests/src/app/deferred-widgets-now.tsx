import type { ReactNode } from 'react';
import { DeferredWidgetsContext } from '../../../src/app/deferred-widgets';
import { widgetsAtOnce } from '../../../src/app/widgets-at-once';

/** Renders the deferred widgets (code blocks, exercises, questions, page actions) at once, as the prerenderer does, instead of at the reader's first interaction. */
export function DeferredWidgetsNow({ children }: { children: ReactNode }) {
  return <DeferredWidgetsContext value={widgetsAtOnce}>{children}</DeferredWidgetsContext>;
}
