import { z } from 'zod';
import { POLICY_GROUPS, POLICY_KEYS } from './content.rules.ts';

/** The longest rich-text body an operator may save (a policy page, an FAQ answer). */
export const RICH_TEXT_MAX = 100_000;

const iso = z.iso.datetime({ offset: true });
const title = z.string().trim().min(1, 'FieldIsNotEmpty').max(200, 'TextTooLong');
const summary = z.string().trim().max(300, 'TextTooLong').default('');
/** Rich text as an operator sends it; the server sanitises it before storing. */
export const richTextInput = z
  .string()
  .trim()
  .min(1, 'FieldIsNotEmpty')
  .max(RICH_TEXT_MAX, 'TextTooLong');

export const policyKeySchema = z.enum(POLICY_KEYS);
export const policyGroupSchema = z.enum(POLICY_GROUPS);

/**
 * A page's key in a path. Any short text is accepted here so that an unknown key is a 404
 * `CONTENT_PAGE_NOT_FOUND` (a page that does not exist), not a validation error.
 */
export const contentPageKeyParams = z.object({ key: z.string().max(64, 'TextTooLong') });

/** A policy page in the request's language, its body sanitised HTML. */
export const contentPageSchema = z.object({
  key: policyKeySchema,
  group: policyGroupSchema,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  updatedAt: iso,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** The footer's index: each policy group in core's order with its pages by position. */
export const policyIndexSchema = z.array(
  z.object({
    group: policyGroupSchema,
    pages: z.array(z.object({ key: policyKeySchema, title: z.string() })),
  }),
);
export type PolicyIndex = z.infer<typeof policyIndexSchema>;

/** A policy page in both languages, as the back office edits it. */
export const portalContentPageSchema = z.object({
  key: policyKeySchema,
  group: policyGroupSchema,
  position: z.number().int(),
  titleVi: z.string(),
  titleEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  bodyVi: z.string(),
  bodyEn: z.string(),
  updatedAt: iso,
});
export type PortalContentPage = z.infer<typeof portalContentPageSchema>;

/** What an operator saves of a policy page; both bodies are sanitised on the server. */
export const contentPageInputSchema = z.object({
  group: policyGroupSchema,
  position: z.coerce
    .number({ message: 'InvalidValue' })
    .int('InvalidValue')
    .min(0, 'InvalidValue')
    .max(999, 'InvalidValue'),
  titleVi: title,
  titleEn: title,
  summaryVi: summary,
  summaryEn: summary,
  bodyVi: richTextInput,
  bodyEn: richTextInput,
});
export type ContentPageInput = z.infer<typeof contentPageInputSchema>;

/** Rich text to preview: the server answers what it would store, and stores nothing. */
export const richTextPreviewInputSchema = z.object({
  html: z.string().max(RICH_TEXT_MAX, 'TextTooLong'),
});
export const richTextPreviewSchema = z.object({ html: z.string() });
