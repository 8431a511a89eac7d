// What the dashboard says of where she stands (contracts' studentStanding, read from the API): a
// graduate is told she finished, with her certificate or how many sessions she was short; a
// student placed in a batch that has not started is told when it starts and what to prepare.
import styled from 'styled-components';
import { Card, LinkButton } from '@ai-women/ui-kit';
import { JOIN_OPENS_BEFORE_MINUTES } from '@ai-women/contracts';
import type { Standing } from '../../../lib/standingApi';
import { formatSessionDate } from '../../../lib/formatSessionDate';
import { routerLink } from '@ai-women/ui-kit/router';
import { englishTexts, useT } from '../../../i18n';
import dashboardTexts from '../../../i18n/en/dashboard.json';

// Its own words travel with it, whichever screen shows the card.
englishTexts({ dashboard: dashboardTexts });

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const Prepare = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export function StandingCard({ standing, courseTitle }: { standing: Standing; courseTitle: string | null }) {
  const { t, locale } = useT();
  const batch = standing.batch;
  if (!batch) return null;
  const date = (iso: string | null) => (iso ? formatSessionDate(iso, locale) : '');
  if (standing.stage === 'graduated' || standing.stage === 'graduated_short') {
    let certificate: string;
    if (standing.stage === 'graduated_short')
      certificate = t('dashboard.shortBy', {
        count: standing.short_by,
        attended: standing.attended,
        held: standing.held,
        required: standing.required,
      });
    else if (standing.certificate_revoked)
      certificate = t('dashboard.certificateRevoked', { no: standing.certificate_no ?? '' });
    else if (standing.certificate_no)
      certificate = t('dashboard.certificateIssued', { no: standing.certificate_no });
    else certificate = t('dashboard.certificateReady');
    return (
      <Card
        title={t('dashboard.finishedTitle', { course: courseTitle ?? batch.name })}
        headingLevel={2}
        data-testid="dashboard-finished"
      >
        <Text>{t('dashboard.finishedBatch', { batch: batch.name, date: date(batch.last_class) })}</Text>
        <Text data-testid="dashboard-certificate">{certificate}</Text>
        <Text>{t('dashboard.pastBelow')}</Text>
        <LinkButton href="/certificate" renderLink={routerLink} size="sm">
          {standing.stage === 'graduated' && !standing.certificate_revoked
            ? t('dashboard.openCertificate')
            : t('dashboard.aboutCertificate')}
        </LinkButton>
      </Card>
    );
  }
  if (standing.stage === 'placed') {
    return (
      <Card
        title={t('dashboard.startsTitle', { date: date(batch.first_class) })}
        headingLevel={2}
        data-testid="dashboard-starts"
      >
        <Text>
          {t('dashboard.startsText', {
            batch: batch.name,
            timing: batch.timing,
            date: date(batch.first_class),
            minutes: JOIN_OPENS_BEFORE_MINUTES,
          })}
        </Text>
        <strong>{t('dashboard.prepareTitle')}</strong>
        <Prepare>
          <li>{t('dashboard.prepare1')}</li>
          <li>{t('dashboard.prepare2')}</li>
          <li>{t('dashboard.prepare3')}</li>
        </Prepare>
        <Text>{t('dashboard.certificateNeeds', { required: standing.required, total: standing.total })}</Text>
      </Card>
    );
  }
  return null;
}
