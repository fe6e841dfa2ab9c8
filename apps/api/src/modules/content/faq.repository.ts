import { schema } from '@lotus/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { faqs } = schema;

export type FaqRow = typeof faqs.$inferSelect;
type FaqValues = Pick<
  FaqRow,
  'questionVi' | 'questionEn' | 'answerVi' | 'answerEn' | 'isPublished'
>;

const ordered = [asc(faqs.position), asc(faqs.createdAt), asc(faqs.id)] as const;

/** Every question, in order; only the published ones when asked. */
export function listFaqs(db: Db, only: { published: boolean }): Promise<FaqRow[]> {
  const query = db.select().from(faqs);
  return (only.published ? query.where(eq(faqs.isPublished, true)) : query).orderBy(...ordered);
}

/** Adds a question after the last one. */
export async function insertFaq(db: Db, values: FaqValues, now: Date): Promise<FaqRow> {
  const [row] = await db
    .insert(faqs)
    .values({
      ...values,
      position: sql`(SELECT coalesce(max(${faqs.position}), -1) + 1 FROM ${faqs})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** Changes a question that exists; null when there is none with this id. */
export async function updateFaq(
  db: Db,
  id: string,
  values: Partial<FaqValues>,
  now: Date,
): Promise<FaqRow | null> {
  const [row] = await db
    .update(faqs)
    .set({ ...values, updatedAt: now })
    .where(eq(faqs.id, id))
    .returning();
  return row ?? null;
}

export async function deleteFaq(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return rows.length > 0;
}

/** Every question's id, locked against a concurrent reorder until the transaction ends. */
export async function lockFaqIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: faqs.id }).from(faqs).for('update');
  return rows.map((row) => row.id);
}

/** Gives each question its index in `ids` as its position, in one statement. */
export async function setFaqPositions(db: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE ${faqs} SET position = o.position - 1, updated_at = ${now.toISOString()}
    FROM unnest(ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]) WITH ORDINALITY AS o(id, position)
    WHERE ${faqs.id} = o.id`);
}
