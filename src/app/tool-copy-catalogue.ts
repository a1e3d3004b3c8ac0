import { noteDescription } from '../catalog/describe-note';
import { seriesDisplay } from '../catalog/series-display';
import type { ToolCopyCatalogue, ToolCopySeries } from '../catalog/types';
import { copyLoaders } from '../generated/markdown-copies';
import { siteConfig } from '../site/config';
import { NAV_ENTRIES } from '../site/navigation';
import { sitePath } from '../site/page-head';
import { allSeriesKeys, loadNote, loadSeries } from './catalogue-chunks';

const NAV_ORDER = NAV_ENTRIES.flatMap((entry) => (entry.topic ? [entry.topic] : []));

/** The navigation's series in its order, then any other series by key. */
function siteOrder(a: string, b: string): number {
  const [rankA, rankB] = [a, b].map((key) => (NAV_ORDER.includes(key) ? NAV_ORDER.indexOf(key) : NAV_ORDER.length));
  return rankA! - rankB! || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Every series and note as /llms.txt and the Markdown copies list them, with the titles and
 * descriptions the pages show; the prerenderer (and the dev server) read it through the server entry.
 */
export async function toolCopyCatalogue(): Promise<ToolCopyCatalogue> {
  const series: ToolCopySeries[] = [];
  for (const key of (await allSeriesKeys()).sort(siteOrder)) {
    const [chunk, { copies }] = await Promise.all([loadSeries(key), copyLoaders[key]!()]);
    const notes = await Promise.all(
      chunk.lessons.map(async (lesson) => {
        const { meta } = await loadNote(chunk, lesson.id);
        return {
          id: meta.id,
          title: meta.title,
          description: noteDescription(meta),
          path: sitePath([key, String(meta.id)]),
          copy: copies[meta.id]!,
        };
      }),
    );
    series.push({ key, title: seriesDisplay(chunk.info, key).title, notes });
  }
  return { siteName: siteConfig.name, summary: siteConfig.description, series };
}
