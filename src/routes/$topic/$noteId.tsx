import { createFileRoute, redirect, useLoaderData } from '@tanstack/react-router';
import { noteDescription, noteKeywords } from '../../catalog/describe-note';
import { findNote, lessonPosition, neighbours } from '../../catalog/queries';
import { loadNote } from '../../app/catalogue-chunks';
import { loadDeferredWidgets } from '../../app/deferred-widgets';
import { NoteNotFound } from '../../app/note-not-found-component';
import { typedId } from '../../screens/note/typed-id';
import { NotePage } from '../../screens/note/NotePage';
import { siteConfig } from '../../site/config';
import { pageHead, sitePath } from '../../site/page-head';
import { seriesOf } from '../../app/series-of-matches';
import { useSavedNote } from '../../app/saved-notes';
import { useHydratedMark } from '../../app/use-hydrated-mark';

export const Route = createFileRoute('/$topic/$noteId')({
  // The spec matches the id equal to the numeric noteId, so `/react/0101` is note 101: move to its
  // canonical path, as another case of a topic does; so is `/react/105%20` (a space a link or a paste left).
  // `1e2`, `-1` and `101.5` stay not found.
  beforeLoad: ({ params, location }) => {
    const trimmed = params.noteId.trim();
    const canonical = trimmed.replace(/^0+(?=\d)/, '');
    if (/^\d+$/.test(trimmed) && canonical !== params.noteId) {
      throw redirect({
        href: `${sitePath([params.topic, canonical])}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      });
    }
  },
  loader: async ({ params, parentMatchPromise }) => {
    const { chunk, lessons } = (await parentMatchPromise).loaderData!;
    const lesson = findNote(lessons, params.topic, params.noteId);
    if (!lesson) {
      await NoteNotFound.preload();
      return { note: undefined, body: '' };
    }
    // With its widgets' code: a note reached by a link shows them live, without a gap filling in (a failed chunk is theirs to report).
    const [{ meta, body, annotations }] = await Promise.all([loadNote(chunk, lesson.id), loadDeferredWidgets()]);
    return { note: meta, body, annotations, ...neighbours(lessons, lesson.id), position: lessonPosition(lessons, lesson.id) };
  },
  head: ({ loaderData, params, matches }) => {
    const note = loaderData?.note;
    if (!note) {
      return {
        meta: [
          { title: `Note Not Found (404) | ${siteConfig.name}` },
          { name: 'description', content: `The note with ID ${typedId(params.noteId)} in the ${params.topic} series does not exist.` },
          { name: 'robots', content: 'noindex' },
        ],
      };
    }
    const series = seriesOf(matches);
    return pageHead({
      title: `${note.title} | ${series.title}`,
      description: noteDescription(note),
      path: sitePath([params.topic, String(note.id)]),
      type: 'article',
      keywords: noteKeywords(note),
    });
  },
  component: NoteRoute,
});

// The dev server's latest save of the open note (src/app/saved-notes.ts); nothing in production.
const useLatestSave: typeof useSavedNote = import.meta.env.DEV ? useSavedNote : () => undefined;

function NoteRoute() {
  useHydratedMark();
  const loaded = Route.useLoaderData();
  const saved = useLatestSave(loaded.note?.id);
  const { previous, next, position } = loaded;
  const { note, body, annotations } = saved ? { note: saved.meta, body: saved.default, annotations: saved.annotations } : loaded;
  const { topic, noteId } = Route.useParams();
  const { series } = useLoaderData({ from: '/$topic' });
  if (!note) return <NoteNotFound noteId={noteId} topic={topic} seriesTitle={series.title} />;
  return (
    <NotePage
      key={note.id}
      note={note}
      body={body}
      annotations={annotations}
      topic={topic}
      previous={previous}
      next={next}
      position={position}
    />
  );
}
