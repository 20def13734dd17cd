import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useMetaDescription } from './useMetaDescription';

const readDescription = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null;

describe('useMetaDescription', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove()));

  it('creates the meta description and removes it on unmount when there was none', () => {
    const { unmount } = renderHook(() => useMetaDescription('About our brand'));
    expect(readDescription()).toBe('About our brand');
    unmount();
    expect(readDescription()).toBeNull();
  });

  it('restores the description that was there before', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Site default';
    document.head.append(meta);
    const { unmount, rerender } = renderHook(({ text }) => useMetaDescription(text), {
      initialProps: { text: 'First page' },
    });
    expect(readDescription()).toBe('First page');
    rerender({ text: 'Second page' });
    expect(readDescription()).toBe('Second page');
    unmount();
    expect(readDescription()).toBe('Site default');
  });
});
