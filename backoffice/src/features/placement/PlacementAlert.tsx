// The alert for paid students who have waited more than a day for a batch: the API counts them and
// names the one who waited longest. Shown on To place and on the back office's home (Tickets).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AlertIcon } from '@ai-women/ui-kit';
import type { PlacementAlert as Alert } from '@ai-women/contracts';
import { formatWaiting, usePlacements } from '../../lib/placementApi';

const Box = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

export function PlacementAlertBox({ alert, link = false }: { alert: Alert; link?: boolean }) {
  if (alert.count === 0 || !alert.oldest) return null;
  const people = alert.count === 1 ? '1 paid student has' : `${alert.count} paid students have`;
  return (
    <Box role="status" data-testid="placement-alert">
      <AlertIcon aria-hidden />
      <p>
        <strong>
          {people} waited more than {alert.threshold_hours} hours for a batch.
        </strong>{' '}
        Longest waiting: {alert.oldest.fullname}, {formatWaiting(alert.oldest.waiting_minutes)}.{' '}
        {link && <Link to="/staff/placement">Place them now</Link>}
      </p>
    </Box>
  );
}

/** The home's version: quiet while loading or when the call fails (To place shows those states). */
export function HomePlacementAlert() {
  const placements = usePlacements();
  if (!placements.data || placements.data.data.alert.count === 0) return null;
  return (
    <div style={{ marginBottom: 24 }}>
      <PlacementAlertBox alert={placements.data.data.alert} link />
    </div>
  );
}
