// The HTTP status of a server-rendered page. A page that finds nothing at its URL (an unknown
// certificate number) renders <PageStatus code={404} />: the server renderer hears it and the shell
// answers with that status, so search engines and link checkers see a real 404 while people still
// get a helpful page. In the browser nobody listens and it renders nothing.
import { createContext, useContext, type ReactNode } from 'react';

const PageStatusContext = createContext<((code: number) => void) | null>(null);

/** Wraps one server render; `onStatus` hears the status the page asks for (200 unless it says). */
export function PageStatusProvider({
  onStatus,
  children,
}: {
  onStatus: (code: number) => void;
  children: ReactNode;
}) {
  return <PageStatusContext.Provider value={onStatus}>{children}</PageStatusContext.Provider>;
}

/** Sets the server's answer for this page. Said during render: a server render runs no effects. */
export function PageStatus({ code }: { code: number }) {
  const onStatus = useContext(PageStatusContext);
  onStatus?.(code);
  return null;
}
