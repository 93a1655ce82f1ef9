import type { Languages } from './draft';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expectData, type ApiClient } from '../../api/client';
import { useChange } from '../../api/hooks';
import { ARRIVAL_MS, keys, rememberTemplate, TEMPLATE_CHANGE, type Answer, type TemplateDetail } from '../../api/queries';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';
import { useSampleLanguage } from '../../i18n/LanguageProvider';
import type { DoctorContext } from '../../../../shared/doctor/schemas';
import { ROLLOUT_DEFAULTS } from '../../../../shared/rollouts/vocabulary';
import { assetNameFor, uploadAsset } from './uploadAsset';
import { useDebounced } from './useDebounced';

// The template editor's data: the placeholders, the organisation's images, the service's preview, the doctor's
// context, and the steps of a template's working copy (save, discard, submit, publish, schedule).

export type PlaceholderGroups = Answer<'/api/admin/fields'>['groups'];
export type Asset = Answer<'/api/admin/assets'>['assets'][number];
export type PreviewAnswer = paths['/api/admin/preview']['post']['responses'][200]['content']['application/json'];
export type TemplateWarning = PreviewAnswer['warnings'][number];

/** Whom the preview renders for: sample data, or a mailbox of the organisation (and who sends from it). */
interface PreviewTarget {
  email: string;
  sender: string;
}

/**
 * What the service renders: a body, for sample data (no email) or a mailbox and who sends from it; `language` is the
 * variant's, so sample data writes the day of return in it ('' for the default body).
 */
interface PreviewInput extends PreviewTarget {
  html: string;
  language: string;
}

const editorKeys = {
  /** One image's bytes (the designer's preview shows them as data URLs). */
  asset: (name: string) => ['asset', name] as const,
  anyAsset: ['asset'] as const,
  preview: (input: PreviewInput) => ['preview', input] as const,
  anyPreview: ['preview'] as const,
};

const fieldsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: keys.fields, queryFn: () => expectData(api.GET('/api/admin/fields')), staleTime: 60_000 });

export function usePlaceholderFields() {
  const { api } = usePortal();
  return useQuery(fieldsQuery(api));
}

const assetsQuery = (api: ApiClient) => queryOptions({ queryKey: keys.assets, queryFn: () => expectData(api.GET('/api/admin/assets')) });

export function useAssets() {
  const { api } = usePortal();
  return useQuery(assetsQuery(api));
}

export const assetQuery = (api: ApiClient, name: string) =>
  queryOptions({
    queryKey: editorKeys.asset(name),
    staleTime: Infinity,
    retry: false,
    queryFn: () => expectData(api.GET('/api/admin/asset/{name}', { params: { path: { name } } })),
  });

/** What the doctor knows of the organisation (clients, images, placeholders), fetched once for every live lint. */
const doctorContextQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: keys.doctorContext,
    staleTime: 60_000,
    queryFn: () => expectData(api.GET('/api/admin/doctor/context')) as Promise<DoctorContext>,
  });

export function useDoctorContext() {
  const { api } = usePortal();
  return useQuery(doctorContextQuery(api));
}

export const previewQuery = (api: ApiClient, input: PreviewInput) =>
  queryOptions({
    queryKey: editorKeys.preview(input),
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
            ...(input.language ? { language: input.language } : {}),
          },
        }),
      ),
  });

/** The body rendered by the service, debounced, keeping the last preview on screen while the next one renders. */
export function usePreview(html: string, target: PreviewTarget | null, language: string | null = null) {
  const { api } = usePortal();
  // The default body's sample data is written in the reader's language, a variant's in its own.
  const sample = useSampleLanguage();
  const input = useDebounced({
    html,
    email: target?.email.trim() ?? '',
    sender: target?.sender.trim() ?? '',
    language: language ?? sample,
  });
  return useQuery({ ...previewQuery(api, input), placeholderData: keepPreviousData });
}

/**
 * An image was added or changed: the image lists, the doctor's knowledge of the images, and every rendering that may
 * show it (the service inlines `cid:` images and warns about missing ones).
 */
const IMAGES_CHANGE = [keys.assets, editorKeys.anyAsset, keys.doctorContext, editorKeys.anyPreview];

/**
 * Uploads an image (`uploadAsset`, with its progress). `onUploaded` runs as soon as the upload answers, before the
 * image lists are read again.
 */
export function useUploadAsset(onUploaded?: (asset: Asset) => void) {
  const portal = usePortal();
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const asset = await uploadAsset(portal, assetNameFor(file.name), file, setProgress);
      onUploaded?.(asset);
      return asset;
    },
    meta: { touches: IMAGES_CHANGE },
  });
  return { upload, progress };
}

/** Makes a dark-mode variant of an image the doctor found unsafe on a dark background (the Admin picks the style). */
export function useDarkVariant() {
  return useChange(IMAGES_CHANGE, (api, { name, style }: { name: string; style: 'outline' | 'padding' }) =>
    expectData(api.POST('/api/admin/asset/{name}/dark-variant', { params: { path: { name } }, body: { style } })),
  );
}

