import { useWords, type WordId, type Words } from '../../lib/words';
import { PolicyDocument, type PolicySection } from './components/policy-document';
import { policyText } from './components/policy-words';

/** App privacy policy, every section of docs/product.md#app-privacy-policy in its order. */
function appPolicySections(t: Words): PolicySection[] {
  const say = (id: WordId) => policyText(t, id);
  const list = (ids: readonly WordId[]) => (
    <ul>
      {ids.map((id) => (
        <li key={id}>{say(id)}</li>
      ))}
    </ul>
  );
  return [
    {
      id: 'introduction',
      heading: t('appPolicy.introduction.heading'),
      body: <p>{say('appPolicy.introduction.body')}</p>,
    },
    {
      id: 'information-collected',
      heading: t('appPolicy.collected.heading'),
      body: (
        <>
          <p>{say('appPolicy.collected.personal')}</p>
          <p>{say('appPolicy.collected.usage')}</p>
          <p>{say('appPolicy.collected.location')}</p>
          {list(['appPolicy.collected.location1', 'appPolicy.collected.location2', 'appPolicy.collected.location3'])}
        </>
      ),
    },
    {
      id: 'use',
      heading: t('appPolicy.use.heading'),
      body: list(['appPolicy.use.item1', 'appPolicy.use.item2', 'appPolicy.use.item3', 'appPolicy.use.item4']),
    },
    {
      id: 'sharing',
      heading: t('appPolicy.sharing.heading'),
      body: (
        <>
          <p>{say('appPolicy.sharing.intro')}</p>
          {list(['appPolicy.sharing.item1', 'appPolicy.sharing.item2', 'appPolicy.sharing.item3'])}
        </>
      ),
    },
    {
      id: 'security',
      heading: t('appPolicy.security.heading'),
      body: <p>{say('appPolicy.security.body')}</p>,
    },
    {
      id: 'rights',
      heading: t('appPolicy.rights.heading'),
      body: (
        <>
          <p>{say('appPolicy.rights.intro')}</p>
          {list([
            'appPolicy.rights.item1',
            'appPolicy.rights.item2',
            'appPolicy.rights.item3',
            'appPolicy.rights.item4',
          ])}
          <p>{say('appPolicy.rights.complain')}</p>
        </>
      ),
    },
    {
      id: 'children',
      heading: t('appPolicy.children.heading'),
      body: <p>{say('appPolicy.children.body')}</p>,
    },
    {
      id: 'changes-contact',
      heading: t('appPolicy.contact.heading'),
      body: (
        <>
          <p>{say('appPolicy.contact.body')}</p>
          <p>
            {say('appPolicy.contact.officer')}
            <br />
            {say('policy.email')}
          </p>
        </>
      ),
    },
  ];
}

export default function AppPolicyPage() {
  const t = useWords();
  return (
    <PolicyDocument
      title={t('appPolicy.title')}
      lastUpdated={t('appPolicy.updated')}
      intro={<p>{policyText(t, 'appPolicy.intro')}</p>}
      sections={appPolicySections(t)}
    />
  );
}
