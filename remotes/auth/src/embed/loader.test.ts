import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@site/testing';
import { SuvasaSignUp } from './loader';
import { ONE_OF_EACH_LIST } from '../test/sign-up-wizard';

const API_BASE = 'https://erp-api.example/api/method';
let container: HTMLDivElement;

beforeEach(() => {
  fakeApi(ONE_OF_EACH_LIST);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => container.remove());

describe('sign-up-embed.js', () => {
  it('defines window.SuvasaSignUp as soon as it runs', () => {
    expect(window.SuvasaSignUp).toBe(SuvasaSignUp);
  });

  it('throws at the call for a wrong argument, before loading anything', () => {
    expect(() => SuvasaSignUp.mount(document.querySelector('#missing') as HTMLElement, { apiBase: API_BASE })).toThrow(
      /needs an element to render into/,
    );
    expect(() => SuvasaSignUp.mount(container, { apiBase: 'api/method' })).toThrow(
      /apiBase must be the API’s absolute URL/,
    );
  });

  it('loads the widget on mount and removes it on unmount', async () => {
    let unmount: () => void = () => {};
    act(() => {
      unmount = SuvasaSignUp.mount(container, { apiBase: API_BASE });
    });
    expect(await screen.findByRole('form', { name: 'Retailer sign-up' })).toBeInTheDocument();
    act(() => unmount());
    expect(container.childNodes).toHaveLength(0);
  });

  it('renders nothing when unmounted before the code has loaded', async () => {
    const unmount = SuvasaSignUp.mount(container, { apiBase: API_BASE });
    unmount();
    await SuvasaSignUp.preload();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.childNodes).toHaveLength(0);
  });

  it('reports mounting twice into one element through onError, keeping the first', async () => {
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let first: () => void = () => {};
    act(() => {
      first = SuvasaSignUp.mount(container, { apiBase: API_BASE });
    });
    await screen.findByRole('form', { name: 'Retailer sign-up' });
    SuvasaSignUp.mount(container, { apiBase: API_BASE, onError });
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'SignUpMountError' })));
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getAllByRole('form', { name: 'Retailer sign-up' })).toHaveLength(1);
    act(() => first());
  });
});
