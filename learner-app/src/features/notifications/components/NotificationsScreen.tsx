import { useState } from 'react';
import styled from 'styled-components';
import { BellIcon, Button, LoadingState } from '@ai-women/ui-kit';
import { EmptyState } from '@ai-women/ui-kit/status';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { getStoredUser } from '@ai-women/web-core';
import { useStudentNotifications } from '../api/notifications';
import { englishTexts, useT } from '../../../i18n';
import commonTexts from '../../../i18n/en/common.json';
import notificationsTexts from '../../../i18n/en/notifications.json';
import { INDIA_TIME_ZONE } from '@ai-women/contracts';

englishTexts({ common: commonTexts, notifications: notificationsTexts });

// One format per locale, made on first use (building one costs milliseconds).
const formats = new Map<string, Intl.DateTimeFormat>();
function dateTime(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: INDIA_TIME_ZONE,
    });
    formats.set(locale, format);
  }
  return format;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 760px;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.plum900};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.plum100};
  color: ${({ theme }) => theme.colors.plum700};
`;

const Failed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
`;

export function NotificationsScreen() {
  const [user] = useState(getStoredUser);
  const notifications = useStudentNotifications(user?.id ?? '');
  const { t, locale } = useT();

  return (
    <Stack>
      <title>{t('notifications.title')}</title>
      <ScreenHeader title={t('notifications.heading')} />
      {notifications.isPending ? (
        <LoadingState text={t('notifications.loading')} />
      ) : notifications.isError ? (
        <Failed role="alert">
          {t('notifications.failed')}.{' '}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void notifications.refetch()}
            loading={notifications.isFetching}
            disabled={notifications.isFetching}
          >
            {t('common.tryAgain')}
          </Button>
        </Failed>
      ) : notifications.data.length === 0 ? (
        <EmptyState title={t('notifications.emptyTitle')} description={t('notifications.emptyText')} />
      ) : (
        <List>
          {notifications.data.map((n) => {
            const when = new Date(n.created_at);
            return (
              <Item key={n.id}>
                <Icon aria-hidden="true">
                  <BellIcon />
                </Icon>
                <div>
                  <h2>{n.title}</h2>
                  <p>{n.message}</p>
                  {!Number.isNaN(when.getTime()) && (
                    <time dateTime={n.created_at}>{dateTime(locale).format(when)}</time>
                  )}
                </div>
              </Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
