import { useQueries, useQuery } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { usePlaceholderFields } from '../../api/queries';
import { usePortal } from '../../portal';

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
 * Every placeholder's value for one mailbox, exactly as the service resolves it: the service renders each known
 * placeholder once for the mailbox (one request per mailbox, not per edit), and the designer's preview fills the
 * design's HTML with them in the browser, so an edit shows at once.
 */
export function useMailboxView(email: string) {
  const { api } = usePortal();
  const fields = usePlaceholderFields();
  // The editors' list names every placeholder the service resolves, the contact card's and the photo's included.
  const names = [
    ...new Set(
      (fields.data?.groups ?? []).flatMap((g) => g.placeholders.map((p) => NAME.exec(p.placeholder)?.[1]).filter((n): n is string => !!n)),
    ),
  ];
  return useQuery({
    queryKey: ['designer', 'view', email, names],
    enabled: !!email && !!fields.data,
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
}

/** The images a design names (`cid:<name>`) as data URLs, for the preview frame (which sends no sign-in). */
export function useImageData(names: readonly string[]) {
  const { api } = usePortal();
  const answers = useQueries({
    queries: [...new Set(names)].map((name) => ({
      queryKey: ['asset', name],
      staleTime: Infinity,
      retry: false,
      queryFn: () => expectData(api.GET('/api/admin/asset/{name}', { params: { path: { name } } })),
    })),
  });
  const urls: Record<string, string> = {};
  for (const a of answers) if (a.data) urls[a.data.name] = `data:${a.data.contentType};base64,${a.data.base64}`;
  return urls;
}
