import { expectData, expectOk } from '../../api/client';
import type { Answer } from '../../api/queries';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import type { Draft } from './BlockDialog';
import type { Block, Kind } from './blockWords';
import { bannerBody, footerBody } from './draft';

export type Banner = Answer<'/api/admin/banners'>['banners'][number];

const blockKeys: Record<Kind, readonly [Kind]> = { banners: ['banners'], footers: ['footers'] };

export function useBanners() {
  return useRead(blockKeys.banners, async (api) => (await expectData(api.GET('/api/admin/banners'))).banners);
}

export function useFooters() {
  return useRead(blockKeys.footers, async (api) => (await expectData(api.GET('/api/admin/footers'))).footers);
}

/** Creates a banner or footer (`id` null) or changes one. */
export function useSaveBlock(kind: Kind, options?: ChangeOptions<Block, { id: string | null; draft: Draft }>) {
  return useChange(
    [blockKeys[kind]],
    (api, { id, draft }) => {
      if (kind === 'banners') {
        const body = bannerBody(draft);
        return expectData(
          id ? api.PUT('/api/admin/banners/{id}', { params: { path: { id } }, body }) : api.POST('/api/admin/banners', { body }),
        );
      }
      const body = footerBody(draft);
      return expectData(
        id ? api.PUT('/api/admin/footers/{id}', { params: { path: { id } }, body }) : api.POST('/api/admin/footers', { body }),
      );
    },
    options,
  );
}

export function useDeleteBlock(kind: Kind, options?: ChangeOptions<Block, Block>) {
  return useChange(
    [blockKeys[kind]],
    (api, b: Block) =>
      expectOk(
        kind === 'banners'
          ? api.DELETE('/api/admin/banners/{id}', { params: { path: { id: b.id } } })
          : api.DELETE('/api/admin/footers/{id}', { params: { path: { id: b.id } } }),
      ).then(() => b),
    options,
  );
}
