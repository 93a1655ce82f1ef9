import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expectData, type ApiClient } from '../../api/client';
import { ARRIVAL_MS } from '../../api/queries';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';
import { useDebounced } from './useDebounced';

export type PreviewAnswer = paths['/api/admin/preview']['post']['responses'][200]['content']['application/json'];
export type TemplateWarning = PreviewAnswer['warnings'][number];

/** Whom the preview renders for: sample data, or a mailbox of the organisation (and who sends from it). */
export interface PreviewTarget {
  email: string;
  sender: string;
}

/** What the service renders: a body, for sample data (no email) or a mailbox and who sends from it. */
export interface PreviewInput extends PreviewTarget {
  html: string;
}

export const previewQuery = (api: ApiClient, input: PreviewInput) =>
  queryOptions({
    queryKey: ['preview', input],
    enabled: input.html.trim().length > 0,
    retry: false,
    staleTime: ARRIVAL_MS,
    queryFn: () =>
      expectData(
        api.POST('/api/admin/preview', {
          body: {
            html: input.html,
            ...(input.email ? { email: input.email } : {}),
            ...(input.email && input.sender ? { sender: input.sender } : {}),
          },
        }),
      ),
  });

/** The body rendered by the service, debounced, keeping the last preview on screen while the next one renders. */
export function usePreview(html: string, target: PreviewTarget | null) {
  const { api } = usePortal();
  const input = useDebounced({ html, email: target?.email.trim() ?? '', sender: target?.sender.trim() ?? '' });
  return useQuery({ ...previewQuery(api, input), placeholderData: keepPreviousData });
}
