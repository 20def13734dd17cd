import { describe, expect, it } from 'vitest';
import { readReferenceLists } from './reference-lists';

describe('readReferenceLists', () => {
  it('reads the state names, the country names and the named industry types', () => {
    expect(
      readReferenceLists([
        ['Gujarat', ' ', 'Maharashtra'],
        [{ name: 'India' }],
        [{ name: 'Kirana' }, { name: '' }, { name: 'Pan Shop' }],
      ]),
    ).toEqual({ states: ['Gujarat', 'Maharashtra'], countries: ['India'], businessTypes: ['Kirana', 'Pan Shop'] });
  });

  it('gives null for a list the server did not give, and keeps the others', () => {
    expect(readReferenceLists([null, [{ name: 'India' }], null])).toEqual({
      states: null,
      countries: ['India'],
      businessTypes: null,
    });
  });
});
