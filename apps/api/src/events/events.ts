import { randomUUID } from 'node:crypto';
import type { ServiceContext } from '../context.ts';
import type { JobQueue, KindOptions } from '../jobs/jobs.ts';
import { derivedId } from '../lib/derived-id.ts';

/**
 * The named points in the life of the shop's records, by name, with what each carries. A module
 * that publishes an event declares it here by declaration merging
 * (`declare module '../../events/events.ts' { interface DomainEvents { 'order.placed': … } }`).
 * A payload holds ids and the facts of the moment (a status moved to, an amount), never a copy of
 * the record a listener can read itself.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventName = keyof DomainEvents;

/** An event as a listener after the commit receives it. */
export interface Published<N extends EventName> {
  /** Unique per publication: a listener's side effects are keyed by it (a mail's Message-ID). */
  id: string;
  name: N;
  payload: DomainEvents[N];
  /** The publisher's instant (its `ctx.now`). */
  at: string;
}

/** A listener in the publisher's transaction: a throw rolls the change back. */
export type WithinListener<N extends EventName> = (
  tx: ServiceContext,
  payload: DomainEvents[N],
) => Promise<void>;

/** A listener after the commit, run as a job: it must be safe to run twice. */
export type AfterListener<N extends EventName> = (
  ctx: ServiceContext,
  event: Published<N>,
) => Promise<void>;

/** When an `after` listener has something to do with an event (default: always). */
export interface AfterOptions<N extends EventName> {
  when?: (payload: DomainEvents[N]) => boolean;
}

/**
 * Events: a publisher names what happened, and never who listens. Subscriptions are made once,
 * in `services.ts`, before the queue starts.
 */
export interface EventBus {
  /**
   * `listener` runs in the publisher's transaction, atomic with the change (stock given back,
   * a voucher's use returned): exactly once per publication, since the change itself happens once.
   */
  within<N extends EventName>(name: N, listener: string, run: WithinListener<N>): void;
  /**
   * `listener` runs after the commit as its own job (mail, a notification, a reward): retried
   * with backoff when it fails, at least once per publication, never for a change that rolled
   * back. Its job's id is derived from the event's, so a publication makes one job per listener;
   * `when` skips the publications it has nothing to do with (no job at all).
   */
  after<N extends EventName>(
    name: N,
    listener: string,
    run: AfterListener<N>,
    options?: AfterOptions<N>,
  ): void;
  /**
   * Publishes `name` in `tx`, which must be an open transaction: runs the listeners `within`,
   * then writes the jobs of the listeners `after`, all in one statement.
   */
  publish<N extends EventName>(
    tx: ServiceContext,
    name: N,
    payload: DomainEvents[N],
  ): Promise<void>;
  /** Registers the bus's job kind; `buildApp` calls it before the queue starts. */
  register(queue: JobQueue, options?: KindOptions): void;
}

declare module '../jobs/jobs.ts' {
  interface JobKinds {
    /** One listener's turn at one event. */
    'events.listen': { listener: string; event: Published<EventName> };
  }
}

interface Subscription {
  name: EventName;
  run: AfterListener<EventName>;
  when: ((payload: unknown) => boolean) | undefined;
}

/** The one event bus (STYLE.md's house rule 17, decision 028): listeners in the transaction, or jobs after it. */
export function createEventBus(): EventBus {
  const within = new Map<EventName, { listener: string; run: WithinListener<EventName> }[]>();
  const after = new Map<string, Subscription>();
  let sealed = false;

  const subscribe = (listener: string) => {
    if (sealed) throw new Error(`subscribe ${listener} before the job queue starts`);
  };

  return {
    within(name, listener, run) {
      subscribe(listener);
      const list = within.get(name) ?? [];
      if (list.some((l) => l.listener === listener)) {
        throw new Error(`${name} already has a listener named ${listener}`);
      }
      list.push({ listener, run: run as WithinListener<EventName> });
      within.set(name, list);
    },

    after(name, listener, run, options = {}) {
      subscribe(listener);
      const key = `${name}/${listener}`;
      if (after.has(key)) throw new Error(`${name} already has a listener named ${listener}`);
      after.set(key, {
        name,
        run: run as AfterListener<EventName>,
        when: options.when as Subscription['when'],
      });
    },

    async publish(tx, name, payload) {
      if (!tx.inTransaction) throw new Error(`publish ${name} inside a transaction`);
      for (const { run } of within.get(name) ?? []) await run(tx, payload);
      const listening = [...after].filter(
        ([, l]) => l.name === name && (!l.when || l.when(payload)),
      );
      if (!listening.length) return;
      const event: Published<EventName> = {
        id: randomUUID(),
        name,
        payload,
        at: tx.now.toISOString(),
      };
      // The same id for the same (event, listener): written twice, a turn still runs once.
      await tx.jobs.enqueueMany(
        'events.listen',
        listening.map(([listener]) => ({
          payload: { listener, event },
          id: derivedId(`${event.id}/${listener}`),
        })),
      );
    },

    register(queue, options = {}) {
      sealed = true;
      queue.register(
        'events.listen',
        async (ctx, { listener, event }) => {
          const subscribed = after.get(listener);
          if (!subscribed) throw new Error(`no listener ${listener} for event ${event.name}`);
          await subscribed.run(ctx, event);
        },
        options,
      );
    },
  };
}
