import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData, type ApiClient } from '../../api/client';
import { useChange } from '../../api/hooks';
import { ARRIVAL_MS, keys, rememberTemplate, type Answer, type TemplateDetail } from '../../api/queries';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';
import type { BrandKit, Design } from '../../../../shared/designs/schema';
import { assetQuery, usePlaceholderFields, WORKING_COPY_CHANGE } from '../editor/queries';

// The designer's data: a template's design and the steps on it, the brand kit, the gallery of designs to start from,
// and what its preview shows (a mailbox's values, the images a design names).

export type DesignState = NonNullable<Answer<'/api/admin/templates/{id}/design'>['design']>;
type DesignedTemplate = paths['/api/admin/templates/{id}/design']['put']['responses'][200]['content']['application/json'];
export type GalleryDesign = Answer<'/api/admin/designs/gallery'>['designs'][number];

const designerKeys = {
  /** Under the template's own key: a change to the template reads its design again too. */
  design: (id: string) => [...keys.template(id), 'design'] as const,
  brandKit: ['brand-kit'] as const,
  gallery: ['designs', 'gallery'] as const,
  mailboxSearch: (q: string) => ['users', 'search', q] as const,
  mailboxView: (email: string, names: string[]) => [...keys.mailboxViews, email, names] as const,
};

/** A template's design, or null for a template written as HTML. */
export const templateDesignQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: designerKeys.design(id),
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: ARRIVAL_MS,
    queryFn: async (): Promise<DesignState | null> =>
      (await expectData(api.GET('/api/admin/templates/{id}/design', { params: { path: { id } } }))).design,
  });

export function useTemplateDesign(id: string) {
  const { api } = usePortal();
  return useQuery(templateDesignQuery(api, id));
}

/** The organisation's brand kit and the ETag a save names in If-Match. */
const brandKitQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: designerKeys.brandKit,
    queryFn: async () => {
      const answer = await api.GET('/api/admin/brand-kit');
      const { kit } = await expectData(Promise.resolve(answer));
      return { kit, etag: answer.response.headers.get('etag') ?? undefined };
    },
  });

export function useBrandKit() {
  const { api } = usePortal();
  return useQuery(brandKitQuery(api));
}

/** Reads the brand kit from the service now (after a save refused as stale), whatever the cache holds. */
export function useReadBrandKitAgain() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...brandKitQuery(api), staleTime: 0 });
}

/**
 * Saves the brand kit over the version `etag` names. Every template made in the designer gets a new working copy in
 * the new brand, so every template (its detail, design and library row) and the review queue are read again.
 */
export function useSaveBrandKit() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kit, etag }: { kit: BrandKit; etag: string | undefined }) => {
      const answer = await api.PUT('/api/admin/brand-kit', { body: { kit }, headers: etag ? { 'If-Match': etag } : undefined });
      const body = await expectData(Promise.resolve(answer));
      return { ...body, etag: answer.response.headers.get('etag') ?? undefined };
    },
    onSuccess: (answer) => queryClient.setQueryData(designerKeys.brandKit, { kit: answer.kit, etag: answer.etag }),
    meta: { touches: [keys.library, keys.approvals] },
  });
}

/** The template part of a designed template's answer, for the cached template and its library row. */
const templateOf = ({ design: _design, ...t }: DesignedTemplate): TemplateDetail => t as TemplateDetail;
/** The HTML a designed template's working copy now holds (what publishing and review use). */
export const renderedHtml = (t: DesignedTemplate) => t.draft?.html ?? t.html ?? '';
/** The languages a designed template's working copy now holds (each designed variant's HTML as its design made it). */
export const heldLanguages = (t: DesignedTemplate) => {
  const from = t.draft ?? t;
  return { variants: from.variants, languageBy: from.languageBy };
};
/** The designs of a save: the default's, and each designed variant's by language. */
type DesignSave = { design: Design; variants: { language: string; design: Design }[] };

