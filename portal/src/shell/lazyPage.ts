import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, type Params } from 'react-router';
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

const isLazyPage = (type: unknown): type is LazyPage => typeof type === 'object' && type !== null && 'preload' in type;

/** The lazy pages the route table shows at `pathname` (a path under `basename`), with their route parameters. */
export function pagesAt(routes: ReactNode, pathname: string, basename: string): { page: LazyPage; params: Params }[] {
  const matches = matchRoutes(createRoutesFromChildren(routes), pathname, basename) ?? [];
  return matches.flatMap(({ route, params }) =>
    isValidElement(route.element) && isLazyPage(route.element.type) ? [{ page: route.element.type, params }] : [],
  );
}
