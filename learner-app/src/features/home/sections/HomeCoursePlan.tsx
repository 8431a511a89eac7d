// What we want to achieve, and the first course's plan (its modules, one open at a time, as native
// disclosures: no script). Static: server-rendered, never hydrated (see HomePage).
import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import { Disclosures } from '@ai-women/ui-kit/marketing';
import { COURSE_FACTS, courseCopy, courseOutline } from '@ai-women/contracts/courses';
import { routerLink } from '@ai-women/ui-kit/router';
import { Inner, Lead, Section, SectionTitle } from '../../../lib/pageLayout';
import { englishTexts, useT } from '../../../i18n';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ home: homeTexts });

const ModuleText = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[5]};
  }
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export default function HomeCoursePlan() {
  const { t, path, language } = useT();
  // The first course's plan, from its curriculum: the same modules and sessions its students follow.
  const modules = courseOutline('everyday', language);
  return (
    <Section $tone="tint" aria-labelledby="home-intent-title">
      <Inner>
        <TwoColumns>
          <div>
            <SectionTitle id="home-intent-title">{t('home.intentTitle')}</SectionTitle>
            <Lead>{t('home.intentLead')}</Lead>
            <LinkButton href={path('/experts-blog')} renderLink={routerLink} variant="secondary">
              {t('home.readMission')}
            </LinkButton>
          </div>
          <div>
            <SectionTitle as="h3">{t('home.modulesTitle')}</SectionTitle>
            <p>
              {t('home.modulesLead', {
                course: courseCopy('everyday', language).title,
                count: modules.length,
                sessions: COURSE_FACTS.sessionsPerModule,
              })}
            </p>
            <Disclosures
              name="home-modules"
              items={modules.map((m) => ({
                id: `module-${m.no}`,
                title: t('home.moduleTitle', { no: m.no, title: m.title }),
                content: (
                  <ModuleText>
                    {m.sessions.map((s) => (
                      <li key={s.no}>{s.topic}</li>
                    ))}
                  </ModuleText>
                ),
              }))}
              defaultOpenId="module-1"
            />
            <Actions>
              <LinkButton href={path('/course')} renderLink={routerLink}>
                {t('home.viewMore')}
              </LinkButton>
            </Actions>
          </div>
        </TwoColumns>
      </Inner>
    </Section>
  );
}
