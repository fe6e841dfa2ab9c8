import { schema } from '@lotus/db';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../context.ts';
import type { SandboxTransaction } from './sandbox.repository.ts';

const { sandboxTransactions } = schema;

/**
 * Moves a waiting installment transaction (`155` the buyer, `150` the merchant) to its next
 * outcome; null when it is no longer waiting there (decided meanwhile).
 */
export async function moveWaitingTransaction(
  db: Db,
  id: string,
  from: string,
  to: string,
  decidedAt: Date,
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ resultCode: to, decidedAt })
    .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.resultCode, from)))
    .returning();
  return row ?? null;
}
