// /course/:courseId (and /hi/course/:courseId): one course, server-rendered. Who it is for, its 25
// sessions module by module from its curriculum, timings and the next open batches with the seats
// left, its tutors, the price with GST, the refund policy and answers to common questions. Every
// number on it comes from the contracts (programme, curriculum, price, join window, refunds).
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { LinkButton, LoadingState } from '@ai-women/ui-kit';
import { Accordion } from '@ai-women/ui-kit/marketing';
import {
  attendanceNeeded,
  batchClassHours,
  groupIndian,
  INDIA_TIME_ZONE,
  LIST_PRICE_RUPEES,
  PROGRAMME,
  REFUND_POLICY,
} from '@ai-women/contracts';
import { COURSE_FACTS, courseCopy, courseOutline } from '@ai-women/contracts/courses';
import { PageStatus } from '@ai-women/web-core/page-status';
import { useCourseOffer } from '../api/offer';
import { courseText } from '../../../lib/courseText';
import { LoadError } from '../../../lib/LoadError';
import { routerLink } from '@ai-women/ui-kit/router';
import {
  Inner,
  Kicker,
  Lead,
  PageIntro,
  PageTitle,
  Section,
  SectionTitle,
  StatusText,
} from '../../../lib/pageLayout';
import { englishTexts, useT } from '../../../i18n';
import courseTexts from '../../../i18n/en/course.json';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ course: courseTexts, home: homeTexts });

const Facts = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space[4]} 0`};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  & li {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.plum700};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Modules = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  & > li {
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.colors.surface};
    border-left: 4px solid ${({ theme }) => theme.colors.coral500};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
  }
  & ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const SessionNo = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.coral600};
`;
const Batches = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  & li {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  & strong {
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;
const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.plum700};
`;
const Plain = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** '2026-12-07' as a long date in the page's language (India). */
function longDate(iso: string | null, locale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(`${iso}T06:30:00Z`));
}

/** 'Mon-Sat 19:00-20:30' → '19:00–20:30' (India time), or the timing as written if it names no time. */
function classHours(timing: string): string {
  const hours = batchClassHours(timing);
  if (!hours) return timing;
  const hm = ({ hour, minute }: { hour: number; minute: number }) =>
    `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return `${hm(hours.start)}–${hm(hours.end)}`;
}

