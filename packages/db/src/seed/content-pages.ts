import { POLICY_KEYS } from '@lotus/core';
import type { Transaction } from '../client.ts';
import { contentPages, faqs } from '../schema/index.ts';
import { DEMO_FAQS, DEMO_POLICIES } from './content/policies.ts';

/**
 * The policy pages and FAQs of the demo shop. Pages are inserted by key with ON CONFLICT DO
 * NOTHING (an operator's edits stay); the questions only into a shop that has none.
 */
export async function seedContentPages(tx: Transaction, now: Date): Promise<void> {
  await tx
    .insert(contentPages)
    .values(
      POLICY_KEYS.map((key) => {
        const page = DEMO_POLICIES[key];
        return {
          key,
          group: page.group,
          position: page.position,
          titleVi: page.title.vi,
          titleEn: page.title.en,
          summaryVi: page.summary.vi,
          summaryEn: page.summary.en,
          bodyVi: page.body.vi,
          bodyEn: page.body.en,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing();

  const [existing] = await tx.select({ id: faqs.id }).from(faqs).limit(1);
  if (existing) return;
  await tx.insert(faqs).values(
    DEMO_FAQS.map((faq, position) => ({
      position,
      questionVi: faq.question.vi,
      questionEn: faq.question.en,
      answerVi: faq.answer.vi,
      answerEn: faq.answer.en,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
