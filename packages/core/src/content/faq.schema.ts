import { z } from 'zod';
import { richTextInput } from './content-page.schema.ts';

/** The most questions the shop keeps (the reorder call names them all). */
export const FAQ_MAX = 200;

const iso = z.iso.datetime({ offset: true });
const question = z.string().trim().min(1, 'FieldIsNotEmpty').max(300, 'TextTooLong');

/** A published question in the request's language; the answer is sanitised HTML. */
export const faqSchema = z.object({ id: z.uuid(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

/** A question in both languages, as the back office edits it. */
export const portalFaqSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  questionVi: z.string(),
  questionEn: z.string(),
  answerVi: z.string(),
  answerEn: z.string(),
  isPublished: z.boolean(),
  updatedAt: iso,
});
export type PortalFaq = z.infer<typeof portalFaqSchema>;

/** What an operator saves of a question; a new one goes last. */
export const faqInputSchema = z.object({
  questionVi: question,
  questionEn: question,
  answerVi: richTextInput,
  answerEn: richTextInput,
  isPublished: z.boolean().default(true),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const faqPublishSchema = z.object({ isPublished: z.boolean() });

/** Every question's id in the new order (each exactly once). */
export const faqOrderSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1, 'FieldIsNotEmpty')
    .max(FAQ_MAX, 'InvalidValue')
    .refine((ids) => new Set(ids).size === ids.length, 'InvalidValue'),
});
export type FaqOrder = z.infer<typeof faqOrderSchema>;
