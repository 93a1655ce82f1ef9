import { libraryQuery, rolloutsQuery, schedulesQuery } from '../../api/queries';
import type { PageData } from '../../shell/lazyPage';

/** The library's lists, asked while its code loads. */
export function prefetchLibrary({ queries, api }: PageData) {
  void queries.prefetchQuery(libraryQuery(api));
  void queries.prefetchQuery(schedulesQuery(api));
  void queries.prefetchQuery(rolloutsQuery(api));
}
