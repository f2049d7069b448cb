import { afterEach, vi } from 'vitest';

// An unexpected console.error means a swallowed failure: make it fail the test that caused it.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args) => { errors.push(args); });
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
