import { site } from '@site/contract';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button } from '@site/ui';
import { Eyebrow, Lead, SectionTitle } from '../../../lib/ui';

const Section = styled.section`
  padding: 2.5rem 0 1rem;

  p + a {
    margin-top: 1.25rem;
  }
`;

export function AboutBlurb() {
  return (
    <Section aria-labelledby="about-title">
      <Eyebrow>About us</Eyebrow>
      <SectionTitle id="about-title">A family recipe, made the careful way</SectionTitle>
      <Lead>
        {site.legalName} makes a pan masala you can enjoy without tobacco or nicotine: roasted betelnut, catechu and
        cardamom, finished with menthol. We make it in Ahmedabad to an {site.qualityStandard} standard and pack it in
        sachets that return to the soil.
      </Lead>
      <Button as={Link} $size="pill" to="/about" aria-label="Read more about us">
        Read More
      </Button>
    </Section>
  );
}
