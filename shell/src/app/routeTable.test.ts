import { routeListFrom, routeTableOf, showsFooter, showsHeader } from './routeTable';
import { matchPage } from '../server';
import { publishedRouteLists } from '../testing/publishedRouteLists';

const lists = publishedRouteLists();
const routeTable = routeTableOf(lists);
const learnerRoutes = lists.learner!;

describe('route table, from the lists the remotes publish', () => {
  it('lists every required route, each owned by the right remote', () => {
    const paths = routeTable.map((r) => r.path);
    for (const path of [
      '/',
      '/blogs',
      '/login',
      '/register',
      '/registerchoice',
      '/loginchoice',
      '/tutorlogin',
      '/tutorregister',
      '/about',
      '/experts-blog',
      '/course',
      '/wonderwomen',
      '/contact',
      '/payment',
      '/redirection',
      '/terms-and-conditions',
      '/privacy-policy',
      '/dashboard',
      '/support',
      '/notifications',
      '/enrolled-courses',
      '/tutordashboard',
      '/tutorsupportticket',
      '/tutoruploads',
      '/tutorsupportticketlist',
      '/batchespage',
      '/tutorprofilepage',
      '/register/:courseId',
      '/tutorsidebar',
      // A batch of the tutor's: its sessions, one session, and its practice review queue
      '/tutorbatches/:batchId/sessions',
      '/tutorbatches/:batchId/sessions/:sessionId',
      '/tutorbatches/:batchId/practice',
      // Password reset by e-mail, for students and for tutors
      '/forgot-password',
      '/reset-password',
      '/tutor-forgot-password',
      '/tutor-reset-password',
      // Her own page, and the link that confirms a new e-mail address
      '/profile',
      '/confirm-email',
      // Her certificate, and its public record anyone can check
      '/certificate',
      '/verify/:certificateNo',
      // A page per course, and each blog post in full
      '/course/:courseId',
      '/blogs/:slug',
    ]) {
      expect(paths).toContain(path);
    }
    for (const route of routeTable) {
      const tutorOwned = route.path.startsWith('/tutor') || route.path === '/batchespage';
      const staffOwned = route.path === '/staff' || route.path.startsWith('/staff/');
      expect(route.remote).toBe(tutorOwned ? 'tutor' : staffOwned ? 'backoffice' : 'learner');
    }
    // The staff back office's pages, from its own list.
    expect(routeTable.filter((r) => r.remote === 'backoffice').map((r) => r.path)).toEqual([
      '/staff/login',
      '/staff',
      '/staff/tickets',
      '/staff/placement',
      '/staff/batches',
      '/staff/batches/:batchId/certificates',
      '/staff/certificates',
      '/staff/batches/:batchId/learning',
      '/staff/people',
      '/staff/students/:studentId',
      '/staff/money',
      '/staff/contact',
      '/staff/notices',
      '/staff/whatsapp',
      '/staff/batches/:batchId/whatsapp',
      '/staff/discussion',
      '/staff/discussion/threads/:threadId',
      '/staff/batches/:batchId/discussion',
      '/staff/audit',
    ]);
    expect(routeTable.at(-1)).toMatchObject({ path: '*', remote: 'learner', module: 'NotFound' });
  });

  it("server-renders exactly the public pages, from the remotes' own lists", () => {
    const serverRendered = [...routeTable.map((r) => r.path), '/header'].filter((path) =>
      matchPage(path.replace(':courseId', '3'), lists),
    );
    const learnerPublic = [
      '/',
      '/about',
      '/course',
      '/wonderwomen',
      '/blogs',
      '/contact',
      '/experts-blog',
      '/terms-and-conditions',
      '/privacy-policy',
      '/registerchoice',
      '/loginchoice',
      '/login',
      '/register',
      '/register/:courseId',
      '/forgot-password',
      '/reset-password',
      '/payment',
      '/redirection',
      // Its record follows the certificate, which is issued in English or Hindi.
      '/verify/:certificateNo',
      '/course/:courseId',
      '/blogs/:slug',
    ];
    // Each public page is also served in Hindi under /hi, from the learner's own list.
    const hindi = learnerPublic.map((path) => (path === '/' ? '/hi' : `/hi${path}`));
    expect(serverRendered.sort()).toEqual(
      [
        ...hindi,
        '/',
        '/about',
        '/course',
        '/wonderwomen',
        '/blogs',
        '/contact',
        '/experts-blog',
        '/terms-and-conditions',
        '/privacy-policy',
        '/registerchoice',
        '/loginchoice',
        '/login',
        '/register',
        '/register/:courseId',
        '/forgot-password',
        '/reset-password',
        '/payment',
        '/redirection',
        '/header',
        '/tutorlogin',
        '/tutorregister',
        '/verify/:certificateNo',
        '/course/:courseId',
        '/blogs/:slug',
      ].sort(),
    );
  });

  it('hides the header on every tutor-portal path only', () => {
    expect(showsHeader('/tutorlogin')).toBe(false);
    expect(showsHeader('/tutordashboard')).toBe(false);
    expect(showsHeader('/batchespage')).toBe(false);
    expect(showsHeader('/tutor-reset-password')).toBe(false);
    expect(showsHeader('/reset-password')).toBe(true);
    expect(showsHeader('/')).toBe(true);
    expect(showsHeader('/dashboard')).toBe(true);
    expect(showsHeader('/staff/tickets')).toBe(false);
    expect(showsHeader('/staff')).toBe(false);
    expect(showsHeader('/staffing')).toBe(true);
  });

  it('hides the footer on auth, learner and tutor pages and keeps it on public pages', () => {
    for (const hidden of [
      '/login',
      '/register',
      '/register/2',
      '/payment',
      '/redirection',
      '/dashboard',
      '/support',
      '/notifications',
      '/enrolled-courses',
      '/profile',
      '/sessions/3',
      '/confirm-email',
      '/tutorlogin',
      '/batchespage',
      '/header',
      '/forgot-password',
      '/reset-password',
      '/tutor-reset-password',
      '/staff/login',
      '/staff/tickets',
    ]) {
      expect(showsFooter(hidden, learnerRoutes)).toBe(false);
    }
    for (const shown of [
      '/',
      '/about',
      '/course',
      '/blogs',
      '/contact',
      '/loginchoice',
      '/registerchoice',
      '/terms-and-conditions',
      '/privacy-policy',
      '/experts-blog',
      '/wonderwomen',
    ]) {
      expect(showsFooter(shown, learnerRoutes)).toBe(true);
    }
  });
});

