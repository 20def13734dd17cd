import { describe, expect, it } from 'vitest';
import { exposedModules, loginReturnState, safeReturnPath } from './routes';

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

describe('what each remote exposes', () => {
  it('is its pages plus its non-page modules: the cart drawer, the embeddable sign-up', () => {
    expect(exposedModules('auth')).toEqual(['./LoginPage', './OtpVerifyPage', './SignUpPage', './SignUpWidget']);
    expect(exposedModules('account')).toContain('./CartDrawer');
    expect(exposedModules('marketing')).not.toContain('./SignUpWidget');
  });
});
