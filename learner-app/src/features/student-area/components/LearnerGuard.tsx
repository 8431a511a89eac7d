import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED_EVENT } from '../../../lib/apiClient';
import { clearStudentSession, getStoredUser, isPaymentCompleted } from '@ai-women/web-core';

/**
 * Spec 02 §2.2 learner guard: no stored user → /login (replacing history). Beyond the spec, because
 * the server is the truth: an unpaid student goes to /payment, and a 401 from the API (the server
 * session expired) clears the stored user and goes to /login.
 */
export function LearnerGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Read once on entry: the student-area logout clears storage and then shows its message for 3 s.
  const [user] = useState(getStoredUser);

  useEffect(() => {
    const onExpired = () => {
      clearStudentSession();
      navigate('/login', { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);

  if (!user) return <Navigate to="/login" replace />;
  if (!isPaymentCompleted(user)) return <Navigate to="/payment" replace state={{ userId: user.id }} />;
  return <>{children}</>;
}
