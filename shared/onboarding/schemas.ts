import { z } from 'zod';

export const DpaAcceptance = z.object({ acceptedAt: z.string(), acceptedBy: z.string().nullable(), version: z.string().nullable() });
export type DpaAcceptance = z.infer<typeof DpaAcceptance>;

/** `GET /api/admin/onboarding`: the getting-started steps, whether the list was dismissed, and the DPA acceptance. */
export const Checklist = z.object({
  steps: z.array(z.object({ id: z.string(), label: z.string(), done: z.boolean() })),
  completed: z.number(),
  dismissed: z.boolean(),
  dpa: DpaAcceptance.nullable(),
  dpaVersion: z.string().describe('The version of the data processing agreement in force (the `/dpa` page)'),
});
export type Checklist = z.infer<typeof Checklist>;
