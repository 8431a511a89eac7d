// Where she stands, on her enrolled-courses page (contracts' studentStanding, read from the API):
// finished (with her certificate or what it needed), refunded, waiting for a batch, placed with her
// first class, or in her course with her attendance against the certificate's 20 of 25.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, LinkButton } from '@ai-women/ui-kit';
import type { Standing } from '../../../lib/standingApi';
import { formatSessionDate } from '../../../lib/formatSessionDate';
import { routerLink } from '@ai-women/ui-kit/router';
import { englishTexts, useT } from '../../../i18n';
import enrolledTexts from '../../../i18n/en/enrolled.json';

englishTexts({ enrolled: enrolledTexts });

const Text = styled.p<{ $tone?: 'danger' }>`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.danger : 'inherit')};
  &:last-child {
    margin-bottom: 0;
  }
`;

/** `loading` and `failed`: the answer is on its way or could not be had (the curriculum still shows). */
export type StandingAnswer = Standing | 'loading' | 'failed';

export function WhereYouStand({ standing }: { standing: StandingAnswer }) {
  const { t, locale } = useT();
  const card = (body: ReactNode) => (
    <Card title={t('enrolled.standing.heading')} headingLevel={2} data-testid="where-you-stand">
      {body}
    </Card>
  );
  if (standing === 'loading') return card(<Text role="status">{t('enrolled.standing.loading')}</Text>);
  if (standing === 'failed')
    return card(
      <Text role="alert" $tone="danger">
        {t('enrolled.standing.failed')}
      </Text>,
    );
  const date = (iso: string | null) => (iso ? formatSessionDate(iso, locale) : '');
  const batch = standing.batch;
  switch (standing.stage) {
    case 'refunded':
      return card(<Text>{t('enrolled.standing.refunded')}</Text>);
    case 'waiting':
      return card(<Text data-testid="enrolled-waiting">{t('enrolled.standing.waiting')}</Text>);
    case 'graduated':
    case 'graduated_short': {
      const facts = {
        batch: batch?.name ?? '',
        date: date(batch?.last_class ?? null),
        attended: standing.attended,
        held: standing.held,
        required: standing.required,
      };
      const earned = standing.stage === 'graduated' && !standing.certificate_revoked;
      let certificate: string | null = null;
      if (standing.stage === 'graduated')
        certificate = standing.certificate_revoked
          ? t('enrolled.standing.certificateRevoked', { no: standing.certificate_no ?? '' })
          : standing.certificate_no
            ? t('enrolled.standing.certificateIssued', { no: standing.certificate_no })
            : t('enrolled.standing.certificateReady');
      return card(
        <>
          <Text>
            {standing.stage === 'graduated'
              ? t('enrolled.standing.finished', facts)
              : t('enrolled.standing.finishedShort', facts)}
          </Text>
          {certificate && <Text>{certificate}</Text>}
          <LinkButton href="/certificate" renderLink={routerLink} size="sm" variant={earned ? 'primary' : 'secondary'}>
            {earned ? t('enrolled.standing.openCertificate') : t('enrolled.standing.aboutCertificate')}
          </LinkButton>
        </>,
      );
    }
    case 'placed':
      return card(
        <>
          <Text>
            {batch?.first_class
              ? t('enrolled.standing.placed', { batch: batch.name, date: date(batch.first_class), timing: batch.timing })
              : t('enrolled.standing.placedNoDate', { batch: batch?.name ?? '', timing: batch?.timing ?? '' })}
          </Text>
          <Text>{t('enrolled.standing.needsTotal', { required: standing.required, total: standing.total })}</Text>
        </>,
      );
    case 'in_course':
      return card(
        <>
          <Text>
            {t('enrolled.standing.inCourse', { batch: batch?.name ?? '', attended: standing.attended, held: standing.held })}
          </Text>
          <Text data-testid="enrolled-needs">
            {standing.remaining > 0
              ? t('enrolled.standing.needs', { count: standing.remaining, required: standing.required, total: standing.total })
              : t('enrolled.standing.needsMet', { required: standing.required, total: standing.total })}
          </Text>
        </>,
      );
    default:
      return null;
  }
}
