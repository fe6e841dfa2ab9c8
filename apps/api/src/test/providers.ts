import { randomUUID } from 'node:crypto';
import { type Role, withoutDiacritics } from '@lotus/core';
import { type Database, schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createAccessTokens } from '../lib/access-tokens.ts';
import type { Clock } from '../lib/clock.ts';
import { newCustomer, quickCustomers } from './factories.ts';
import { TEST_JWT_SECRET } from './test-app.ts';

const tokens = createAccessTokens(TEST_JWT_SECRET);

/** A bearer header for `user` as `role`, signed at the clock's time (tokens live 15 minutes). */
export async function headersAt(clock: Clock, user: { id: string; email: string }, role: Role) {
  const token = await tokens.sign(
    { id: user.id, role, email: user.email },
    randomUUID(),
    clock.now(),
  );
  return { authorization: `Bearer ${token}` };
}

/** A plan straight in the database. */
export async function insertPlan(db: Database, maxPublished: number, durationDays = 30) {
  const [row] = await db
    .insert(schema.membershipPlans)
    .values({
      nameVi: `Gói ${maxPublished}`,
      nameEn: `Plan ${maxPublished}`,
      price: 500_000 * maxPublished,
      durationDays,
      maxPublished,
      createdAt: new Date(),
    })
    .returning();
  return row!;
}

/** An approved provider (no membership), straight in the database; its user. */
export async function approvedProvider(db: Database, businessName = 'Robot Sài Gòn') {
  const [user] = await quickCustomers(db, 1, 'PROVIDER');
  await db.insert(schema.providers).values({
    userId: user!.id,
    businessName,
    searchName: withoutDiacritics(businessName.toLowerCase()),
    contactPerson: 'Lê Minh',
    taxCode: '0312345678',
    address: '1 Lê Lợi, Quận 1',
    status: 'approved',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return user!;
}

/** A solution's input that passes every validation. */
export function solutionInput(overrides: Record<string, unknown> = {}) {
  return {
    titleVi: 'Cánh tay rô-bốt hàn điểm',
    titleEn: 'Spot welding robot arm',
    summaryVi: 'Tích hợp rô-bốt hàn cho xưởng cơ khí.',
    summaryEn: 'Welding robot integration for machine shops.',
    descriptionVi: '<p>Lắp đặt, lập trình và bảo trì.</p><script>alert(1)</script>',
    descriptionEn: '<p>Installation, programming and maintenance.</p>',
    category: 'integration',
    tags: ['hàn', 'rô-bốt'],
    price: 150_000_000,
    demoUrl: 'https://demo.example.vn/han',
    docsUrl: '',
    ...overrides,
  };
}

/** A small real PNG, as a browser would upload it. */
export async function pngFile(colour = '#be185d') {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Gives a solution a screenshot in the database (for tests that are not about uploads). */
export async function withScreenshot(db: Database, solutionId: string) {
  await db
    .update(schema.solutions)
    .set({ screenshots: [{ url: '/images/uploads/solutions/x.webp', width: 64, height: 40 }] })
    .where(eq(schema.solutions.id, solutionId));
}

export { newCustomer };