/** A template's working copy changed (saved, discarded, submitted, restored): the template and its library row, the review queue. */
export const WORKING_COPY_CHANGE = [keys.library, keys.approvals];

/** A version went live: also its version list, the rollouts and schedules that start from it, and the checklist. */
const VERSION_CHANGE = [...TEMPLATE_CHANGE, keys.onboarding];

type PublishBody = paths['/api/admin/templates/{id}']['put']['requestBody']['content']['application/json'];
/** Every gate of a rollout block (the block also takes `true`, every default; the dialog always names each gate). */
export type RolloutGates = Required<Exclude<PublishBody['rollout'], true | undefined>>;
type PublishAnswers = paths['/api/admin/templates/{id}']['put']['responses'];
/** A publish answers the new version, or (202) the staged rollout it started. */
export type PublishAnswer = PublishAnswers[200]['content']['application/json'] | PublishAnswers[202]['content']['application/json'];
/** The publish's answer, its ETag, and the template as it stands after it (none for a staged rollout). */
type Published = { answer: PublishAnswer; etag: string | undefined; template: TemplateDetail | null };
type ScheduleAnswer = paths['/api/admin/templates/{id}/schedule']['put']['responses'][200]['content']['application/json'];

/** The API's defaults for a staged rollout's gates (the route's schema), shown in the dialog to start from. */
export const DEFAULT_GATES: RolloutGates = { ...ROLLOUT_DEFAULTS };

/**
 * Everything the editor asks of the service about one template's working copy. Publishing sends `If-Match` with the
 * ETag of the version the editor loaded, so a publish made meanwhile by someone else is refused (412) instead of
 * overwritten.
 */
/**
 * What the editor sends of a body: the default HTML, its language variants and the map choosing between them; of an
 * out-of-office reply, its external reply too.
 */
export type EditorBody = { html: string; external?: string } & Languages;

export function useEditorActions(id: string, etag: string | undefined) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const path = { params: { path: { id } } };
  // Every change answers the template as it now is: the editor's badges and the library row take it at once (the
  // ETag publishing sends stays the editor's own), then what the change touches is read again.
  const remember = (t: TemplateDetail, newEtag?: string) => rememberTemplate(queryClient, t, newEtag);
  const ifMatch = etag ? { 'If-Match': etag } : undefined;
  const saveDraft = (body: EditorBody) => expectData(api.PUT('/api/admin/templates/{id}/draft', { ...path, body }));
  const save = useMutation({ mutationFn: saveDraft, onSuccess: (t) => remember(t), meta: { touches: WORKING_COPY_CHANGE } });
  const discard = useMutation({
    mutationFn: () => expectData(api.DELETE('/api/admin/templates/{id}/draft', path)),
    onSuccess: (t) => remember(t),
    meta: { touches: WORKING_COPY_CHANGE },
  });
  const submit = useMutation({
    // What is in the editor is what goes up for review: save it first.
    mutationFn: async (body: EditorBody) => {
      await saveDraft(body);
      return expectData(api.POST('/api/admin/templates/{id}/draft/submit', path));
    },
    onSuccess: (t) => remember(t),
    meta: { touches: WORKING_COPY_CHANGE },
  });
  const publish = useMutation({
    // The answer's ETag is the version now live: the next publish from this editor matches it.
    mutationFn: async ({ rollout, ...body }: EditorBody & { rollout?: RolloutGates }): Promise<Published> => {
      const call = await api.PUT('/api/admin/templates/{id}', {
        ...path,
        headers: ifMatch,
        body: { ...body, ...(rollout ? { rollout } : {}) },
      });
      const answer = await expectData(Promise.resolve(call));
      const published = call.response.headers.get('etag') ?? undefined;
      if ('candidateVersion' in answer) return { answer, etag: published, template: null };
      // What the editor published supersedes its working copy. A service that still keeps it gets it dropped here;
      // one that cleared it already answers `hasDraft: false` and is not asked twice.
      const template = answer.hasDraft ? await expectData(api.DELETE('/api/admin/templates/{id}/draft', path)) : answer;
      return { answer, etag: published, template };
    },
    onSuccess: (p) => {
      if (p.template) remember(p.template, p.etag);
    },
    meta: { touches: VERSION_CHANGE },
  });
  const schedule = useMutation({
    mutationFn: ({ rollout, ...body }: EditorBody & { publishAt: string; rollout?: RolloutGates }): Promise<ScheduleAnswer> =>
      expectData(
        api.PUT('/api/admin/templates/{id}/schedule', {
          ...path,
          body: { ...body, ...(rollout ? { rollout } : {}) },
        }),
      ),
    meta: { touches: [keys.schedules] },
  });
  return { save, discard, submit, publish, schedule };
}
