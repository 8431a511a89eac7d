import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card } from '@ai-women/ui-kit';
import { EmptyState } from '@ai-women/ui-kit/status';
import { List, ScreenHeader } from '@ai-women/ui-kit/portal';
import { ToggleGroup } from '@ai-women/ui-kit/forms';
import { COURSE_TITLE } from '@ai-women/contracts';
import { curriculumFor, type CourseSession } from '@ai-women/contracts/curriculum';
import { searchSessions } from '../lib/curriculum';
import { WhereYouStand, type StandingAnswer } from './WhereYouStand';
import { englishTexts, useT } from '../../../i18n';
import enrolledTexts from '../../../i18n/en/enrolled.json';

englishTexts({ enrolled: enrolledTexts });

/** The query parameter the student header's search writes. */
const SEARCH_PARAM = 'q';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const SessionItem = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.plum900};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: 1fr;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const SessionNumber = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.plum100};
  color: ${({ theme }) => theme.colors.plum700};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Found = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// The curriculum itself (module and session titles, tools, tasks) is course content and stays as
// written; the words around it follow her language.
function SessionCard({ session, moduleTitle }: { session: CourseSession; moduleTitle?: string }) {
  const { t } = useT();
  return (
    <SessionItem>
      <SessionNumber aria-hidden="true">{session.no}</SessionNumber>
      <div>
        <h3>{t('enrolled.session', { no: session.no, topic: session.topic })}</h3>
        <dl>
          {moduleTitle && (
            <>
              <dt>{t('enrolled.module')}</dt>
              <dd>{moduleTitle}</dd>
            </>
          )}
          <dt>{t('enrolled.toolFocus')}</dt>
          <dd>{session.tool}</dd>
          <dt>{t('enrolled.application')}</dt>
          <dd>{session.application}</dd>
        </dl>
      </div>
    </SessionItem>
  );
}

/**
 * Her course's curriculum (`curriculum` is its key); the first course's until her course is known.
 * `standing`, when given, says where she stands above it.
 */
export function EnrolledCoursesScreen({
  courseTitle,
  curriculum,
  standing,
}: { courseTitle?: string | null; curriculum?: string | null; standing?: StandingAnswer } = {}) {
  const CURRICULUM = curriculumFor(curriculum);
  const [params, setParams] = useSearchParams();
  const query = (params.get(SEARCH_PARAM) ?? '').trim();
  const [active, setActive] = useState(1);
  const headingId = useId();
  const module = CURRICULUM.find((m) => m.no === active) ?? CURRICULUM[0]!;
  const results = query ? searchSessions(query, CURRICULUM) : [];
  const { t } = useT();

  return (
    <Stack>
      <title>{t('enrolled.title')}</title>
      <ScreenHeader title={courseTitle || COURSE_TITLE} description={t('enrolled.description')} />
      {standing && <WhereYouStand standing={standing} />}

      {query ? (
        <section aria-labelledby={headingId}>
          <Found>
            <h2 id={headingId} style={{ margin: 0, fontSize: '1.25rem' }}>
              {t('enrolled.matching', { query })}
            </h2>
            <Button variant="ghost" size="sm" onClick={() => setParams({}, { replace: true })}>
              {t('enrolled.clear')}
            </Button>
          </Found>
          <p role="status" style={{ margin: '0.5rem 0 1rem' }}>
            {t('enrolled.found', { count: results.length })}
          </p>
          {results.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t('enrolled.noMatch', { query })}
              description={t('enrolled.noMatchText')}
            />
          ) : (
            <List gap={3} ordered>
              {results.map(({ module: m, session }) => (
                <SessionCard
                  key={session.no}
                  session={session}
                  moduleTitle={t('enrolled.moduleTitle', { no: m.no, title: m.title })}
                />
              ))}
            </List>
          )}
        </section>
      ) : (
        <>
          <ToggleGroup
            label={t('enrolled.modules')}
            variant="segmented"
            options={CURRICULUM.map((m) => ({
              value: String(m.no),
              label: t('enrolled.moduleNo', { no: m.no }),
            }))}
            value={String(active)}
            onChange={(v) => setActive(Number(v))}
          />
          <Card
            title={t('enrolled.moduleTitle', { no: module.no, title: module.title })}
            subtitle={module.summary}
            headingLevel={2}
          >
            <List gap={3} ordered>
              {module.sessions.map((s) => (
                <SessionCard key={s.no} session={s} />
              ))}
            </List>
          </Card>
        </>
      )}
    </Stack>
  );
}
