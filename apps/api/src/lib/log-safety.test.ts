import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../test/factories.ts';
import { type TestApp, request, startTestApp } from '../test/test-app.ts';
import { redactSecrets, serializeError } from './log-safety.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

describe('what an error looks like in the log', () => {
  it('keeps a failed query’s SQL and the database’s code, never its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(an@example.vn) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "phone", "password_hash") values ($1, $2, $3)',
      ['an@example.vn', '0912345678', HASH],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('Failed query: insert into \\"users\\"');
    expect(logged).toContain('users_email_unique');
    expect(logged).toContain('23505');
    for (const secret of ['an@example.vn', '0912345678', '$argon2id$']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('replaces anything shaped like a secret in any other error', () => {
    const logged = JSON.stringify(
      serializeError(
        new Error(
          `mail to an@example.vn failed, +84912345678, eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl`,
        ),
      ),
    );
    expect(logged).not.toMatch(/an@example\.vn|912345678|eyJhbGciOi/);
    expect(redactSecrets('token=' + randomBytes(32).toString('base64url'))).toBe('token=[secret]');
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(() => t.close());

  it('carry the path without its query (no link token, no email)', async () => {
    const token = randomBytes(32).toString('base64url');
    await request(t.url, `/api/auth/verify-token?token=${token}`);
    await request(t.url, '/api/auth/reset-password?email=someone%40example.vn');
    const log = lines.join('');
    expect(log).toContain('"url":"/api/auth/verify-token"');
    expect(log).toContain('"url":"/api/auth/reset-password"');
    expect(log).not.toContain(token);
    expect(log).not.toContain('someone@example.vn');
    expect(log).not.toContain('someone%40example.vn');
  });

  it('of a sign-up whose query fails hold no password hash, email or phone', async () => {
    // A check only this test's sign-up breaks: the insert fails after the password was hashed.
    const check = `users_log_test_${randomBytes(3).toString('hex')}`;
    const name = `Boom${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
    await t.database.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT ${check} CHECK (first_name <> '${name}')`),
    );
    try {
      const form = newCustomer({ firstName: name });
      const res = await request(t.url, '/api/auth/register', { method: 'POST', json: form });
      expect(res.status).toBe(500);
      const log = lines.join('');
      expect(log).toContain('Failed query: insert into \\"users\\"');
      expect(log).toContain(check);
      for (const secret of [form.email, form.phone, '$argon2id$']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.database.db.execute(sql.raw(`ALTER TABLE users DROP CONSTRAINT ${check}`));
    }
  });
});
