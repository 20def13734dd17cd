import { useWords, type WordId, type Words } from '../../lib/words';
import { PolicyDocument, type PolicySection } from './components/policy-document';
import { policyText } from './components/policy-words';

/** Terms and conditions, sections 1–7 in the order of docs/product.md#terms-and-conditions. */
const termsSections = [
  { id: 'website-usage', heading: 'terms.usage.heading', body: 'terms.usage.body' },
  { id: 'intellectual-property', heading: 'terms.property.heading', body: 'terms.property.body' },
  { id: 'accuracy', heading: 'terms.accuracy.heading', body: 'terms.accuracy.body' },
  { id: 'liability', heading: 'terms.liability.heading', body: 'terms.liability.body' },
  { id: 'external-links', heading: 'terms.links.heading', body: 'terms.links.body' },
  { id: 'modifications', heading: 'terms.modifications.heading', body: 'terms.modifications.body' },
  { id: 'governing-law', heading: 'terms.law.heading', body: 'terms.law.body' },
] as const satisfies readonly { id: string; heading: WordId; body: WordId }[];

const sectionsIn = (t: Words): PolicySection[] =>
  termsSections.map(({ id, heading, body }) => ({ id, heading: t(heading), body: <p>{policyText(t, body)}</p> }));

export default function TermsPage() {
  const t = useWords();
  return (
    <PolicyDocument
      title={t('terms.title')}
      lastUpdated={t('terms.updated')}
      intro={<p>{policyText(t, 'terms.intro')}</p>}
      sections={sectionsIn(t)}
      numbered
    />
  );
}
