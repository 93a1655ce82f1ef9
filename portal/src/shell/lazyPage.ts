import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router';
import type { ApiClient } from '../api/client';

/** What a page's data prefetch gets: the query client to fill, the API, and the page's route parameters. */
export interface PageData {
  queries: QueryClient;
  api: ApiClient;
  params: Params;
}

/** A lazily loaded page that can start loading its code, and name the queries it shows first, before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  preload: () => void;
  prefetch?: (data: PageData) => void;
};

/** `React.lazy`, with the page's chunk loadable ahead of its route rendering and the page's first queries beside it. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, prefetch?: (data: PageData) => void): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: () => void once().catch(() => undefined), prefetch });
}
