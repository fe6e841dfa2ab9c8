import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/** The channel on which the database announces changes that cached pages depend on (0009). */
export const CACHE_CHANNEL = 'lotus_cache';

/** A subscription to a channel; `close` ends it. */
export interface Listening {
  close(): Promise<void>;
}

/**
 * Calls `onNotice` with the payload of every notice on `channel`, delivered when the transaction
 * that sent it commits. On PostgreSQL it keeps one connection of its own and, when that
 * connection is lost, reconnects and calls `onGap` (notices sent meanwhile are lost: the caller
 * must treat everything as changed). On PGlite it listens on the one embedded connection.
 */
export async function listenToNotices(
  handle: DatabaseHandle,
  channel: string,
  onNotice: (payload: string) => void,
  onGap: () => void = () => {},
): Promise<Listening> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  const { driver } = handle;
  if (driver.kind === 'pglite') {
    const unlisten = await driver.client.listen(channel, onNotice);
    return { close: () => unlisten() };
  }

  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: driver.url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
    });
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const reconnect = () => {
    if (closed || retry) return;
    client?.removeAllListeners();
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(onGap, reconnect);
    }, 500);
    retry.unref();
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      await current?.end().catch(() => {});
    },
  };
}

/** The newest cache version the database has handed out (0 before the first change). */
export async function latestCacheVersion(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute<{ version: string | number }>(
    sql`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS version FROM cache_version`,
  );
  const rows = (result as { rows?: { version: string | number }[] }).rows ?? result;
  return Number((rows as { version: string | number }[])[0]?.version ?? 0);
}
