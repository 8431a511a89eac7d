// The shape of a remote's route list (issue 15): each remote owns the list of its pages, uses it in
// its own router when deployed alone, and the shell reads it to build the site's route table.

/** Who may open a page: its own guard sends anyone else to the matching login. */
export type RouteGuard = 'public' | 'student' | 'tutor' | 'staff';

export interface RouteEntry {
  /** The react-router path pattern ('/register/:courseId'). */
  path: string;
  /** The module the remote exposes for it, without the leading './'. */
  module: string;
  guard: RouteGuard;
  /** A public page that arrives rendered by the server (DESIGN §10). */
  serverRendered?: boolean;
}
