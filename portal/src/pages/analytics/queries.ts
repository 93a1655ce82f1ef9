import { expectData } from '../../api/client';
import { useRead } from '../../api/hooks';
import type { Answer } from '../../api/queries';

export type LinkTotals = Answer<'/api/admin/links'>;
export type LinkDetail = Answer<'/api/admin/links/detail/{slug}'>;

const linkKeys = {
  links: ['links'] as const,
  overview: (days: number) => ['links', 'overview', days] as const,
  detail: (slug: string, days: number) => ['links', 'detail', slug, days] as const,
};

export function useLinkTotals() {
  return useRead(linkKeys.links, (api) => expectData(api.GET('/api/admin/links')));
}

export function useLinksOverview(days: number) {
  return useRead(linkKeys.overview(days), (api) => expectData(api.GET('/api/admin/links/overview', { params: { query: { days } } })));
}

export function useLinkDetail(slug: string, days: number) {
  return useRead(
    linkKeys.detail(slug, days),
    (api) => expectData(api.GET('/api/admin/links/detail/{slug}', { params: { path: { slug }, query: { days } } })),
    { retry: false },
  );
}