/** Saving a design, detaching the template from it to edit the HTML by hand, and undoing that. */
export function useDesignActions(id: string) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const path = { params: { path: { id } } };
  // The answer is the template and its design as they now are; the template's working copy changed with them.
  const remember = (t: DesignedTemplate) => {
    rememberTemplate(queryClient, templateOf(t));
    queryClient.setQueryData(designerKeys.design(id), t.design);
  };
  const save = useMutation({
    mutationFn: (body: DesignSave) => expectData(api.PUT('/api/admin/templates/{id}/design', { ...path, body })),
    onSuccess: remember,
    meta: { touches: WORKING_COPY_CHANGE },
  });
  const detach = useMutation({
    mutationFn: (language?: string) =>
      expectData(api.POST('/api/admin/templates/{id}/design/detach', { ...path, body: language ? { language } : undefined })),
    onSuccess: (state) => queryClient.setQueryData(designerKeys.design(id), state),
    meta: { touches: [keys.template(id)] },
  });
  const restore = useMutation({
    mutationFn: (language?: string) =>
      expectData(api.POST('/api/admin/templates/{id}/design/restore', { ...path, body: language ? { language } : undefined })),
    onSuccess: remember,
    meta: { touches: WORKING_COPY_CHANGE },
  });
  return { save, detach, restore };
}

const galleryQuery = (api: ApiClient) =>
  queryOptions({ queryKey: designerKeys.gallery, queryFn: () => expectData(api.GET('/api/admin/designs/gallery')) });

export function useGallery() {
  const { api } = usePortal();
  return useQuery(galleryQuery(api));
}

/** Creates a template from a design of the gallery: the library and the getting-started checklist gain it. */
export function useCreateFromDesign() {
  return useChange([keys.library, keys.onboarding], (api, v: { name: string; galleryId: string }) =>
    expectData(api.POST('/api/admin/designs/templates', { body: v })),
  );
}

/** People of the directory by name or address. */
const mailboxSearchQuery = (api: ApiClient, q: string) =>
  queryOptions({
    queryKey: designerKeys.mailboxSearch(q),
    queryFn: () => expectData(api.GET('/api/admin/users/search', { params: { query: { q, limit: 20 } } })),
  });

/** `enabled` once enough is typed. */
export function useMailboxSearch(q: string, enabled: boolean) {
  const { api } = usePortal();
  return useQuery({ ...mailboxSearchQuery(api, q), enabled });
}

const NAME = /^\{\{\s*([\w.]+)\s*\}\}$/;

/** Sets `a.b.c` in a nested object, as Mustache reads dotted names. */
function setPath(view: Record<string, unknown>, path: string, value: string) {
  const parts = path.split('.');
  let at = view;
  for (const p of parts.slice(0, -1)) {
    if (typeof at[p] !== 'object' || at[p] === null) at[p] = {};
    at = at[p] as Record<string, unknown>;
  }
  at[parts[parts.length - 1]] = value;
}

/**
 * Every placeholder's value for one mailbox, exactly as the service resolves it: the service renders each named
 * placeholder once for the mailbox (one request per mailbox, not per edit), and the designer's preview fills the
 * design's HTML with them in the browser, so an edit shows at once.
 */
const mailboxViewQuery = (api: ApiClient, email: string, names: string[]) =>
  queryOptions({
    queryKey: designerKeys.mailboxView(email, names),
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      const html = names.map((n) => `<p title="${n}">{{${n}}}</p>`).join('');
      const answer = await expectData(api.POST('/api/admin/preview', { body: { html, email } }));
      const doc = new DOMParser().parseFromString(answer.html, 'text/html');
      const view: Record<string, unknown> = {};
      for (const n of names) setPath(view, n, doc.querySelector(`p[title="${n}"]`)?.textContent ?? '');
      return { view, mailbox: answer.mailbox };
    },
  });

/** The view of one mailbox for every placeholder the editors know (the contact card's and the photo's included). */
export function useMailboxView(email: string) {
  const { api } = usePortal();
  const fields = usePlaceholderFields();
  const names = [
    ...new Set(
      (fields.data?.groups ?? []).flatMap((g) => g.placeholders.map((p) => NAME.exec(p.placeholder)?.[1]).filter((n): n is string => !!n)),
    ),
  ];
  return useQuery({ ...mailboxViewQuery(api, email, names), enabled: !!email && !!fields.data });
}

/** The images a design names (`cid:<name>`) as data URLs, for the preview frame (which sends no sign-in). */
export function useImageData(names: readonly string[]) {
  const { api } = usePortal();
  const answers = useQueries({ queries: [...new Set(names)].map((name) => assetQuery(api, name)) });
  const urls: Record<string, string> = {};
  for (const a of answers) if (a.data) urls[a.data.name] = `data:${a.data.contentType};base64,${a.data.base64}`;
  return urls;
}
