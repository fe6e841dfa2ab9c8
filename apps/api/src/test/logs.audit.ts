import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_LOG_ROOT } from './test-log.ts';

/**
 * Shapes no log line may contain whatever the test accounts were: access tokens (JWT), password
 * hashes, and a link's or a renewal's token in a URL's query.
 */
const FORBIDDEN_SHAPES: [string, RegExp][] = [
  ['an access token', /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/],
  ['a password hash', /\$argon2(?:id|i|d)\$/],
  ['a token or an email in a URL', /[?&](?:token|email|refreshToken|to)=[^&\s"]+/],
];

/**
 * Whether `secret` is in `text`, as it is or percent-encoded (as in a URL); a number only when not
 * part of a longer one (a timestamp).
 */
function appears(text: string, secret: string): boolean {
  if (/^\d+$/.test(secret)) return new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text);
  return text.includes(secret) || text.includes(encodeURIComponent(secret));
}

/** Every log file of the API suites of this run, with the secrets its app's database held. */
function runLogs() {
  const runs = existsSync(TEST_LOG_ROOT) ? readdirSync(TEST_LOG_ROOT) : [];
  return runs.flatMap((run) => {
    const dir = path.join(TEST_LOG_ROOT, run);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.log'))
      .map((name) => {
        const file = path.join(dir, name);
        const secretsFile = `${file}.secrets.json`;
        return {
          name: `${run}/${name}`,
          text: readFileSync(file, 'utf8'),
          secrets: existsSync(secretsFile)
            ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as string[])
            : [],
        };
      });
  });
}

describe('the log of the whole API test run', () => {
  const logs = runLogs();

  it('was written (the API suites ran before this audit)', () => {
    expect(logs.length, `no logs under ${TEST_LOG_ROOT}: run the API suite first`).toBeGreaterThan(
      10,
    );
    const lines = logs.reduce((sum, log) => sum + log.text.split('\n').length, 0);
    expect(lines).toBeGreaterThan(1000);
    expect(logs.some((log) => log.secrets.length > 0)).toBe(true);
  });

  it("holds no test account's email, phone, password hash or token hash", () => {
    const leaks = logs.flatMap((log) =>
      log.secrets
        .filter((secret) => appears(log.text, secret))
        .map((secret) => `${log.name}: ${secret.slice(0, 12)}…`),
    );
    expect(leaks).toEqual([]);
  });

  it('holds no access token, password hash, or token or email in a URL', () => {
    const leaks = logs.flatMap((log) =>
      log.text
        .split('\n')
        .flatMap((line) =>
          FORBIDDEN_SHAPES.filter(([, shape]) => shape.test(line)).map(
            ([kind]) => `${log.name}: ${kind} in ${line.slice(0, 200)}`,
          ),
        ),
    );
    expect(leaks).toEqual([]);
  });
});
