// Her batch's timetable for her calendar app: a one-off download, or a private link her calendar
// subscribes to (it follows the timetable when a class moves). Resetting the link, after a
// confirmation, makes the old one stop working.
import { useState } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, CalendarIcon, Card, LinkButton } from '@ai-women/ui-kit';
import { FormAlert } from '@ai-women/ui-kit/forms';
import { apiUrl, errorMessage } from '@ai-women/web-core';
import { typed } from '../../../lib/apiClient';
import { englishTexts, useT } from '../../../i18n';
import calendarTexts from '../../../i18n/en/calendar.json';

englishTexts({ calendar: calendarTexts });

const CALENDAR_KEY = ['student-calendar-link'] as const;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;
const Muted = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const LinkBox = styled.input`
  width: 100%;
  margin-top: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  label {
    font-weight: 600;
  }
`;

export function CalendarCard() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const link = useQuery({
    queryKey: CALENDAR_KEY,
    enabled: open,
    queryFn: async () => (await typed.get('/api/student/calendar')).data,
    retry: false,
  });
  const reset = useMutation({
    mutationFn: () => typed.post('/api/student/calendar/reset', undefined as never),
    onSuccess: (answer) => {
      queryClient.setQueryData(CALENDAR_KEY, answer.data);
      setConfirming(false);
      setStatus({ tone: 'success', text: answer.message ?? '' });
    },
    onError: (err) =>
      setStatus({ tone: 'danger', text: errorMessage(err, t('calendar.failed'), t('calendar.failed')) }),
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ tone: 'success', text: t('calendar.copied') });
    } catch {
      setStatus({ tone: 'danger', text: t('calendar.copyFailed') });
    }
  };

  return (
    <Card title={t('calendar.title')} headingLevel={2}>
      <p style={{ margin: 0 }}>{t('calendar.intro')}</p>
      <Row>
        <LinkButton href={apiUrl('/api/student/calendar.ics')} size="sm" download>
          <CalendarIcon aria-hidden="true" /> {t('calendar.download')}
        </LinkButton>
        <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {t('calendar.subscribe')}
        </Button>
      </Row>
      {open && (
        <Panel>
          {link.isPending && <Muted role="status">{t('calendar.loading')}</Muted>}
          {link.isError && (
            <FormAlert>{errorMessage(link.error, t('calendar.failed'), t('calendar.failed'))}</FormAlert>
          )}
          {link.data && (
            <>
              <label htmlFor="calendar-link">{t('calendar.linkLabel')}</label>
              <LinkBox
                id="calendar-link"
                readOnly
                value={link.data.subscribe_url}
                onFocus={(e) => e.currentTarget.select()}
                aria-describedby="calendar-link-help"
              />
              <Muted id="calendar-link-help">{t('calendar.linkHelp')}</Muted>
              <Row>
                <Button size="sm" onClick={() => void copy(link.data.subscribe_url)}>
                  {t('calendar.copy')}
                </Button>
                {!confirming && (
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                    {t('calendar.reset')}
                  </Button>
                )}
              </Row>
              {confirming && (
                <div role="group" aria-label={t('calendar.reset')}>
                  <Muted>{t('calendar.resetConfirm')}</Muted>
                  <Row>
                    <Button
                      size="sm"
                      variant="danger"
                      loading={reset.isPending}
                      disabled={reset.isPending}
                      onClick={() => reset.mutate()}
                    >
                      {t('calendar.resetYes')}
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                      {t('calendar.cancel')}
                    </Button>
                  </Row>
                </div>
              )}
            </>
          )}
          <div aria-live="polite">{status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}</div>
        </Panel>
      )}
    </Card>
  );
}
