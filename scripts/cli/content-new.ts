/** npm run content:new -- <topic> "<Title>" */
import path from 'node:path';
import { createNote } from '../compiler/new-note.ts';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const [topic = '', ...titleWords] = process.argv.slice(2);

try {
  const note = await createNote({ notesDir: path.join(rootDir, 'notes'), topic, title: titleWords.join(' '), today: new Date() });
  console.log(`Created ${path.relative(rootDir, note.file)} (id ${note.id}).`);
  console.log('Now write its description, 3 to 5 tags, its references, the body and its exercises (and `reviewed` after the review);');
  console.log('`npm run content:check` lists what is still missing.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
