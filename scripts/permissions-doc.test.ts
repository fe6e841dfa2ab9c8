import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_PATH, permissionsDoc } from './permissions-doc.ts';

describe('docs/permissions.md', () => {
  it('is what the permission table generates (run `npm run docs:permissions` after a change)', async () => {
    expect(readFileSync(DOC_PATH, 'utf8')).toBe(await permissionsDoc());
  });
});