export function CourseDetailPage() {
  const { courseId } = useParams();
  const { t, path, language, locale } = useT();
  const offer = useCourseOffer(courseId);

  if (offer.isPending && offer.fetchStatus !== 'idle')
    return (
      <Section>
        <Inner>
          <LoadingState text={t('course.detail.loading')} />
        </Inner>
      </Section>
    );
  if (offer.isError)
    return (
      <Section>
        <Inner>
          <LoadError
            message={t('course.detail.loadFailed')}
            onRetry={() => void offer.refetch()}
            retrying={offer.isFetching}
          />
        </Inner>
      </Section>
    );
  if (!offer.data)
    return (
      <Section>
        <Inner>
          <PageStatus code={404} />
          <meta name="robots" content="noindex" />
          <PageTitle>{t('course.detail.notFound')}</PageTitle>
          <LinkButton href={path('/course')} renderLink={routerLink}>
            {t('course.detail.allCourses')}
          </LinkButton>
        </Inner>
      </Section>
    );

  const { course, batches, tutors } = offer.data;
  const { title, description } = courseText(course, language);
  const audience = courseCopy(course.curriculum, language).audience;
  const modules = courseOutline(course.curriculum, language);
  const sessionCount = modules.reduce((n, m) => n + m.sessions.length, 0);
  const faqs = t('course.detail.faq', {
    returnObjects: true,
    needed: attendanceNeeded(PROGRAMME.sessions),
    sessions: PROGRAMME.sessions,
  }) as unknown as { q: string; a: string }[];

  return (
    <>
      <title>{`${title} · ${t('course.detail.titleSuffix')}`}</title>
      <meta name="description" content={description} />
      <PageIntro>
        <Inner>
          <Kicker>{t('course.detail.kicker')}</Kicker>
          <PageTitle>{title}</PageTitle>
          <Lead>{description}</Lead>
          <Facts aria-label={t('course.detail.factsLabel')}>
            <li>{t('course.weeks', { count: PROGRAMME.weeks })}</li>
            <li>{t('course.sessions', { count: sessionCount })}</li>
            <li>{t('course.detail.minutes', { count: COURSE_FACTS.sessionMinutes })}</li>
            <li>{t('course.days')}</li>
            <li>{t('course.online')}</li>
          </Facts>
          <LinkButton href={path(`/register/${course.course_id}`)} renderLink={routerLink} size="lg">
            {t('course.detail.enroll')}
          </LinkButton>
        </Inner>
      </PageIntro>

      <Section aria-labelledby="course-for-whom">
        <Inner>
          <SectionTitle id="course-for-whom">{t('course.detail.forWhom')}</SectionTitle>
          <Lead>{audience}</Lead>
        </Inner>
      </Section>

      <Section $tone="tint" aria-labelledby="course-plan">
        <Inner>
          <SectionTitle id="course-plan">
            {t('course.detail.planTitle', { count: sessionCount })}
          </SectionTitle>
          <Modules>
            {modules.map((m) => (
              <li key={m.no}>
                <h3>{t('course.detail.moduleHeading', { no: m.no, title: m.title })}</h3>
                <ol>
                  {m.sessions.map((s) => (
                    <li key={s.no}>
                      <SessionNo>{t('course.detail.session', { no: s.no })}</SessionNo>
                      {s.topic}
                      {language === 'en' && <small>{s.tool}</small>}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </Modules>
        </Inner>
      </Section>

      <Section aria-labelledby="course-timings">
        <Inner>
          <SectionTitle id="course-timings">{t('course.detail.timingsTitle')}</SectionTitle>
          <Lead>
            {t('course.detail.timingsLead', {
              days: t('course.days'),
              minutes: COURSE_FACTS.sessionMinutes,
              join: COURSE_FACTS.joinOpensBeforeMinutes,
            })}
          </Lead>
          {batches.length === 0 ? (
            <StatusText>{t('course.detail.noBatches')}</StatusText>
          ) : (
            <Batches>
              {batches.map((b) => (
                <li key={b.batch_id}>
                  <strong>
                    {t(`course.detail.${b.day_part}`)} · {classHours(b.timing)}
                  </strong>
                  <span>{t('course.detail.starts', { date: longDate(b.start_date, locale) })}</span>
                  <span>
                    {b.seats_left > 0
                      ? t('course.detail.seatsLeft', { count: b.seats_left, capacity: b.capacity })
                      : t('course.detail.full')}
                  </span>
                </li>
              ))}
            </Batches>
          )}
        </Inner>
      </Section>

      <Section $tone="tint" aria-labelledby="course-tutors">
        <Inner>
          <Columns>
            <div>
              <SectionTitle id="course-tutors">{t('course.detail.tutorsTitle')}</SectionTitle>
              {tutors.length === 0 ? (
                <StatusText>{t('course.detail.noTutors')}</StatusText>
              ) : (
                <Plain>
                  {tutors.map((tutor) => (
                    <li key={tutor.name}>
                      <strong>{tutor.name}</strong>
                      <br />
                      {tutor.bio ?? t('course.detail.noBio')}
                    </li>
                  ))}
                </Plain>
              )}
            </div>
            <div>
              <SectionTitle as="h2">{t('course.detail.priceTitle')}</SectionTitle>
              <Price>{t('course.detail.price', { price: groupIndian(LIST_PRICE_RUPEES) })}</Price>
              <p>{t('course.detail.gst')}</p>
              <SectionTitle as="h2">{t('course.detail.refundTitle')}</SectionTitle>
              <Plain>
                {REFUND_POLICY.map((stage) => (
                  <li key={stage.until}>
                    {t(`course.detail.refund_${stage.until}`, { percent: stage.percent })}
                  </li>
                ))}
              </Plain>
            </div>
          </Columns>
        </Inner>
      </Section>

      <Section aria-labelledby="course-faq">
        <Inner>
          <SectionTitle id="course-faq">{t('course.detail.faqTitle')}</SectionTitle>
          <Accordion
            items={faqs.map((f, i) => ({ id: `faq-${i + 1}`, title: f.q, content: <p>{f.a}</p> }))}
          />
          <p>
            <LinkButton href={path('/course')} renderLink={routerLink} variant="secondary">
              {t('course.detail.backToCourses')}
            </LinkButton>
          </p>
        </Inner>
      </Section>
    </>
  );
}
