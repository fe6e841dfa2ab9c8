import { z } from 'zod';
import { MAX_TRACKED_URL, hasControlCharacter } from './tracking.rules.ts';

/** `POST /api/tracking`: the page a browser showed, as a path or a URL of the shop. */
export const trackingViewSchema = z.object({
  accessedUrl: z
    .string()
    .min(1, 'FieldIsNotEmpty')
    .max(MAX_TRACKED_URL, 'TextTooLong')
    .refine((url) => !hasControlCharacter(url), 'InvalidCharacters'),
});
export type TrackingView = z.infer<typeof trackingViewSchema>;

/** Whether the view was counted. */
export const trackingRecordedSchema = z.object({ recorded: z.boolean() });

/** `GET /api/tracking`: the Vietnamese days to sum, both included (default: the last 30). */
export const trackingQuerySchema = z.object({
  from: z.iso.date('InvalidDate').optional(),
  to: z.iso.date('InvalidDate').optional(),
});
export type TrackingQuery = z.infer<typeof trackingQuerySchema>;

/** Views per page (the most viewed first) and per Vietnamese day (every day, 0 included). */
export const trackingSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  signedIn: z.number().int(),
  pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  days: z.array(z.object({ day: z.string(), views: z.number().int() })),
});
export type TrackingSummary = z.infer<typeof trackingSummarySchema>;