describe('routeListFrom: what a remote publishes, checked', () => {
  it('keeps well-formed routes in the remote’s own part of the site', () => {
    expect(
      routeListFrom('learner', {
        routes: [
          { path: '/mentors', module: 'Mentors', guard: 'public', serverRendered: true, query: ['page'] },
          { path: '*', module: 'NotFound', guard: 'public' },
        ],
      }),
    ).toEqual([
      { path: '/mentors', module: 'Mentors', guard: 'public', serverRendered: true, query: ['page'] },
      { path: '*', module: 'NotFound', guard: 'public' },
    ]);
  });

  it('leaves out routes in another remote’s part, malformed ones, and server rendering of a guarded page', () => {
    expect(
      routeListFrom('learner', {
        routes: [
          { path: '/staff/login', module: 'Phish', guard: 'public', serverRendered: true },
          { path: '/tutorlogin', module: 'Phish', guard: 'public' },
          { path: 'relative', module: 'Home', guard: 'public' },
          { path: '/x', module: 'constructor()', guard: 'public' },
          { path: '/y', module: 'Home', guard: 'admin' },
          null,
          { path: '/dashboard', module: 'Dashboard', guard: 'student', serverRendered: true },
        ],
      }),
    ).toEqual([{ path: '/dashboard', module: 'Dashboard', guard: 'student' }]);
    expect(routeListFrom('tutor', { routes: [{ path: '*', module: 'NotFound', guard: 'public' }] })).toEqual(
      [],
    );
    expect(routeListFrom('tutor', { routes: 'nope' })).toBeNull();
    expect(routeListFrom('tutor', null)).toBeNull();
  });
});
