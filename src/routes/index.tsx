import { createFileRoute, Link } from '@tanstack/react-router';
import { seriesLessons } from '../catalog/queries';
import { notes, seriesInfo } from '../generated/catalog';

export const Route = createFileRoute('/')({ component: CatalogueIndex });

/** Every series and its lessons, straight from the compiled catalogue. */
function CatalogueIndex() {
  return (
    <>
      <h1>Study Notes</h1>
      {seriesInfo.map((series) => (
        <section key={series.key} aria-labelledby={`series-${series.key}`}>
          <h2 id={`series-${series.key}`}>
            {series.icon} {series.title}
          </h2>
          <p>{series.description}</p>
          <ol>
            {seriesLessons(notes, series.key).map((note) => (
              <li key={note.id}>
                <Link to="/$topic/$noteId" params={{ topic: note.topic, noteId: String(note.id) }}>
                  {note.title}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
