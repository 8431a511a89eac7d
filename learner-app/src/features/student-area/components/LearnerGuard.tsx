import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoadingState } from '@ai-women/ui-kit';
import { SESSION_EXPIRED_EVENT } from '../../../lib/apiClient';
import {
  SIGNED_OUT_ELSEWHERE_EVENT,
  clearStudentSession,
  getStoredUser,
  hasPaid,
  useSessionRestore,
} from '@ai-women/web-core';

/**
 * The learner guard: no stored user → /login (replacing history). Beyond that bare rule, because
 * the server is the truth: a tab that stores nobody first asks the server whether she is signed in (a
 * new tab, the dashboard link in her mail), an unpaid student goes to /payment, and a 401 from the API
 * or a logout in another tab clears the stored user and goes to /login.
 */
export function LearnerGuard({ children }: { children: ReactNode }) {
  const ready = useSessionRestore(() => getStoredUser() !== null);
  if (!ready) return <LoadingState text="Opening your student area…" fullHeight />;
  return <StoredUserGuard>{children}</StoredUserGuard>;
}

function StoredUserGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Read once on entry: the student-area logout clears storage and then shows its message for 3 s.
  const [user] = useState(getStoredUser);

  useEffect(() => {
    const onExpired = () => {
      clearStudentSession();
      navigate('/login', { replace: true });
    };
    const onElsewhere = (event: Event) => {
      if ((event as CustomEvent).detail === 'student') navigate('/login', { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    window.addEventListener(SIGNED_OUT_ELSEWHERE_EVENT, onElsewhere);
    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
      window.removeEventListener(SIGNED_OUT_ELSEWHERE_EVENT, onElsewhere);
    };
  }, [navigate]);

  if (!user) return <Navigate to="/login" replace />;
  if (!hasPaid(user)) return <Navigate to="/payment" replace state={{ userId: user.id }} />;
  return <>{children}</>;
}
