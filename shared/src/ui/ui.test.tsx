import { act, render, renderHook, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoading, useIsLoading, withLoading } from './loading';
import { PRIMARY_COLOR, SECONDARY_COLOR, ThemeModeProvider, useThemeMode } from './theme';

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

function ShowTheme() {
  const { mode, scheme, setMode } = useThemeMode();
  const theme = useTheme();
  return (
    <div>
      <p>
        {mode}/{scheme}/{theme.colors.primary}/{theme.colors.secondary}
      </p>
      <button onClick={() => setMode('dark')}>dark</button>
    </div>
  );
}

describe('theme mode (§3)', () => {
  it('follows the system by default and stores the chosen mode under mode and color-scheme keys', () => {
    render(
      <ThemeModeProvider>
        <ShowTheme />
      </ThemeModeProvider>,
    );
    expect(screen.getByText(`system/light/${PRIMARY_COLOR}/${SECONDARY_COLOR}`)).toBeInTheDocument();
    expect(localStorage.getItem('mode')).toBe('system');
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(screen.getByText(`dark/dark/${PRIMARY_COLOR}/${SECONDARY_COLOR}`)).toBeInTheDocument();
    expect(localStorage.getItem('mode')).toBe('dark');
    expect(localStorage.getItem('color-scheme')).toBe('dark');
    expect(localStorage.getItem('color-scheme-light')).toBe('light');
    expect(localStorage.getItem('color-scheme-dark')).toBe('dark');
  });

  it('restores a stored mode', () => {
    localStorage.setItem('mode', 'dark');
    render(
      <ThemeModeProvider>
        <ShowTheme />
      </ThemeModeProvider>,
    );
    expect(screen.getByText(/^dark\/dark\//)).toBeInTheDocument();
  });
});
