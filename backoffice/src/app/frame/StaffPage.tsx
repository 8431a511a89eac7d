// Every signed-in back office page: the staff guard (signed out → /staff/login, and back after
// signing in), the role check for admin screens, the frame and the page title. Used by each exposed
// page, so the back office behaves the same inside the shell and on its own.
import { useCallback, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, LoadingState } from '@ai-women/ui-kit';
import { EmptyState } from '@ai-women/ui-kit/status';
import { FormAlert } from '@ai-women/ui-kit/forms';
import { SIGNED_OUT_ELSEWHERE_EVENT, setStaffHint } from '@ai-women/web-core';
import { api, STAFF_SESSION_EXPIRED_EVENT } from '../../lib/api';
import { staffKeys, useStaffMe } from '../../lib/staff';
import { StaffFrame } from './StaffFrame';

export const ADMIN_ONLY_TEXT = 'This area is for admins only.';

export function StaffPage({
  title,
  adminOnly = false,
  children,
}: {
  title: string;
  adminOnly?: boolean;
  children: ReactNode;
}) {
  const me = useStaffMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const expired = () => {
      setStaffHint(false);
      queryClient.setQueryData(staffKeys.me, null);
    };
    // Signed out in another tab of this browser: the same as an expired session here.
    const elsewhere = (event: Event) => {
      if ((event as CustomEvent).detail === 'staff') queryClient.setQueryData(staffKeys.me, null);
    };
    window.addEventListener(STAFF_SESSION_EXPIRED_EVENT, expired);
    window.addEventListener(SIGNED_OUT_ELSEWHERE_EVENT, elsewhere);
    return () => {
      window.removeEventListener(STAFF_SESSION_EXPIRED_EVENT, expired);
      window.removeEventListener(SIGNED_OUT_ELSEWHERE_EVENT, elsewhere);
    };
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await api.post('/api/staff/logout', undefined);
    } finally {
      setStaffHint(false);
      queryClient.removeQueries({ queryKey: ['staff'] });
      queryClient.setQueryData(staffKeys.me, null);
      navigate('/staff/login', { replace: true });
    }
  }, [navigate, queryClient]);

  if (me.isPending) return <LoadingState text="Opening the back office…" fullHeight />;
  if (me.isError)
    return (
      <div style={{ padding: '2rem', maxWidth: 560, margin: '0 auto' }}>
        <FormAlert role="alert" tone="danger">
          The back office cannot reach the server right now.
        </FormAlert>
        <p>
          <Button onClick={() => void me.refetch()}>Try again</Button>
        </p>
      </div>
    );
  if (!me.data) {
    const next = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`/staff/login?next=${next}`} replace />;
  }
  return (
    <StaffFrame staff={me.data} onSignOut={() => void signOut()}>
      <title>{`${title} · Aarohi Back Office`}</title>
      {adminOnly && me.data.role !== 'admin' ? (
        <EmptyState
          headingLevel={2}
          title={ADMIN_ONLY_TEXT}
          description="Ask an admin if you need something from this screen."
        />
      ) : (
        children
      )}
    </StaffFrame>
  );
}
