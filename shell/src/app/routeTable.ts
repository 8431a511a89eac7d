// The whole route table of spec 02 §2.1, owned by the shell. Each path is lazy-loaded from the
// remote that owns it: /tutor* and /batchespage → tutor, everything else → learner.
export type RemoteName = 'learner' | 'tutor';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** The exposed module of the remote, without the leading './'. */
  module: string;
}

export const routeTable: RouteEntry[] = [
  { path: '/', remote: 'learner', module: 'Home' },
  { path: '/blogs', remote: 'learner', module: 'Blogs' },
  { path: '/login', remote: 'learner', module: 'Login' },
  { path: '/register', remote: 'learner', module: 'Register' },
  { path: '/register/:courseId', remote: 'learner', module: 'Register' },
  { path: '/registerchoice', remote: 'learner', module: 'RegisterChoice' },
  { path: '/loginchoice', remote: 'learner', module: 'LoginChoice' },
  { path: '/forgot-password', remote: 'learner', module: 'ForgotPassword' },
  { path: '/reset-password', remote: 'learner', module: 'ResetPassword' },
  { path: '/tutorlogin', remote: 'tutor', module: 'TutorLogin' },
  { path: '/tutorregister', remote: 'tutor', module: 'TutorRegister' },
  { path: '/tutor-forgot-password', remote: 'tutor', module: 'TutorForgotPassword' },
  { path: '/tutor-reset-password', remote: 'tutor', module: 'TutorResetPassword' },
  { path: '/about', remote: 'learner', module: 'About' },
  { path: '/experts-blog', remote: 'learner', module: 'ExpertsBlog' },
  { path: '/course', remote: 'learner', module: 'Course' },
  { path: '/wonderwomen', remote: 'learner', module: 'WonderWomen' },
  { path: '/contact', remote: 'learner', module: 'Contact' },
  { path: '/payment', remote: 'learner', module: 'Payment' },
  { path: '/redirection', remote: 'learner', module: 'Redirection' },
  { path: '/terms-and-conditions', remote: 'learner', module: 'Terms' },
  { path: '/privacy-policy', remote: 'learner', module: 'Privacy' },
  { path: '/dashboard', remote: 'learner', module: 'Dashboard' },
  { path: '/support', remote: 'learner', module: 'Support' },
  { path: '/notifications', remote: 'learner', module: 'Notifications' },
  { path: '/enrolled-courses', remote: 'learner', module: 'EnrolledCourses' },
  { path: '/tutordashboard', remote: 'tutor', module: 'TutorDashboard' },
  // The spec sends a newly registered tutor to /tutorsidebar: an alias of the portal's landing page.
  { path: '/tutorsidebar', remote: 'tutor', module: 'TutorDashboard' },
  { path: '/tutorsupportticket', remote: 'tutor', module: 'TutorSupportTicket' },
  { path: '/tutoruploads', remote: 'tutor', module: 'TutorUploads' },
  { path: '/tutorsupportticketlist', remote: 'tutor', module: 'TutorSupportTicketList' },
  { path: '/batchespage', remote: 'tutor', module: 'Batches' },
  { path: '/tutorprofilepage', remote: 'tutor', module: 'TutorProfile' },
  { path: '*', remote: 'learner', module: 'NotFound' },
];

const LEARNER_AREA = ['/dashboard', '/support', '/notifications', '/enrolled-courses'];
const AUTH_PAGES = ['/login', '/register', '/payment', '/redirection', '/forgot-password', '/reset-password'];

export function isTutorPortalPath(pathname: string) {
  return pathname.startsWith('/tutor') || pathname.startsWith('/batchespage');
}

/** Header hidden on every tutor-portal route (DESIGN §9). */
export function showsHeader(pathname: string) {
  return !isTutorPortalPath(pathname);
}

/** Footer hidden on auth pages, the learner area, the tutor portal and /header (DESIGN §9). */
export function showsFooter(pathname: string) {
  if (isTutorPortalPath(pathname) || pathname === '/header') return false;
  if (pathname.startsWith('/register/')) return false;
  return ![...AUTH_PAGES, ...LEARNER_AREA].includes(pathname.replace(/\/+$/, '') || '/');
}
