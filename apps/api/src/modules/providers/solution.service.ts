import {
  type OwnSolution,
  type PublicSolution,
  type Result,
  SOLUTION_SCREENSHOTS_MAX,
  SOLUTION_SCREENSHOTS_MIN,
  type SolutionInput,
  type SolutionListQuery,
  fail,
  membershipActive,
  ok,
  pageOffset,
  splitSearchWords,
  withoutDiacritics,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import type { IncomingPhoto, PhotoStore } from '../reviews/review-photos.ts';
import * as providerRepo from './provider.repository.ts';
import { searchNameOf } from './provider.service.ts';
import { changes, contentOf, searchTextOf, storedInput, toOwn, toPublic } from './solution-view.ts';
import * as repo from './solution.repository.ts';

/**
 * Solutions (issue 36, decision 040): a provider's own (every query scoped to it, so another's
 * is 404), publishing under the membership's limit (one conditional update of its counter in
 * the publish's transaction), the operator's review, and the storefront's live reads, which
 * check the membership themselves.
 */
export function createSolutionService(deps: { screenshots: PhotoStore }) {
  async function own(ctx: ServiceContext, id: string) {
    return repo.findSolution(ctx.db, id, actorOf(ctx).id);
  }

  return {
    async list(ctx: ServiceContext): Promise<OwnSolution[]> {
      return (await repo.listOwn(ctx.db, actorOf(ctx).id)).map(toOwn);
    },

    async get(ctx: ServiceContext, id: string): Promise<Result<OwnSolution>> {
      const row = await own(ctx, id);
      return row ? ok(toOwn(row)) : fail('SOLUTION_NOT_FOUND');
    },

    /** A new draft of the signed-in provider. */
    async create(ctx: ServiceContext, input: SolutionInput): Promise<Result<OwnSolution>> {
      const provider = await providerRepo.findProvider(ctx.db, actorOf(ctx).id);
      if (!provider) return fail('PROVIDER_NOT_FOUND');
      const row = await repo.insertSolution(ctx.db, {
        providerId: provider.userId,
        ...storedInput(input),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      return ok(toOwn(row));
    },

    /**
     * Edits the provider's copy. A material edit of a solution with a live version (or a
     * published one) waits for review; the live version stays on the storefront meanwhile.
     */
    async update(
      ctx: ServiceContext,
      id: string,
      input: SolutionInput,
    ): Promise<Result<OwnSolution>> {
      const row = await own(ctx, id);
      if (!row) return fail('SOLUTION_NOT_FOUND');
      const stored = storedInput(input);
      if (!changes(row, stored)) return ok(toOwn(row));
      const review = row.live || row.published;
      const updated = await repo.updateSolution(ctx.db, id, actorOf(ctx).id, {
        ...stored,
        ...(review
          ? { reviewState: 'submitted', submittedAt: ctx.now, rejectionReason: null }
          : row.reviewState === 'rejected'
            ? { reviewState: 'draft', rejectionReason: null }
            : {}),
        updatedAt: ctx.now,
      });
      return updated ? ok(toOwn(updated)) : fail('SOLUTION_NOT_FOUND');
    },

    /** Deletes a solution; a published one gives its slot back in the same transaction. */
    async remove(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      const providerId = actorOf(ctx).id;
      const removed = await withTransaction(ctx, async (tx) => {
        const row = await repo.deleteSolution(tx.db, id, providerId);
        if (row?.published) await providerRepo.freeSlot(tx.db, providerId);
        return ok(row);
      });
      if (!removed.ok || !removed.value) return fail('SOLUTION_NOT_FOUND');
      await deps.screenshots.remove(removed.value.screenshots.map((s) => s.url));
      return ok({ id });
    },

    /**
     * Publishes: the solution is marked published and one slot of an active membership taken in
     * one transaction; the slot's conditional update is the limit (parallel publishes at the
     * limit admit exactly one). Refused with the spec's messages when the membership is missing
     * or over, or full. A first publish waits for review.
     */
    async publish(ctx: ServiceContext, id: string): Promise<Result<OwnSolution>> {
      const providerId = actorOf(ctx).id;
      const row = await own(ctx, id);
      if (!row) return fail('SOLUTION_NOT_FOUND');
      if (row.published) return ok(toOwn(row));
      const provider = await providerRepo.findProvider(ctx.db, providerId);
      if (provider?.status !== 'approved') return fail('PROVIDER_NOT_APPROVED');
      const shown = row.live ?? contentOf(row);
      if (shown.screenshots.length < SOLUTION_SCREENSHOTS_MIN) {
        return fail('SOLUTION_SCREENSHOTS_NEEDED');
      }
      return withTransaction(ctx, async (tx) => {
        const marked = await repo.markPublished(tx.db, id, providerId, tx.now);
        // Published meanwhile by another request: that one holds the slot.
        if (!marked) return ok(toOwn((await repo.findSolution(tx.db, id, providerId))!));
        if (await providerRepo.takeSlot(tx.db, providerId, tx.now)) return ok(toOwn(marked));
        const membership = await providerRepo.findMembership(tx.db, providerId);
        return membershipActive(membership?.expiresAt, tx.now)
          ? fail('PUBLISH_LIMIT_EXCEEDED')
          : fail('MEMBERSHIP_EXPIRED');
      });
    },

    /** Unpublishes: off the storefront, and its slot back, in one transaction. */
    async unpublish(ctx: ServiceContext, id: string): Promise<Result<OwnSolution>> {
      const providerId = actorOf(ctx).id;
      return withTransaction(ctx, async (tx) => {
        const marked = await repo.markUnpublished(tx.db, id, providerId, tx.now);
        if (marked) {
          await providerRepo.freeSlot(tx.db, providerId);
          return ok(toOwn(marked));
        }
        const row = await repo.findSolution(tx.db, id, providerId);
        return row ? ok(toOwn(row)) : fail('SOLUTION_NOT_FOUND');
      });
    },

    /**
     * Adds screenshots to the provider's copy through the review photos' pipeline (decoded,
     * re-encoded, stored under our names); at most `SOLUTION_SCREENSHOTS_MAX` in all. Like an
     * edit, it waits for review when the solution has a live version.
     */
    async addScreenshots(
      ctx: ServiceContext,
      id: string,
      files: IncomingPhoto[],
    ): Promise<Result<OwnSolution>> {
      const row = await own(ctx, id);
      if (!row) return fail('SOLUTION_NOT_FOUND');
      if (files.length === 0) return fail('PHOTO_INVALID');
      if (row.screenshots.length + files.length > SOLUTION_SCREENSHOTS_MAX) {
        return fail('SOLUTION_SCREENSHOTS_TOO_MANY', {
          params: { max: SOLUTION_SCREENSHOTS_MAX },
        });
      }
      const saved = await deps.screenshots.save(files);
      if (!saved.ok) return saved;
      const review = row.live || row.published;
      const updated = await repo.updateSolution(ctx.db, id, actorOf(ctx).id, {
        screenshots: [...row.screenshots, ...saved.value],
        ...(review ? { reviewState: 'submitted', submittedAt: ctx.now } : {}),
        updatedAt: ctx.now,
      });
      if (!updated) {
        await deps.screenshots.remove(saved.value.map((s) => s.url));
        return fail('SOLUTION_NOT_FOUND');
      }
      return ok(toOwn(updated));
    },

    async removeScreenshot(
      ctx: ServiceContext,
      id: string,
      index: number,
    ): Promise<Result<OwnSolution>> {
      const row = await own(ctx, id);
      const gone = row?.screenshots[index];
      if (!row || !gone) return fail('SOLUTION_NOT_FOUND');
      const review = row.live || row.published;
      const updated = await repo.updateSolution(ctx.db, id, actorOf(ctx).id, {
        screenshots: row.screenshots.filter((_, i) => i !== index),
        ...(review ? { reviewState: 'submitted', submittedAt: ctx.now } : {}),
        updatedAt: ctx.now,
      });
      if (!updated) return fail('SOLUTION_NOT_FOUND');
      // The live version may still show it: only a file no version names is deleted.
      if (!row.live?.screenshots.some((s) => s.url === gone.url)) {
        await deps.screenshots.remove([gone.url]);
      }
      return ok(toOwn(updated));
    },

    async reviewQueue(ctx: ServiceContext, query: { page: number; limit: number }) {
      const { rows, total } = await repo.reviewQueue(ctx.db, {
        limit: query.limit,
        offset: pageOffset(query),
      });
      return {
        items: rows.map((row) => ({ ...toOwn(row), businessName: row.businessName })),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    /**
     * An operator's review of a submitted solution: approved, the copy goes live as read;
     * rejected, with a reason: a first publish leaves the storefront's queue and frees its slot,
     * an edit is refused while the approved version stays live.
     */
    async review(
      ctx: ServiceContext,
      id: string,
      input: { decision: 'approved' | 'rejected'; reason?: string | undefined },
    ): Promise<Result<OwnSolution>> {
      return withTransaction(ctx, async (tx) => {
        const row = await repo.findSolution(tx.db, id, null, true);
        if (!row) return fail('SOLUTION_NOT_FOUND');
        if (row.reviewState !== 'submitted') return fail('SOLUTION_NOT_SUBMITTED');
        if (input.decision === 'approved') {
          const provider = await providerRepo.findProvider(tx.db, row.providerId);
          const live = contentOf(row);
          const approved = await repo.approve(tx.db, {
            id,
            seen: row.updatedAt,
            live,
            searchText: searchTextOf(live, provider?.businessName ?? ''),
            now: tx.now,
          });
          return approved ? ok(toOwn(approved)) : fail('SOLUTION_NOT_SUBMITTED');
        }
        const first = row.live === null;
        const updated = await repo.updateSolution(tx.db, id, null, {
          reviewState: 'rejected',
          rejectionReason: input.reason ?? null,
          ...(first ? { published: false } : {}),
          updatedAt: tx.now,
        });
        if (first && row.published) await providerRepo.freeSlot(tx.db, row.providerId);
        return ok(toOwn(updated!));
      });
    },

    /** The storefront's live solutions: the catalogue's folding of the words, and filters. */
    async listLive(ctx: ServiceContext, query: SolutionListQuery) {
      const words = query.name ? splitSearchWords(withoutDiacritics(query.name)) : [];
      const { rows, total } = await repo.listLive(
        ctx.db,
        ctx.now,
        {
          words,
          providerName: query.providerName ? searchNameOf(query.providerName) : undefined,
          category: query.category,
          provider: query.provider,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice,
        },
        { limit: query.limit, offset: pageOffset(query) },
      );
      return {
        items: rows.map((row) => toPublic(row, ctx.lang)),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    async detail(ctx: ServiceContext, id: string): Promise<Result<PublicSolution>> {
      const row = await repo.viewLive(ctx.db, id, ctx.now);
      return row ? ok(toPublic(row, ctx.lang)) : fail('SOLUTION_NOT_FOUND');
    },
  };
}

export type SolutionService = ReturnType<typeof createSolutionService>;
