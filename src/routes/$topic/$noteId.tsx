import { createFileRoute } from '@tanstack/react-router';
import { bodyLoaders } from '../../generated/body-loaders';
import { notes } from '../../generated/catalog';
import { LightMarkup } from '../../markup/LightMarkup';

export const Route = createFileRoute('/$topic/$noteId')({
  loader: async ({ params }) => {
    const note = notes.find((candidate) => String(candidate.id) === params.noteId && candidate.topic === params.topic);
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
  return (
    <article>
      <h1>{note.title}</h1>
      <LightMarkup source={body} />
    </article>
  );
}
