import { site } from '@site/contract';
import { PolicyDocument, type PolicySection } from './components/policy-document';

/** App privacy policy, every section of docs/product.md#app-privacy-policy in its order. */
const appPolicySections: readonly PolicySection[] = [
  {
    id: 'introduction',
    heading: 'Introduction',
    body: (
      <p>
        This policy covers the {site.brandName} retailer app, which retailers use to register, log in with their mobile
        number and place orders, and which our sales staff use in the field. It explains what we collect, why, and the
        choices you have.
      </p>
    ),
  },
  {
    id: 'information-collected',
    heading: 'Information We Collect',
    body: (
      <>
        <p>
          <strong>Personal data.</strong> Your full name, email address and phone number, and your location only when a
          feature needs it.
        </p>
        <p>
          <strong>Usage data.</strong> Device information (model, operating system, app version), the screens you view,
          and crash logs that help us fix problems.
        </p>
        <p>
          <strong>Location data.</strong> We use location only for these purposes:
        </p>
        <ul>
          <li>to plan and track deliveries to your shop;</li>
          <li>to monitor the visits of our sales staff in the field during working hours;</li>
          <li>to verify a shop’s address when it registers.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How We Use Your Information',
    body: (
      <ul>
        <li>to create and manage your retailer account and verify your login;</li>
        <li>to take, deliver and support your orders;</li>
        <li>to improve the app and fix errors;</li>
        <li>to send you service messages, such as one-time codes and order updates.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Sharing of Information',
    body: (
      <>
        <p>We do not sell or rent your personal information. We share it only with:</p>
        <ul>
          <li>service providers who run hosting, SMS and delivery for us, bound to keep it confidential;</li>
          <li>legal authorities, when the law requires it;</li>
          <li>a buyer or successor, if our business is merged or transferred, under this same policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Data Security',
    body: (
      <p>
        Data travels over encrypted connections and is stored on access-controlled servers. Only staff who need it for
        their work can see it. No system is perfectly secure, so please keep your phone and one-time codes private.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your Rights',
    body: (
      <>
        <p>You can ask us to:</p>
        <ul>
          <li>give you access to the personal data we hold about you;</li>
          <li>correct data that is wrong or incomplete;</li>
          <li>delete your data, unless the law requires us to keep it;</li>
          <li>stop using your data where you gave consent, by withdrawing that consent.</li>
        </ul>
        <p>You may also complain to the data protection authority of India if you are unhappy with how we handle it.</p>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children’s Privacy',
    body: (
      <p>
        The app is for businesses and is not meant for children under 13. We do not knowingly collect their data; if we
        learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: 'changes-contact',
    heading: 'Changes and Contact',
    body: (
      <>
        <p>
          We may update this policy and will show the new date at the top. For any question or request about your data,
          contact us:
        </p>
        <p>
          {site.legalName}, Grievance Officer: [name and postal address to be published]
          <br />
          Email: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </p>
      </>
    ),
  },
];

export default function AppPolicyPage() {
  return (
    <PolicyDocument
      title="App Privacy Policy"
      lastUpdated="21 November 2026"
      intro={
        <p>Your privacy matters to us. Please read how the {site.brandName} retailer app handles your information.</p>
      }
      sections={appPolicySections}
    />
  );
}
