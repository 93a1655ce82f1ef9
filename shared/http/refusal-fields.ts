import { z } from 'zod';

// The extra fields of refusal bodies (see the catalogue, refusals.ts), each with what it says: the OpenAPI document
// describes each field of its Error schema from these.

export const text = (description: string) => z.string().describe(description);
export const count = (description: string) => z.number().int().describe(description);
export const texts = (description: string) => z.array(z.string()).describe(description);

export const fields = (description: string) => z.record(z.string(), z.string()).describe(description);
export const image = text('In a bundle: which of its images, as `images.<n>`').optional();

export const accepted = z.object({ accepted: texts('The media types it takes') });
export const unpublished = z.object({ templateId: text('The template that has never been published') });
export const inviteState = z.object({ state: text("The invitation's state") });
/** The limits an image or a photo went over, and what it has. */
export const bytes = { limitBytes: count('The most bytes it may have'), size: count('The bytes it has') };
export const pixels = {
  limitPixels: count('The most pixels it may have'),
  width: count('Its width'),
  height: count('The height of one frame'),
  frames: count('Its frames'),
};
export const frames = { limitFrames: count('The most frames it may have'), frames: count('Its frames') };

export const named = (description: string) => z.array(z.object({ id: z.string(), name: z.string() })).describe(description);
export const removed = z.array(z.object({ item: z.string(), count: z.number().int() })).describe('What was removed, and how often');
export const rollout = z
  .object({ templateId: z.string(), startedAt: z.string(), startedBy: z.string(), percentage: z.number().int() })
  .describe('When deleting a template, the rollout in the way');
export const schedule = z
  .object({ templateId: z.string(), publishAt: z.string(), bookedBy: z.string() })
  .describe('The scheduled publish in the way');
