import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoading, useIsLoading, withLoading } from './loading';

afterEach(() => localStorage.clear());

describe('shared loading flag', () => {
  it('stays on until every overlapping task has finished', async () => {
    const { result } = renderHook(() => useIsLoading());
    expect(result.current).toBe(false);
    let finishSlow!: () => void;
    const slow = withLoading(() => new Promise<void>((resolve) => (finishSlow = resolve)));
    await act(() => withLoading(async () => undefined));
    expect(result.current).toBe(true);
    await act(async () => {
      finishSlow();
      await slow;
    });
    expect(result.current).toBe(false);
  });

  it('turns off even when the task fails', async () => {
    const { result } = renderHook(() => useIsLoading());
    await act(() => withLoading(() => Promise.reject(new Error('boom'))).catch(() => undefined));
    expect(result.current).toBe(false);
    act(() => setLoading(false));
    expect(result.current).toBe(false);
  });
});
