import { site } from '@site/contract';
import { PolicyDocument, type PolicySection } from './components/policy-document';

/** Website privacy policy, sections in the order of docs/product.md#privacy-policy. */
const privacySections: readonly PolicySection[] = [
  {
    id: 'user-safety',
    heading: 'User Safety',
    body: (
      <p>
        Your safety comes first. You can read every page of this website without telling us who you are. We only ask for
        personal details when you choose to contact us or apply to become a partner, and we use them only for that
        purpose.
      </p>
    ),
  },
  {
    id: 'information-collection',
    heading: 'Content or Information Collection',
    body: (
      <>
        <p>When you fill in our contact or partner form we collect what you type into it:</p>
        <ul>
          <li>your name, mobile number and email address;</li>
          <li>your firm name, city, state and pincode, if you apply as a partner;</li>
          <li>your message or comment.</li>
        </ul>
        <p>
          Our servers also keep standard technical logs (IP address, browser type and the time of a request) for
          security and to keep the website running.
        </p>
      </>
    ),
  },
  {
    id: 'information-sharing',
    heading: 'Information Sharing',
    body: (
      <p>
        We do not sell, rent or trade your personal information. Inside {site.legalName} only the people who answer your
        inquiry can see it. We share it outside the company only with service providers who host our systems for us
        under a duty of confidentiality, or when Indian law or a court requires us to.
      </p>
    ),
  },
  {
    id: 'links',
    heading: 'Links',
    body: (
      <p>
        Our pages may link to other websites, such as maps or social networks. Those sites have their own privacy
        policies, and we are not responsible for their content or for how they handle your data. Please read their
        policies before you share anything with them.
      </p>
    ),
  },
  {
    id: 'tracking',
    heading: 'Tracking User Movement',
    body: (
      <p>
        We do not use advertising trackers. We may count page visits in aggregate to learn which pages are useful, and
        your browser stores your light or dark theme choice on your device. None of this is used to build a profile of
        you, and you can clear it at any time from your browser settings.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Change of Information',
    body: (
      <p>
        We may update this policy as our website or the law changes. The date at the top shows when it last changed. If
        you want us to correct or delete information you sent us, write to{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <PolicyDocument
      title="Privacy Policy"
      lastUpdated="21 November 2026"
      intro={
        <p>
          This policy explains what information {site.legalName} (“{site.brandName}”, “we”) collects when you use this
          website, and how we use and protect it.
        </p>
      }
      sections={privacySections}
    />
  );
}
