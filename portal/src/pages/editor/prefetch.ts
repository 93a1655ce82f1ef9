import { templateQuery } from '../../api/queries';
import { formatLocale } from '../../../../shared/i18n/format.js';
import { currentLocale } from '../../i18n/language';
import type { PageData } from '../../shell/lazyPage';
import { templateDesignQuery } from '../designer/queries';
import { startingBody } from './draft';
import { previewQuery } from './queries';

/**
 * The template and its design, asked while the editor's code loads, and as soon as they answer the preview of the
 * body the editor starts from (with sample data in the reader's language, as the preview panel first shows it): the
 * first preview does not wait for the editor to render.
 */
export function prefetchEditor({ queries, api, params }: PageData) {
  const id = params.id;
  if (!id) return;
  Promise.all([queries.fetchQuery(templateQuery(api, id)), queries.fetchQuery(templateDesignQuery(api, id))]).then(
    ([{ template }, design]) => {
      // A template that follows its design opens in the designer, which renders its own preview.
      if (design && !design.detached) return;
      const html = startingBody(template);
      if (html.trim())
        void queries.prefetchQuery(previewQuery(api, { html, email: '', sender: '', language: formatLocale(currentLocale()) }));
    },
    () => undefined, // the page shows the refusal when it asks again
  );
}
