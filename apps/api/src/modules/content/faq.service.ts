import {
  type Faq,
  type FaqInput,
  type PortalFaq,
  type Result,
  type ShopFacts,
  fail,
  fillShopFacts,
  localize,
  ok,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { noticeContentChange } from './content-page.repository.ts';
import * as repo from './faq.repository.ts';

const portalFaq = (row: repo.FaqRow): PortalFaq => ({
  id: row.id,
  position: row.position,
  questionVi: row.questionVi,
  questionEn: row.questionEn,
  answerVi: row.answerVi,
  answerEn: row.answerEn,
  isPublished: row.isPublished,
  updatedAt: row.updatedAt.toISOString(),
});

const sanitised = (input: FaqInput) => ({
  ...input,
  answerVi: sanitizeRichText(input.answerVi),
  answerEn: sanitizeRichText(input.answerEn),
});

/**
 * The shop's questions and answers: the storefront reads the published ones in order; the back
 * office writes them (answers sanitised on every write), publishes or hides, reorders, deletes.
 * Every change announces itself to the page cache in its transaction. The storefront's answers
 * quote the shop's settings where they say `{{delivery:…}}` or `{{warranty}}` (core's
 * `fillShopFacts`), so they stay true when an admin changes one.
 */
export function createFaqService(deps: { facts: (ctx: ServiceContext) => Promise<ShopFacts> }) {
  /** Runs a change and the cache notice in one transaction. */
  const change = <T>(ctx: ServiceContext, fn: (tx: ServiceContext) => Promise<Result<T>>) =>
    withTransaction(ctx, async (tx) => {
      const result = await fn(tx);
      if (result.ok) await noticeContentChange(tx.db);
      return result;
    });

  return {
    /** The published questions in order, in the request's language. */
    async published(ctx: ServiceContext): Promise<Faq[]> {
      const [rows, facts] = await Promise.all([
        repo.listFaqs(ctx.db, { published: true }),
        deps.facts(ctx),
      ]);
      const words = (vi: string, en: string) =>
        fillShopFacts(localize({ vi, en }, ctx.lang), facts, ctx.lang);
      return rows.map((row) => ({
        id: row.id,
        question: words(row.questionVi, row.questionEn),
        answer: words(row.answerVi, row.answerEn),
      }));
    },

    /** Every question, published or not, in order. */
    async list(ctx: ServiceContext): Promise<PortalFaq[]> {
      return (await repo.listFaqs(ctx.db, { published: false })).map(portalFaq);
    },

    /** Adds a question after the last one. */
    create(ctx: ServiceContext, input: FaqInput): Promise<Result<PortalFaq>> {
      return change(ctx, async (tx) =>
        ok(portalFaq(await repo.insertFaq(tx.db, sanitised(input), tx.now))),
      );
    },

    update(ctx: ServiceContext, id: string, input: FaqInput): Promise<Result<PortalFaq>> {
      return change(ctx, async (tx) => {
        const row = await repo.updateFaq(tx.db, id, sanitised(input), tx.now);
        return row ? ok(portalFaq(row)) : fail('FAQ_NOT_FOUND');
      });
    },

    /** Shows a question on the storefront or hides it (the same answer twice changes nothing). */
    publish(ctx: ServiceContext, id: string, isPublished: boolean): Promise<Result<PortalFaq>> {
      return change(ctx, async (tx) => {
        const row = await repo.updateFaq(tx.db, id, { isPublished }, tx.now);
        return row ? ok(portalFaq(row)) : fail('FAQ_NOT_FOUND');
      });
    },

    /**
     * Puts the questions in the order of `ids`, which must name every question exactly once
     * (`FAQ_ORDER_MISMATCH` otherwise: a stale list would silently misplace new questions).
     */
    reorder(ctx: ServiceContext, ids: string[]): Promise<Result<PortalFaq[]>> {
      return change(ctx, async (tx) => {
        const existing = new Set(await repo.lockFaqIds(tx.db));
        if (existing.size !== ids.length || !ids.every((id) => existing.has(id))) {
          return fail('FAQ_ORDER_MISMATCH');
        }
        await repo.setFaqPositions(tx.db, ids, tx.now);
        return ok((await repo.listFaqs(tx.db, { published: false })).map(portalFaq));
      });
    },

    remove(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      return change(ctx, async (tx) =>
        (await repo.deleteFaq(tx.db, id)) ? ok({ id }) : fail('FAQ_NOT_FOUND'),
      );
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
