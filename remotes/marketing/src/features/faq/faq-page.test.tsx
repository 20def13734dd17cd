import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@site/testing';
import gu from '../../locales/gu.json';
import hi from '../../locales/hi.json';
import FaqPage, { head } from './faq-page';
import { wordsIn } from '../../test/words';
import { faqQuestions } from './faq-items';

function renderFaq() {
  renderWithProviders(<FaqPage />, { path: '/faq' });
  return screen.getAllByRole('button', { expanded: false });
}

/** The answer panels shown now (the page's own Contact Us section is a region too, so not by role alone). */
const openPanels = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-controls'))
    .flatMap((panelId) => (panelId ? [document.getElementById(panelId)!] : []))
    .filter((panel) => !panel.hidden);

const expandedStates = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.getAttribute('aria-expanded'));

describe('FAQ page', () => {
  it('lists the five questions of the spec, all closed, in order', () => {
    const questions = renderFaq();
    expect(questions.map((button) => button.textContent)).toEqual([
      'What makes Suvasa Pan Masala unique?',
      'Does it contain tobacco or nicotine?',
      'What are the ingredients?',
      'Is the packaging eco-friendly?',
      'How do you ensure quality?',
    ]);
    expect(openPanels()).toHaveLength(0);
  });

  it('ties each button to its panel region with aria-controls and aria-labelledby', async () => {
    const [first] = renderFaq();
    await userEvent.click(first!);
    const region = screen.getByRole('region', { name: 'What makes Suvasa Pan Masala unique?' });
    expect(first).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveAttribute('aria-labelledby', first!.id);
    expect(region).toHaveTextContent('without tobacco or nicotine');
    expect(first!.closest('h2')).not.toBeNull();
  });

  it('keeps one panel open at a time and closes the open one when it is clicked again', async () => {
    const user = userEvent.setup();
    const [first, second] = renderFaq();
    await user.click(first!);
    expect(expandedStates()).toEqual(['true', 'false', 'false', 'false', 'false']);

    await user.click(second!);
    expect(expandedStates()).toEqual(['false', 'true', 'false', 'false', 'false']);
    expect(openPanels()).toHaveLength(1);
    expect(openPanels()[0]).toHaveRole('region');
    expect(openPanels()[0]).toHaveTextContent('no tobacco and no nicotine');

    await user.click(second!);
    expect(expandedStates()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(openPanels()).toHaveLength(0);
  });

  it('is operable by keyboard: Tab, Enter, Space and the arrow keys', async () => {
    const user = userEvent.setup();
    const questions = renderFaq();
    await user.tab();
    expect(questions[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(questions[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{End}');
    expect(questions[4]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(questions[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(questions[4]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(questions[0]).toHaveFocus();
  });
});

describe('FAQ structured data', () => {
  it('holds the five questions with the answers as the page shows them, as plain text', async () => {
    const user = userEvent.setup();
    const questions = renderFaq();
    const shown: { name: string; acceptedAnswer: { text: string } }[] = [];
    for (const question of questions) {
      await user.click(question);
      const panel = screen.getByRole('region', { name: question.textContent ?? '' });
      shown.push({ name: question.textContent ?? '', acceptedAnswer: { text: panel.textContent ?? '' } });
    }
    const [faqPage] = head('/faq', [], wordsIn('en')).jsonLd ?? [];
    expect(faqPage).toMatchObject({ '@type': 'FAQPage', mainEntity: shown });
    expect(shown).toHaveLength(faqQuestions.length);
  });

  it('keeps the link inside the ingredients answer', async () => {
    const questions = renderFaq();
    await userEvent.click(questions[2]!);
    expect(screen.getByRole('link', { name: 'product page' })).toHaveAttribute('href', '/product-details');
  });
});

describe('FAQ page in Hindi and Gujarati', () => {
  it.each([
    ['hi', hi, 'क्या इसमें तंबाकू या निकोटीन है?'],
    ['gu', gu, 'શું તેમાં તમાકુ કે નિકોટિન છે?'],
  ] as const)('asks and answers in %s, with the same words in its structured data', async (language, words, asked) => {
    const { user } = renderWithProviders(<FaqPage />, { path: '/faq', language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words['faq.title']);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.map((button) => button.textContent)).toContain(asked);
    expect(questions[0]).toHaveTextContent('Suvasa Pan Masala');

    await user.click(questions[1]!);
    expect(screen.getByRole('region', { name: asked })).toHaveTextContent(words['warning.statutory']);
    await user.click(questions[2]!);
    const ingredients = screen.getByRole('region', { name: questions[2]!.textContent ?? '' });
    expect(within(ingredients).getByRole('link')).toHaveAttribute('href', '/product-details');

    const [faqPage] = head('/faq', [], wordsIn(language)).jsonLd ?? [];
    expect(faqPage).toMatchObject({
      mainEntity: expect.arrayContaining([
        {
          '@type': 'Question',
          name: questions[2]!.textContent,
          acceptedAnswer: { '@type': 'Answer', text: ingredients.textContent },
        },
      ]),
    });
  });
});
