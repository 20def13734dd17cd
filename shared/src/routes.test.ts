import { describe, expect, it } from 'vitest';
import { loginReturnState, safeReturnPath } from './routes';

describe('the login return path', () => {
  it('returns to a page of this site', () => {
    expect(safeReturnPath(loginReturnState('/user-address'))).toBe('/user-address');
    expect(safeReturnPath(loginReturnState('/user/profile?tab=1'))).toBe('/user/profile?tab=1');
  });

  it.each([
    ['another origin', '//evil.example/user/profile'],
    ['an absolute URL', 'https://evil.example/'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'user/profile'],
  ])('refuses %s', (_label, returnTo) => {
    expect(safeReturnPath({ returnTo })).toBeNull();
  });

  it.each([null, undefined, {}, { returnTo: 42 }, 'string'])('has none for state %j', (state) => {
    expect(safeReturnPath(state)).toBeNull();
  });
});
