import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { editorKeys, keys } from '../../api/queries';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';
import { ROLLOUT_DEFAULTS } from '../../../../shared/rollouts/vocabulary';

type PublishBody = paths['/api/admin/templates/{id}']['put']['requestBody']['content']['application/json'];
export type RolloutGates = Required<NonNullable<PublishBody['rollout']>>;
export type PublishAnswer = paths['/api/admin/templates/{id}']['put']['responses'][200]['content']['application/json'];
export type ScheduleAnswer = paths['/api/admin/templates/{id}/schedule']['put']['responses'][200]['content']['application/json'];

/** The API's defaults for a staged rollout's gates (the route's schema), shown in the dialog to start from. */
export const DEFAULT_GATES: RolloutGates = { ...ROLLOUT_DEFAULTS };

/**
 * Everything the editor asks of the service about one template. Publishing sends `If-Match` with the ETag of the
 * version the editor loaded, so a publish made meanwhile by someone else is refused (412) instead of overwritten.
 */
export function useEditorActions(id: string, etag: string | undefined) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const path = { params: { path: { id } } };
  // The template itself is read again too, for its badges; the ETag publishing sends stays the editor's own.
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: editorKeys.template(id) }),
      queryClient.invalidateQueries({ queryKey: keys.library }),
      queryClient.invalidateQueries({ queryKey: keys.schedules }),
      queryClient.invalidateQueries({ queryKey: keys.rollouts }),
    ]);
  const ifMatch = etag ? { 'If-Match': etag } : undefined;

  const save = useMutation({
    mutationFn: (html: string) => expectData(api.PUT('/api/admin/templates/{id}/draft', { ...path, body: { html } })),
    onSuccess: reread,
  });
  const discard = useMutation({
    mutationFn: () => expectData(api.DELETE('/api/admin/templates/{id}/draft', path)),
    onSuccess: reread,
  });
  const submit = useMutation({
    // What is in the editor is what goes up for review: save it first.
    mutationFn: async (html: string) => {
      await expectData(api.PUT('/api/admin/templates/{id}/draft', { ...path, body: { html } }));
      return expectData(api.POST('/api/admin/templates/{id}/draft/submit', path));
    },
    onSuccess: reread,
  });
  const publish = useMutation({
    // The answer's ETag is the version now live: the next publish from this editor matches it.
    mutationFn: async (v: { html: string; rollout?: RolloutGates }): Promise<{ answer: PublishAnswer; etag: string | undefined }> => {
      const call = await api.PUT('/api/admin/templates/{id}', { ...path, headers: ifMatch, body: { html: v.html, ...(v.rollout ? { rollout: v.rollout } : {}) } });
      return { answer: await expectData(Promise.resolve(call)), etag: call.response.headers.get('etag') ?? undefined };
    },
    onSuccess: reread,
  });
  const schedule = useMutation({
    mutationFn: (v: { html: string; publishAt: string; rollout?: RolloutGates }): Promise<ScheduleAnswer> =>
      expectData(api.PUT('/api/admin/templates/{id}/schedule', { ...path, body: { html: v.html, publishAt: v.publishAt, ...(v.rollout ? { rollout: v.rollout } : {}) } })),
    onSuccess: reread,
  });
  return { save, discard, submit, publish, schedule };
}
