import { Link } from 'react-router-dom';
import { richText } from '@site/state';
import type { QuestionAndAnswer } from '../../lib/structured-data';
import { siteFacts, type WordId, type Words } from '../../lib/words';
import type { AccordionItem } from './components/accordion';

/** The five questions of docs/product.md#faq, in the spec's order. */
export const faqQuestions = [
  { id: 'unique', question: 'faq.unique.question', answer: 'faq.unique.answer' },
  { id: 'tobacco-free', question: 'faq.tobaccoFree.question', answer: 'faq.tobaccoFree.answer' },
  { id: 'ingredients', question: 'faq.ingredients.question', answer: 'faq.ingredients.answer' },
  { id: 'packaging', question: 'faq.packaging.question', answer: 'faq.packaging.answer' },
  { id: 'quality', question: 'faq.quality.question', answer: 'faq.quality.answer' },
] as const satisfies readonly { id: string; question: WordId; answer: WordId }[];

/** An answer may mark the words that link to the product page: `<link>product page</link>`. */
const LINK_TAG = /<\/?link>/g;

/** One question with its answer as written, links marked. */
interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

function faqEntries(t: Words): FaqEntry[] {
  const values = { ...siteFacts, warning: t('warning.statutory').toLowerCase() };
  return faqQuestions.map(({ id, question, answer }) => ({
    id,
    question: t(question, siteFacts),
    answer: t(answer, values),
  }));
}

/** The questions and answers as plain text, for the page's FAQPage structured data. */
export function faqStructuredData(t: Words): QuestionAndAnswer[] {
  return faqEntries(t).map(({ question, answer }) => ({ question, answer: answer.replace(LINK_TAG, '') }));
}

/** The entries as the page's accordion shows them. */
export function faqItems(t: Words): AccordionItem[] {
  return faqEntries(t).map(({ id, question, answer }) => ({
    id,
    question,
    answer: <p>{richText(answer, { link: (text) => <Link to="/product-details">{text}</Link> })}</p>,
  }));
}
