import cluster from 'node:cluster';

/** How long a server's graceful shutdown may take before it exits anyway. */
export const COPY_SHUTDOWN_LIMIT_MS = 10_000;
/** How long a primary waits for its copies' shutdown, which each ends itself after its own limit. */
const SHUTDOWN_LIMIT_MS = COPY_SHUTDOWN_LIMIT_MS + 5_000;

/**
 * Runs this script `count` times as node:cluster copies sharing one port, from the primary
 * (call it once what every copy shares is ready; each copy runs the script's other branch). A
 * copy that ends after it listened is replaced; one that ends before it listened is a start-up
 * failure, which the others would only repeat, so all stop and the primary exits 1. SIGTERM and
 * SIGINT stop every copy gracefully, then the primary exits 0. `onListening` is called once the
 * first `count` copies all listen.
 */
export function superviseCopies(count: number, onListening?: () => void): void {
  const served = new Set<number>();
  let closing = false;
  const stopAll = (code: number) => {
    if (closing) return;
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(code), SHUTDOWN_LIMIT_MS).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    });
  };
  cluster.on('listening', (worker) => {
    served.add(worker.id);
    if (served.size === count) onListening?.();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    if (!served.has(worker.id)) {
      stopAll(1); // the copy said why
      return;
    }
    console.error(
      `Lotus: server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`,
    );
    cluster.fork();
  });
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
  for (let i = 0; i < count; i += 1) cluster.fork();
}
