import { lazyRouteComponent } from './lazy-route-component';

// Few visitors meet it: its code loads, in the note route's loader, only for an id that is no note. A module of
// its own, not the route file: the route's code splitter would otherwise share it between two generated modules.
export const NoteNotFound = lazyRouteComponent<{ noteId: string; topic: string; seriesTitle: string }>(
  () => import('../screens/note/NoteNotFound'),
  'NoteNotFound',
  'not-found',
);
