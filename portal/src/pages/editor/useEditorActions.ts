import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { rememberTemplate, type TemplateDetail } from '../../api/queries';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';
import { ROLLOUT_DEFAULTS } from '../../../../shared/rollouts/vocabulary';

type PublishBody = paths['/api/admin/templates/{id}']['put']['requestBody']['content']['application/json'];
/** Every gate of a rollout block (the block also takes `true`, every default; the dialog always names each gate). */
export type RolloutGates = Required<Exclude<PublishBody['rollout'], true | undefined>>;
type Answers = paths['/api/admin/templates/{id}']['put']['responses'];
/** A publish answers the new version, or (202) the staged rollout it started. */
export type PublishAnswer = Answers[200]['content']['application/json'] | Answers[202]['content']['application/json'];
/** The publish's answer, its ETag, and the template as it stands after it (none for a staged rollout). */
export type Published = { answer: PublishAnswer; etag: string | undefined; template: TemplateDetail | null };
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
  // Every change answers the template as it now is: the editor's badges and the library row take it at once (the
  // ETag publishing sends stays the editor's own). The shared query client reads everything else again.
  const remember = (t: TemplateDetail, newEtag?: string) => rememberTemplate(queryClient, t, newEtag);
  const ifMatch = etag ? { 'If-Match': etag } : undefined;
  const saveDraft = (html: string) => expectData(api.PUT('/api/admin/templates/{id}/draft', { ...path, body: { html } }));

  const save = useMutation({ mutationFn: saveDraft, onSuccess: (t) => remember(t) });
  const discard = useMutation({
    mutationFn: () => expectData(api.DELETE('/api/admin/templates/{id}/draft', path)),
    onSuccess: (t) => remember(t),
  });
  const submit = useMutation({
    // What is in the editor is what goes up for review: save it first.
    mutationFn: async (html: string) => {
      await saveDraft(html);
      return expectData(api.POST('/api/admin/templates/{id}/draft/submit', path));
    },
    onSuccess: (t) => remember(t),
  });
  const publish = useMutation({
    // The answer's ETag is the version now live: the next publish from this editor matches it.
    mutationFn: async (v: { html: string; rollout?: RolloutGates }): Promise<Published> => {
      const call = await api.PUT('/api/admin/templates/{id}', {
        ...path,
        headers: ifMatch,
        body: { html: v.html, ...(v.rollout ? { rollout: v.rollout } : {}) },
      });
      const answer = await expectData(Promise.resolve(call));
      const published = call.response.headers.get('etag') ?? undefined;
      if ('candidateVersion' in answer) return { answer, etag: published, template: null };
      // What the editor published supersedes its working copy. A service that still keeps it gets it dropped here;
      // one that cleared it already answers `hasDraft: false` and is not asked twice.
      const template = answer.hasDraft ? await expectData(api.DELETE('/api/admin/templates/{id}/draft', path)) : answer;
      return { answer, etag: published, template };
    },
    onSuccess: (p) => p.template && remember(p.template, p.etag),
  });
  const schedule = useMutation({
    mutationFn: (v: { html: string; publishAt: string; rollout?: RolloutGates }): Promise<ScheduleAnswer> =>
      expectData(
        api.PUT('/api/admin/templates/{id}/schedule', {
          ...path,
          body: { html: v.html, publishAt: v.publishAt, ...(v.rollout ? { rollout: v.rollout } : {}) },
        }),
      ),
  });
  return { save, discard, submit, publish, schedule };
}
