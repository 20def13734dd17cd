import { site } from '@site/shared/site';
import { Link } from 'react-router-dom';
import type { AccordionItem } from './components/Accordion';

/** The five questions of §2 FAQ, in the spec's order. */
export const faqItems: readonly AccordionItem[] = [
  {
    id: 'unique',
    question: `What makes ${site.productLine} unique?`,
    answer: (
      <p>
        It gives you the familiar taste of pan masala without tobacco or nicotine. We slow-roast betelnut in small lots,
        blend it with catechu and cardamom and finish it with menthol, so it tastes fresh and clean after every meal.
      </p>
    ),
  },
  {
    id: 'tobacco-free',
    question: 'Does it contain tobacco or nicotine?',
    answer: (
      <p>
        No. {site.productLine} contains no tobacco and no nicotine in any form. It is a betel-nut based mouth freshener.
        Like all pan masala it carries the statutory warning: {site.statutoryWarning.toLowerCase()}.
      </p>
    ),
  },
  {
    id: 'ingredients',
    question: 'What are the ingredients?',
    answer: (
      <p>
        Betelnut, catechu, lime, menthol, cardamom and natural flavours. Nothing else. The full list is printed on every
        sachet and on the <Link to="/product-details">product page</Link>.
      </p>
    ),
  },
  {
    id: 'packaging',
    question: 'Is the packaging eco-friendly?',
    answer: (
      <p>
        Yes. Our sachets are made from a compostable, biodegradable film that breaks down in soil, and our cartons are
        recyclable paperboard. Please still dispose of them responsibly, never in rivers or drains.
      </p>
    ),
  },
  {
    id: 'quality',
    question: 'How do you ensure quality?',
    answer: (
      <p>
        Our production follows an {site.qualityStandard} certified quality management system. Every batch is checked for
        moisture, taste and seal strength before it is packed, and each sachet carries a batch code so it can be traced.
      </p>
    ),
  },
];
