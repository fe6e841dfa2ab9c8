// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { POLICY_KEYS } from '../features/layout';
import { loader } from './policy';

type LoaderArgs = Parameters<typeof loader>[0];

describe('policy loader', () => {
  it('knows every content page of the spec', () => {
    for (const key of POLICY_KEYS) {
      expect(loader({ params: { key } } as unknown as LoaderArgs)).toEqual({ key });
    }
    expect(POLICY_KEYS).toHaveLength(11);
  });

  it('answers 404 for any other key', () => {
    expect(() => loader({ params: { key: 'nope' } } as unknown as LoaderArgs)).toThrow(
      expect.objectContaining({ init: { status: 404 } }),
    );
  });
});
