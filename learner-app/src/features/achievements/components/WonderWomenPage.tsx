import styled from 'styled-components';
import { assetUrl } from '../../../lib/assetUrl';
import { LoadError } from '../../../lib/LoadError';
import { Inner, Kicker, Lead, PageIntro, PageTitle, Section, StatusText } from '../../../lib/pageLayout';
import { useAchievements } from '../api/achievements';
import { englishTexts, useT } from '../../../i18n';
import wonderWomenTexts from '../../../i18n/en/wonderWomen.json';

englishTexts({ wonderWomen: wonderWomenTexts });

const PLACEHOLDER = '/assets/team/placeholder.svg';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: 112px 1fr;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  & img {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  & h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.plum900};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 80px 1fr;
    & img {
      width: 80px;
      height: 80px;
    }
  }
`;
const Role = styled.p`
  margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Highlight = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.coral600};
`;
const Body = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
const IntroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

function AchievementList() {
  const { t } = useT();
  const { data, isPending, isError, isFetching, refetch } = useAchievements();
  if (isPending) return <StatusText role="status">{t('wonderWomen.loading')}</StatusText>;
  if (isError)
    return <LoadError message={t('wonderWomen.failed')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.length === 0) return <StatusText>{t('wonderWomen.empty')}</StatusText>;
  return (
    <List>
      {data.map((a) => (
        <Item key={a.achievement_id}>
          <img src={assetUrl(a.image_url || PLACEHOLDER)} alt="" width={112} height={112} loading="lazy" decoding="async" />
          <div>
            <h2>{a.name}</h2>
            <Role>{a.designation}</Role>
            <Highlight>{a.achievement}</Highlight>
            <Body>{a.description}</Body>
          </div>
        </Item>
      ))}
    </List>
  );
}

export function WonderWomenPage() {
  const { t } = useT();
  return (
    <>
      <title>{t('wonderWomen.title')}</title>
      <meta name="description" content={t('wonderWomen.description')} />
      <PageIntro>
        <IntroInner>
          <Kicker>{t('wonderWomen.kicker')}</Kicker>
          <PageTitle>{t('wonderWomen.heading')}</PageTitle>
          <Lead>{t('wonderWomen.lead')}</Lead>
        </IntroInner>
      </PageIntro>
      <Section>
        <Inner>
          <AchievementList />
        </Inner>
      </Section>
    </>
  );
}
