import { site } from '@site/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { QuestionAndAnswer } from '../../lib/structured-data';
import type { AccordionItem } from './components/accordion';

/**
 * One question with its answer as plain text, written once for the page and for its FAQPage
 * structured data; `link` turns the first occurrence of its text in the answer into a link.
 */
export interface FaqEntry extends QuestionAndAnswer {
  id: string;
  link?: { text: string; to: string };
}

/** The five questions of docs/product.md#faq, in the spec's order. */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'unique',
    question: `What makes ${site.productLine} unique?`,
    answer:
      'It gives you the familiar taste of pan masala without tobacco or nicotine. We slow-roast betelnut in small lots, ' +
      'blend it with catechu and cardamom and finish it with menthol, so it tastes fresh and clean after every meal.',
  },
  {
    id: 'tobacco-free',
    question: 'Does it contain tobacco or nicotine?',
    answer:
      `No. ${site.productLine} contains no tobacco and no nicotine in any form. It is a betel-nut based mouth freshener. ` +
      `Like all pan masala it carries the statutory warning: ${site.statutoryWarning.toLowerCase()}.`,
  },
  {
    id: 'ingredients',
    question: 'What are the ingredients?',
    answer:
      'Betelnut, catechu, lime, menthol, cardamom and natural flavours. Nothing else. The full list is printed on every ' +
      'sachet and on the product page.',
    link: { text: 'product page', to: '/product-details' },
  },
  {
    id: 'packaging',
    question: 'Is the packaging eco-friendly?',
    answer:
      'Yes. Our sachets are made from a compostable, biodegradable film that breaks down in soil, and our cartons are ' +
      'recyclable paperboard. Please still dispose of them responsibly, never in rivers or drains.',
  },
  {
    id: 'quality',
    question: 'How do you ensure quality?',
    answer:
      `Our production follows an ${site.qualityStandard} certified quality management system. Every batch is checked for ` +
      'moisture, taste and seal strength before it is packed, and each sachet carries a batch code so it can be traced.',
  },
];

function answerContent({ answer, link }: FaqEntry): ReactNode {
  const at = link ? answer.indexOf(link.text) : -1;
  if (!link || at < 0) return answer;
  return (
    <>
      {answer.slice(0, at)}
      <Link to={link.to}>{link.text}</Link>
      {answer.slice(at + link.text.length)}
    </>
  );
}

/** The entries as the page's accordion shows them. */
export const faqItems: readonly AccordionItem[] = faqEntries.map((entry) => ({
  id: entry.id,
  question: entry.question,
  answer: <p>{answerContent(entry)}</p>,
}));
