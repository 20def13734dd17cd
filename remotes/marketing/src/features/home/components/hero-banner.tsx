import { scrollToProductsState } from '@site/state';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@site/ui';
import { artwork } from '../../../assets/artwork';
import { siteFacts, useWords } from '../../../lib/words';

const Banner = styled.section`
  background:
    radial-gradient(circle at 85% 20%, ${({ theme }) => theme.colors.heroGlow}, transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.surfaceAlt}, ${({ theme }) => theme.colors.background});
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2rem ${({ theme }) => theme.layout.gutter} 2.5rem;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: 1.1fr 1fr;
    padding: 3.5rem 1.5rem;
  }

  img {
    width: 100%;
    max-width: 460px;
    height: auto;
    justify-self: center;
  }
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2rem, 7vw, 3.25rem);
  line-height: 1.1;
  margin-bottom: 1rem;
`;

const Tagline = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 36rem;
  margin-bottom: 1.5rem;
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;

  li {
    padding: 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;

  a:not([class]) {
    font-weight: 700;
  }
`;

export function HeroBanner() {
  const t = useWords();
  return (
    <Banner aria-labelledby="home-title">
      <Inner>
        <div>
          <Title id="home-title">{t('home.hero.title', siteFacts)}</Title>
          <Tagline>{t('home.hero.tagline')}</Tagline>
          <Badges aria-label={t('home.hero.glance')}>
            <li>{t('home.hero.noTobacco')}</li>
            <li>{t('home.hero.noNicotine')}</li>
            <li>{siteFacts.qualityStandard}</li>
          </Badges>
          <Actions>
            <Button as={Link} $size="pill" to="/home" state={scrollToProductsState}>
              {t('home.hero.seePacks')}
            </Button>
            <Link to="/about">{t('home.hero.ourStory')}</Link>
          </Actions>
        </div>
        <img
          src={artwork.banner}
          alt={t('home.hero.imageAlt', siteFacts)}
          width={560}
          height={420}
          fetchPriority="high"
        />
      </Inner>
    </Banner>
  );
}
