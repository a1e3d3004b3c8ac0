import { noteDescription } from '../catalog/describe-note';
import { seriesDisplay } from '../catalog/series-display';
import type { ToolCopyCatalogue, ToolCopySeries } from '../../shared/tool-copies';
import { siteConfig } from '../site/config';
import { navigationOrder } from '../site/navigation';
import { sitePath } from '../site/page-head';
import type { CopiesFile } from '../../shared/catalogue-files';
import { allSeriesKeys, loadNote, loadSeries } from './catalogue-chunks';
import { loadCatalogueFile } from './catalogue-source';

/** The navigation's series in its order, then any other series by key. */
function siteOrder(order: readonly string[]) {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return (a: string, b: string) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Every series and note as /llms.txt and the Markdown copies list them, with the titles and
 * descriptions the pages show; the prerenderer (and the dev server) read it through the server entry.
 */
export async function toolCopyCatalogue(): Promise<ToolCopyCatalogue> {
  const series: ToolCopySeries[] = [];
  for (const key of (await allSeriesKeys()).sort(siteOrder(navigationOrder()))) {
    const chunk = await loadSeries(key);
    const copies = await loadCatalogueFile<CopiesFile>(`copies-${key}`, chunk.copies);
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
