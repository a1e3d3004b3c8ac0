import GithubSlugger from 'github-slugger';
import type { NoteHeading } from '../../../shared/note.ts';
import type { LightBlock } from '../../../shared/light-markup.ts';

/** The heading blocks, for the contents, each with the anchor GitHub would give it (a repeat gets `-1`, `-2`...). */
export function headingSlugs(blocks: readonly LightBlock[]): NoteHeading[] {
  const slugger = new GithubSlugger();
  return blocks.flatMap((block) =>
    block.type === 'heading' ? [{ level: block.level, text: block.text, slug: slugger.slug(block.text) }] : [],
  );
}
