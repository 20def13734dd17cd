import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_WORDS_ELEMENT_ID } from '@site/state';
import { testWords } from '@site/testing';
import en from '../locales/en.json';
import { PAGE_WORDS_ELEMENT_ID, STARTUP_ERROR_ENGLISH, StartupError } from './startup-error';

describe('StartupError', () => {
  afterEach(() => document.getElementById(PAGE_WORDS_ELEMENT_ID)?.remove());

  it('says in English what the shell’s catalogue says, reading the words where the server writes them', () => {
    expect(PAGE_WORDS_ELEMENT_ID).toBe(SITE_WORDS_ELEMENT_ID);
    for (const [id, text] of Object.entries(STARTUP_ERROR_ENGLISH)) expect(en[id as keyof typeof en]).toBe(text);
    render(<StartupError />);
    expect(screen.getByRole('heading')).toHaveTextContent('The site could not start');
    expect(screen.getByRole('button')).toHaveTextContent('Reload');
  });

  it('speaks the language of the words a server-rendered page carries', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_WORDS_ELEMENT_ID;
    script.textContent = JSON.stringify(testWords('gu'));
    document.body.append(script);
    render(<StartupError />);
    expect(screen.getByRole('heading')).toHaveTextContent('સાઇટ ખૂલી શકી નહીં');
    expect(screen.getByRole('button')).toHaveTextContent('ફરી લોડ કરો');
  });
});
