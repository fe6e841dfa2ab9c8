import { createServer } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure, poolExhausted, uniqueViolation } from './errors.ts';

/** A server error as node-postgres builds it from the wire (code, severity, message). */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
}

/** What a query wrapped by Drizzle throws. */
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isConnectionFailure', () => {
  it.each([
    ['a fast shutdown or pg_terminate_backend (57P01)', '57P01'],
    ['a crash shutdown (57P02)', '57P02'],
    ['a server starting up or shutting down (57P03)', '57P03'],
    ['too many connections (53300)', '53300'],
    ['a connection failure (08006)', '08006'],
    ['a connection refused by the server (08004)', '08004'],
  ])('recognises %s, bare and wrapped by Drizzle', (_why, code) => {
    const error = serverError(code, 'terminating connection due to administrator command');
    expect(isConnectionFailure(error)).toBe(true);
    expect(isConnectionFailure(wrapped(error))).toBe(true);
  });

  it('recognises a refused connection as node-postgres reports it', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none`,
    });
    const error = await pool.query('SELECT 1').catch((e: unknown) => e);
    await pool.end();
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isConnectionFailure(error)).toBe(true);
    expect(isConnectionFailure(wrapped(error))).toBe(true);
  });

  it('recognises a connection refused on every address tried (AggregateError)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isConnectionFailure(new AggregateError([refused, refused]))).toBe(true);
  });

  it.each([
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    [
      'a connect that timed out',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    [
      'a client used after its connection broke',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['the pool waiting past its limit', new Error('timeout exceeded when trying to connect')],
    [
      "a worker's failed fetch as pg-boss words it",
      new Error('Connection terminated unexpectedly (Queue: mail.send, Worker: 1f2e)'),
    ],
  ])('recognises %s', (_why, error) => {
    expect(isConnectionFailure(error)).toBe(true);
    expect(isConnectionFailure(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value')],
    ['a serialization failure', serverError('40001', 'could not serialize access')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a statement timeout', serverError('57014', 'canceling statement due to statement timeout')],
    ['an error of ours', new Error('boom')],
    [
      'a code that only starts like a connection class',
      Object.assign(new Error('x'), { code: '0800' }),
    ],
    ['nothing', undefined],
    ['a string', 'Connection terminated unexpectedly'],
  ])('does not take %s for one', (_why, error) => {
    expect(isConnectionFailure(error)).toBe(false);
    expect(isConnectionFailure(wrapped(error))).toBe(false);
  });

  it('stops on an error that is its own cause', () => {
    const looped = new Error('loop') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(isConnectionFailure(looped)).toBe(false);
  });
});

describe('poolExhausted and uniqueViolation', () => {
  it('tell the pool timeout and a unique violation through a Drizzle wrapper', () => {
    expect(poolExhausted(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(poolExhausted(serverError('57P01', 'terminating'))).toBe(false);
    const duplicate = Object.assign(serverError('23505', 'duplicate key'), { constraint: 'x_key' });
    expect(uniqueViolation(wrapped(duplicate))).toBe('x_key');
  });
});
