import { createFileRoute, Link } from '@tanstack/react-router';
import { findNote, neighbours, seriesLessons } from '../../catalog/queries';
import { bodyLoaders } from '../../generated/body-loaders';
import { notes } from '../../generated/catalog';
import { LightMarkup } from '../../markup/LightMarkup';

export const Route = createFileRoute('/$topic/$noteId')({
  loader: async ({ params }) => {
    const note = findNote(notes, params.topic, params.noteId);
    const body = note ? (await bodyLoaders[note.id]!()).default : undefined;
    return { note, body };
  },
  component: NotePage,
});

function NotePage() {
  const { note, body } = Route.useLoaderData();
  const { noteId, topic } = Route.useParams();
  if (!note || body === undefined) {
    return (
      <>
        <h1>Note Not Found (404)</h1>
        <p>
          The note with ID {noteId} in the {topic} series does not exist.
        </p>
      </>
    );
  }
  const { previous, next } = neighbours(seriesLessons(notes, topic), note.id);
  return (
    <article>
      <h1>{note.title}</h1>
      <LightMarkup source={body} />
      <nav aria-label="Lessons">
        {previous && (
          <Link to="/$topic/$noteId" params={{ topic, noteId: String(previous.id) }}>
            Previous: {previous.title}
          </Link>
        )}{' '}
        {next && (
          <Link to="/$topic/$noteId" params={{ topic, noteId: String(next.id) }}>
            Next: {next.title}
          </Link>
        )}
      </nav>
    </article>
  );
}
