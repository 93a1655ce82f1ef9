import { z } from 'zod';

const Daily = z.array(z.object({ date: z.string(), clicks: z.number() }));
const Split = z.array(z.object({ name: z.string(), clicks: z.number() }));

/** `GET /api/admin/links`: every tracked link with its clicks over 30 days. */
export const LinkTotals = z.object({
  days: z.number(),
  links: z.array(
    z.object({
      slug: z.string(),
      target: z.string(),
      templateId: z.string(),
      templateName: z.string().nullable(),
      clicks: z.number(),
      trend: Daily,
    }),
  ),
});
export type LinkTotals = z.infer<typeof LinkTotals>;

/** The analytics of the clicks of one window. */
export const AnalyticsWindow = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  totalClicks: z.number(),
  daily: Daily,
  devices: Split,
  clients: Split,
  referrers: Split,
  /** 7 rows (Sunday first, UTC) of 24 hours. */
  hourOfDay: z.array(z.array(z.number())),
  applies: z.number(),
  clicksPer1000: z.number().nullable(),
});
type AnalyticsWindow = z.infer<typeof AnalyticsWindow>;

export const LinksOverview = AnalyticsWindow.extend({
  campaigns: z.array(z.object({ templateId: z.string(), templateName: z.string().nullable(), clicks: z.number() })),
});
export type LinksOverview = z.infer<typeof LinksOverview>;

export const LinkDetail = AnalyticsWindow.extend({ link: z.object({ slug: z.string(), target: z.string(), templateId: z.string() }) });
export type LinkDetail = z.infer<typeof LinkDetail>;
