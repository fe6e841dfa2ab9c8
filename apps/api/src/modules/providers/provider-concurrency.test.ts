import { schema } from '@lotus/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { quickCustomers } from '../../test/factories.ts';
import {
  approvedProvider,
  headersAt,
  insertPlan,
  solutionInput,
  withScreenshot,
} from '../../test/providers.ts';
import { onPostgres } from '../../test/test-database.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';
import * as repo from './provider.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

// Races only prove something on a server that runs transactions side by side: PostgreSQL.
describe.skipIf(!onPostgres())(
  'the publish limit and expiry under concurrency (PostgreSQL)',
  () => {
    const clock = manualClock(new Date());
    let t: TestApp;
    let admin: { id: string; email: string };

    beforeAll(async () => {
      t = await startTestApp({ clock, poolSize: 20, pristine: true });
      admin = (await quickCustomers(t.database.db, 1, 'ADMIN'))[0]!;
    });
    afterAll(() => t.close());

    it('admits exactly one of 10 parallel publishes when one slot is left', async () => {
      const provider = await approvedProvider(t.database.db);
      const plan = await insertPlan(t.database.db, 3);
      const headers = await headersAt(clock, provider, 'PROVIDER');
      const grant = await request(t.url, `/api/portal/providers/${provider.id}/membership`, {
        method: 'POST',
        headers: await headersAt(clock, admin, 'ADMIN'),
        json: { planId: plan.id },
      });
      expect(grant.status).toBe(200);
      const ids: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const created = await request(t.url, '/api/provider/solutions', {
          method: 'POST',
          headers,
          json: solutionInput(),
        });
        ids.push(created.body.data.id);
        await withScreenshot(t.database.db, created.body.data.id);
      }
      const publish = (id: string) =>
        request(t.url, `/api/provider/solutions/${id}/publish`, { method: 'POST', headers });
      // Two of the three slots taken first.
      expect((await publish(ids[0]!)).status).toBe(200);
      expect((await publish(ids[1]!)).status).toBe(200);
      const answers = await Promise.all(ids.slice(2).map(publish));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.body.code === 'PUBLISH_LIMIT_EXCEEDED')).toHaveLength(9);
      const [membership] = await t.database.db
        .select()
        .from(schema.providerMemberships)
        .where(eq(schema.providerMemberships.providerId, provider.id));
      expect(membership?.publishedCount).toBe(3);
      const published = await t.database.db
        .select({ id: schema.solutions.id })
        .from(schema.solutions)
        .where(
          and(eq(schema.solutions.providerId, provider.id), eq(schema.solutions.published, true)),
        );
      expect(published).toHaveLength(3);
    });

    it('leaves the membership active when a renewal races the expiry sweep', async () => {
      for (let round = 0; round < 5; round += 1) {
        const provider = await approvedProvider(t.database.db);
        const plan = await insertPlan(t.database.db, 1, 30);
        const start = new Date();
        await repo.renewMembership(t.database.db, { providerId: provider.id, plan, now: start });
        // The end has just passed: the sweep's statement would expire it; a renewal runs beside it.
        const now = new Date(start.getTime() + 30 * DAY + 1);
        await Promise.all([
          repo.renewMembership(t.database.db, { providerId: provider.id, plan, now }),
          repo.expireDue(t.database.db, now),
        ]);
        const row = await repo.findMembership(t.database.db, provider.id);
        expect(row?.status).toBe('active');
        expect(row!.expiresAt.getTime()).toBeGreaterThan(now.getTime() + 29 * DAY);
      }
    });
  },
);
