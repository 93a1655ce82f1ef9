import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import type { Answer } from '../../api/queries';
import { usePortal } from '../../portal';

export type LinkTotals = Answer<'/api/admin/links'>;
export type LinksOverview = Answer<'/api/admin/links/overview'>;
export type LinkDetail = Answer<'/api/admin/links/detail/{slug}'>;

const linkKeys = {
  links: ['links'] as const,
  overview: (days: number) => ['links', 'overview', days] as const,
  detail: (slug: string, days: number) => ['links', 'detail', slug, days] as const,
};

export function useLinkTotals() {
  const { api } = usePortal();
  return useQuery({ queryKey: linkKeys.links, queryFn: () => expectData(api.GET('/api/admin/links')) });
}

export function useLinksOverview(days: number) {
  const { api } = usePortal();
  return useQuery({
    queryKey: linkKeys.overview(days),
    queryFn: () => expectData(api.GET('/api/admin/links/overview', { params: { query: { days } } })),
  });
}

export function useLinkDetail(slug: string, days: number) {
  const { api } = usePortal();
  return useQuery({
    queryKey: linkKeys.detail(slug, days),
    queryFn: () => expectData(api.GET('/api/admin/links/detail/{slug}', { params: { path: { slug }, query: { days } } })),
    retry: false,
  });
}
