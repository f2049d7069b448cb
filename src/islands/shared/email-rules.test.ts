import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-rules.ts';

describe('emailProblem (SPEC §5)', () => {
  it('requires an address, then a well-formed one', () => {
    expect(emailProblem('  ')).toBe('email.required');
    expect(emailProblem('ada@')).toBe('email.invalid');
    expect(emailProblem('ada@example')).toBe('email.invalid');
    expect(emailProblem('a b@example.com', 'email.correct')).toBe('email.correct');
    expect(emailProblem(' ada@example.com ')).toBeNull();
  });
});
