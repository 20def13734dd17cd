import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRuntime, getRuntimeConfig, notify } from '@site/state';
import { callsTo, errorReply, fakeApi, success } from '@site/testing';
import { mount, SignUpMountError } from './bridge';
import type { SignUpWidgetOptions } from './sign-up-widget';
import { hostLanguage, loadWidgetWords } from './widget-words';
import { completeShopSteps, ONE_OF_EACH_LIST } from '../../test/sign-up-wizard';

const API_BASE = 'https://erp-api.example/api/method';

let container: HTMLDivElement;
let unmount: (() => void) | undefined;

beforeEach(() => {
  configureRuntime({ apiBase: 'http://localhost:8000/api/method' });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  container.remove();
});

/** Mounts the widget once its words are in (it reads them from its origin first). */
async function mountWidget(options: Partial<SignUpWidgetOptions> = {}) {
  await loadWidgetWords(hostLanguage(container));
  await act(async () => {
    unmount = mount(container, { apiBase: API_BASE, ...options });
  });
}

/** The three steps, as a retailer fills them in. */
async function fillWizard(mobile = '7012345678') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Anil Menon');
  await user.type(screen.getByRole('textbox', { name: /Mobile/ }), mobile);
  await completeShopSteps(user);
  return user;
}

describe('the embeddable sign-up, mounted into a plain element', () => {
  it('points the shared API client at options.apiBase before its first call', async () => {
    fakeApi(ONE_OF_EACH_LIST);
    await mountWidget();
    expect(getRuntimeConfig().apiBase).toBe(API_BASE);
    await waitFor(() => expect(callsTo('getStates')).toHaveLength(1));
  });

  it('registers the retailer, hands the customer to onComplete once and says so in the widget', async () => {
    fakeApi({ ...ONE_OF_EACH_LIST, registerCustomer: () => success({ customer_id: 'CUST-0042' }) });
    const onComplete = vi.fn();
    await mountWidget({ onComplete });
    await fillWizard();

    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toHaveFocus();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({
        customer_id: 'CUST-0042',
        fullName: 'Anil Menon',
        mobile: '7012345678',
        shopName: 'Menon Medicals',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Menon Medicals is registered with the mobile 7012345678.');
  });

  it('stays registered when the page’s onComplete throws', async () => {
    fakeApi({ ...ONE_OF_EACH_LIST, registerCustomer: () => success({ customer_id: 'CUST-0043' }) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountWidget({
      onComplete: () => {
        throw new Error('the page’s bug');
      },
    });
    await fillWizard();
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('SuvasaSignUp: onComplete threw', expect.any(Error));
  });

  it('offers Cancel only with onCancel, and calls it', async () => {
    fakeApi(ONE_OF_EACH_LIST);
    await mountWidget();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    act(() => unmount?.());

    const onCancel = vi.fn();
    await mountWidget({ onCancel });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('links "Log in" to options.loginUrl for a registered mobile', async () => {
    fakeApi({ ...ONE_OF_EACH_LIST, registerCustomer: () => errorReply('already_registered') });
    await mountWidget({ loginUrl: 'https://shop.example/login' });
    await fillWizard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', 'https://shop.example/login');
  });

  it('takes the theme colours it is given, and renders its own toast area unless told not to', async () => {
    fakeApi(ONE_OF_EACH_LIST);
    await mountWidget({ theme: { scheme: 'dark', colors: { background: 'rgb(1, 2, 3)' } } });
    const root = container.querySelector<HTMLElement>('[data-suvasa-sign-up]');
    expect(root).not.toBeNull();
    expect(getComputedStyle(root!).backgroundColor).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(root!).color).toBe('rgb(245, 245, 245)');
    // The area comes with the page's first toast.
    act(() => notify.info('A toast for the widget'));
    await waitFor(() => expect(container.querySelector('.Toastify')).not.toBeNull());
    act(() => unmount?.());

    await mountWidget({ toasts: false });
    expect(container.querySelector('[data-suvasa-sign-up]')).not.toBeNull();
    await act(async () => {
      notify.info('A toast for the page');
      await import('react-toastify');
    });
    expect(container.querySelector('.Toastify')).toBeNull();
  });

  it('leaves the element empty on unmount, and a second unmount does nothing', async () => {
    fakeApi(ONE_OF_EACH_LIST);
    await mountWidget();
    expect(container.childElementCount).toBeGreaterThan(0);
    act(() => unmount?.());
    expect(container.childNodes).toHaveLength(0);
    expect(() => act(() => unmount?.())).not.toThrow();
  });

  it('refuses bad arguments with a message saying what to pass', async () => {
    const call = (element: unknown, options: unknown) => () =>
      mount(element as HTMLElement, options as SignUpWidgetOptions);
    expect(call(null, { apiBase: API_BASE })).toThrow(
      new SignUpMountError('SuvasaSignUp.mount needs an element to render into, e.g. a <div>'),
    );
    expect(call(container, undefined)).toThrow(/needs an options object with apiBase/);
    expect(call(container, { apiBase: '/api/method' })).toThrow(/apiBase must be the API’s absolute URL/);
    expect(call(container, { apiBase: API_BASE, onComplete: 'done' })).toThrow(/options.onComplete must be a function/);
    expect(container.childNodes).toHaveLength(0);

    fakeApi(ONE_OF_EACH_LIST);
    await mountWidget();
    expect(call(container, { apiBase: API_BASE })).toThrow(/already holds the sign-up/);
  });
});

describe('the embeddable sign-up in the language its element names', () => {
  it.each(['lang', 'data-language'])('renders in Hindi for %s="hi", its validation messages too', async (attribute) => {
    fakeApi(ONE_OF_EACH_LIST);
    container.setAttribute(attribute, 'hi');
    await mountWidget();

    const form = screen.getByRole('form', { name: 'रिटेलर रजिस्ट्रेशन' });
    expect(container.querySelector('[data-suvasa-sign-up]')).toHaveAttribute('lang', 'hi');
    expect(within(form).getByRole('heading', { name: 'आपकी जानकारी' })).toBeInTheDocument();

    await userEvent.setup().click(within(form).getByRole('button', { name: 'आगे' }));
    expect(within(form).getByRole('textbox', { name: /पूरा नाम/ })).toHaveAccessibleDescription('पूरा नाम डालना ज़रूरी है');
  });

  it('takes a regional tag as its language, inherited from the page, and anything unknown as English', async () => {
    fakeApi(ONE_OF_EACH_LIST);
    document.documentElement.setAttribute('lang', 'gu-IN');
    try {
      await mountWidget();
      expect(screen.getByRole('form', { name: 'રિટેલર નોંધણી' })).toBeInTheDocument();
      act(() => unmount?.());
      container.setAttribute('data-language', 'fr');
      await mountWidget();
      expect(screen.getByRole('form', { name: 'Retailer sign-up' })).toBeInTheDocument();
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });
});
