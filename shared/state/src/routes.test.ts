import { describe, expect, it } from 'vitest';
import { exposedModules, loginReturnState, routeTable, safeReturnPath } from './routes';

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

describe('the meta descriptions', () => {
  it.each(routeTable.filter((route) => !route.account).map((route) => [route.path, route.description] as const))(
    'describe public page %s in at most 160 characters',
    (_path, description) => {
      expect(description?.trim().length).toBeGreaterThan(50);
      expect(description?.length).toBeLessThanOrEqual(160);
    },
  );

  it('are the same for / and /home, one page under two paths', () => {
    const descriptionOf = (path: string) => routeTable.find((route) => route.path === path)?.description;
    expect(descriptionOf('/home')).toBe(descriptionOf('/'));
  });
});
