import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WIDGET_LOAD_FAILED } from './load-failure';
import { SuvasaSignUp } from './loader';

// The widget's chunks cannot be fetched (the remote is down, or a CSP blocks it).
vi.mock('../features/sign-up-widget/bridge', () => {
  throw new Error('Loading chunk 42 failed');
});

describe('sign-up-embed.js when the widget cannot be loaded', () => {
  it('says so in the element and through onError, and unmount removes the notice', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unmount = SuvasaSignUp.mount(container, { apiBase: 'https://erp-api.example/api/method', onError });

    expect(await screen.findByRole('alert')).toHaveTextContent(WIDGET_LOAD_FAILED);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(consoleError).toHaveBeenCalledWith('SuvasaSignUp: the sign-up could not be loaded', expect.anything());
    await expect(SuvasaSignUp.preload()).rejects.toThrow();
    unmount();
    expect(container.childNodes).toHaveLength(0);
    container.remove();
  });
});
