import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeContractViolations } from './app/test/fake-api';

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // A fake API answer or a request that broke core's contracts fails the test, even when the
  // code under test caught the error it caused.
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(`The fake API saw calls outside the contracts:\n${violations.join('\n')}`);
  }
});
