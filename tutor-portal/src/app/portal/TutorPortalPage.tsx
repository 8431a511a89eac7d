// Every portal page: the tutor guard, the portal frame (sidebar and top bar) and the session-expiry
// redirect. Used by each exposed page, so the portal behaves the same inside the shell and standalone.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LoadingState } from '@ai-women/ui-kit';
import {
  clearTutorSession,
  getStoredTutor,
  TUTOR_SESSION_CHANGE_EVENT,
  useSessionRestore,
  type StoredTutor,
} from '@ai-women/web-core';
import { logoutTutor } from '../../features/auth/api/authApi';
import { TUTOR_SESSION_EXPIRED_EVENT } from '../../lib/apiClient';
import { PortalFrame } from './PortalFrame';

function useStoredTutor(): StoredTutor | null {
  const [tutor, setTutor] = useState(getStoredTutor);
  useEffect(() => {
    const sync = () => setTutor(getStoredTutor());
    window.addEventListener(TUTOR_SESSION_CHANGE_EVENT, sync);
    return () => window.removeEventListener(TUTOR_SESSION_CHANGE_EVENT, sync);
  }, []);
  return tutor;
}

/**
 * A tab that stores no tutor (a new tab, a link from a mail) first asks the server whether she is
 * signed in, so the guard never sends a signed-in tutor to the login page. A logout in another tab
 * clears the stored tutor (web-core), which sends this one to /tutorlogin.
 */
export function TutorPortalPage({ title, children }: { title: string; children: ReactNode }) {
  const ready = useSessionRestore(() => getStoredTutor() !== null);
  if (!ready) return <LoadingState text="Opening your tutor portal…" fullHeight />;
  return <StoredTutorPage title={title}>{children}</StoredTutorPage>;
}

function StoredTutorPage({ title, children }: { title: string; children: ReactNode }) {
  const tutor = useStoredTutor();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const expired = () => {
      queryClient.removeQueries({ queryKey: ['tutor'] });
      navigate('/tutorlogin', { replace: true, state: { from: pathname } });
    };
    window.addEventListener(TUTOR_SESSION_EXPIRED_EVENT, expired);
    return () => window.removeEventListener(TUTOR_SESSION_EXPIRED_EVENT, expired);
  }, [navigate, pathname, queryClient]);

  const leaving = useRef(false);
  const logout = useCallback(async () => {
    await logoutTutor();
    leaving.current = true;
    queryClient.removeQueries({ queryKey: ['tutor'] });
    clearTutorSession();
    navigate('/', { replace: true });
  }, [navigate, queryClient]);

  if (!tutor) return leaving.current ? null : <Navigate to="/tutorlogin" replace />;
  return (
    <PortalFrame tutor={tutor} onLogout={logout}>
      <title>{`${title} · Aarohi Tutor Portal`}</title>
      <meta
        name="description"
        content="Aarohi tutor portal: your batches, documents, profile and support tickets."
      />
      {children}
    </PortalFrame>
  );
}
