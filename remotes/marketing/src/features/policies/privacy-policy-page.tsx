import { useWords, type WordId, type Words } from '../../lib/words';
import { PolicyDocument, type PolicySection } from './components/policy-document';
import { policyText } from './components/policy-words';

/** Website privacy policy, sections in the order of docs/product.md#privacy-policy. */
function privacySections(t: Words): PolicySection[] {
  const say = (id: WordId) => policyText(t, id);
  return [
    {
      id: 'user-safety',
      heading: t('privacy.userSafety.heading'),
      body: <p>{say('privacy.userSafety.body')}</p>,
    },
    {
      id: 'information-collection',
      heading: t('privacy.collection.heading'),
      body: (
        <>
          <p>{say('privacy.collection.intro')}</p>
          <ul>
            <li>{say('privacy.collection.item1')}</li>
            <li>{say('privacy.collection.item2')}</li>
            <li>{say('privacy.collection.item3')}</li>
          </ul>
          <p>{say('privacy.collection.logs')}</p>
        </>
      ),
    },
    {
      id: 'information-sharing',
      heading: t('privacy.sharing.heading'),
      body: <p>{say('privacy.sharing.body')}</p>,
    },
    {
      id: 'links',
      heading: t('privacy.links.heading'),
      body: <p>{say('privacy.links.body')}</p>,
    },
    {
      id: 'tracking',
      heading: t('privacy.tracking.heading'),
      body: <p>{say('privacy.tracking.body')}</p>,
    },
    {
      id: 'changes',
      heading: t('privacy.changes.heading'),
      body: <p>{say('privacy.changes.body')}</p>,
    },
  ];
}

export default function PrivacyPolicyPage() {
  const t = useWords();
  return (
    <PolicyDocument
      title={t('privacy.title')}
      lastUpdated={t('privacy.updated')}
      intro={<p>{policyText(t, 'privacy.intro')}</p>}
      sections={privacySections(t)}
    />
  );
}
