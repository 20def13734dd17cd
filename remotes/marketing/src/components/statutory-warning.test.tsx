import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@site/contract';
import { renderWithProviders } from '@site/testing';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';
import { StatutoryWarning } from './statutory-warning';

describe('StatutoryWarning', () => {
  it('says the law’s English words, and on an English page nothing else', () => {
    expect(en['warning.statutory']).toBe(site.statutoryWarning);
    renderWithProviders(<StatutoryWarning />);
    expect(screen.getByRole('note', { name: 'Statutory warning' }).textContent).toBe(site.statutoryWarning);
  });

  it.each([
    ['hi', hi, 'पान मसाला चबाना स्वास्थ्य के लिए हानिकारक है'],
    ['gu', gu, 'પાન મસાલા ચાવવું સ્વાસ્થ્ય માટે હાનિકારક છે'],
  ] as const)('on a page in %s says it in English and in that language', (language, words, warning) => {
    renderWithProviders(<StatutoryWarning />, { language });
    const note = screen.getByRole('note', { name: words['warning.label'] });
    expect(words['warning.statutory']).toBe(warning);
    expect(screen.getByText(site.statutoryWarning)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(warning)).toHaveAttribute('lang', language);
    expect(note.textContent).toBe(`${site.statutoryWarning}${warning}`);
  });
});
