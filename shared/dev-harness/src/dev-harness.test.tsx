import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Language, phoneMessages } from '@site/contract';
import { inLanguage } from '@site/contract/i18n';
import { type CompiledCatalogue, useSharedText, wordsOf } from '@site/state';
import { mountDevHarness } from './dev-harness';

const useWords = wordsOf<'greeting'>('marketing');

function WordsPage() {
  const t = useWords();
  const shared = useSharedText();
  return (
    <>
      <h1>{t('greeting')}</h1>
      <p>{shared(phoneMessages.inquiry.required)}</p>
    </>
  );
}

const modules = { './words-page': () => Promise.resolve({ default: WordsPage }) };
const routes = { routes: [{ path: '/words', module: './words-page', title: 'Words' }] };

/** The remote's dev server: its routes and its published catalogues, which a test edits as a rebuild would. */
let published: Record<Language, CompiledCatalogue>;

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  published = { en: { greeting: ['Welcome'] }, hi: { greeting: ['स्वागत है'] }, gu: { greeting: ['સ્વાગત છે'] } };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/routes.json') return Promise.resolve(answer(routes));
      const language = /^\/locales\/(\w+)\.json$/.exec(url)?.[1] as Language | undefined;
      const catalogue = language && published[language];
      return Promise.resolve(catalogue ? answer(catalogue) : new Response('Not found', { status: 404 }));
    }),
  );
  document.body.innerHTML = '<div id="root"></div>';
  sessionStorage.clear();
});

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function openHarness(url: string) {
  window.history.replaceState(null, '', url);
  root = await mountDevHarness('marketing', modules);
}

describe("the dev harness's words", () => {
  it("shows the remote's words and the shared messages in English by default", async () => {
    await openHarness('/words');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText(phoneMessages.inquiry.required)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('speaks the language ?lang= names, remembers it for the tab and reads an edited catalogue after a build', async () => {
    await openHarness('/words?lang=hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'स्वागत है' })).toBeInTheDocument();
    expect(screen.getByText(inLanguage(phoneMessages.inquiry.required, 'hi'))).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(fetch).toHaveBeenCalledWith('/locales/hi.json', expect.objectContaining({ cache: 'no-cache' }));

    published.hi = { greeting: ['आपका स्वागत है'] };
    act(() => window.postMessage({ type: 'webpackOk', data: 'next-build' }, '*'));
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका स्वागत है' })).toBeInTheDocument();

    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '<div id="root"></div>';
    await openHarness('/words');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका स्वागत है' })).toBeInTheDocument();
  });

  it('switches language from its bar, keeping a ?lang= in the address to the choice', async () => {
    await openHarness('/words?lang=hi');
    await screen.findByRole('heading', { level: 1, name: 'स्वागत है' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ગુજરાતી');
    expect(await screen.findByRole('heading', { level: 1, name: 'સ્વાગત છે' })).toBeInTheDocument();
    expect(screen.getByText(inLanguage(phoneMessages.inquiry.required, 'gu'))).toBeInTheDocument();
    expect(window.location.search).toBe('?lang=gu');
    expect(sessionStorage.getItem('dev-harness-language')).toBe('gu');
  });

  it("shows a remote's pages with the shared messages before it has a catalogue", async () => {
    published = {} as Record<Language, CompiledCatalogue>;
    await openHarness('/words?lang=gu');
    expect(await screen.findByText(inLanguage(phoneMessages.inquiry.required, 'gu'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
