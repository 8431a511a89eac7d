// The shape of a remote's route list: each remote owns the list of its pages, uses it in its own
// router when deployed alone, and publishes it at run time as routes.json beside its mf-manifest.json
// (tooling/webpack/route-list.cjs); the shell builds the site's route table from what the running
// remotes publish.

/** Who may open a page: its own guard sends anyone else to the matching login. */
export type RouteGuard = 'public' | 'student' | 'tutor' | 'staff';

export interface RouteEntry {
  /** The react-router path pattern ('/register/:courseId'). */
  path: string;
  /** The module the remote exposes for it, without the leading './'. */
  module: string;
  guard: RouteGuard;
  /** A public page that arrives rendered by the server (composed by the shell from the remote's fragment). */
  serverRendered?: boolean;
  /**
   * The query parameters a server-rendered page reads ('token'): the servers render and cache the
   * page by its path and these alone, so tracking parameters (utm_*, fbclid) make no new page.
   */
  query?: string[];
}
