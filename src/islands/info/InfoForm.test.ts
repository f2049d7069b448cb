import { describe, expect, it } from 'vitest';
import { infoProblems } from './InfoForm.tsx';

describe('info form rules (SPEC §5)', () => {
  it('requires both names, a real year, a gender and a country', () => {
    expect(infoProblems({ firstName: ' ', lastName: '', birthYear: '19', gender: '', country: '' }, 2026)).toEqual({
      firstName: 'name_required', lastName: 'name_required', birthYear: 'year_invalid', gender: 'gender_required', country: 'country_required',
    });
    expect(infoProblems({ firstName: 'Ada', lastName: 'L', birthYear: '2020', gender: 'female', country: 'GB' }, 2026)).toEqual({ birthYear: 'year_invalid' });
    expect(infoProblems({ firstName: 'Ada', lastName: 'L', birthYear: '1990', gender: 'female', country: 'GB' }, 2026)).toEqual({});
  });
});
