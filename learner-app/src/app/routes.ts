// The learner remote's pages (the public site and the student area): the shell builds its route
// table from this list (and the tutor portal's), the development harness routes with it, and a test
// holds it equal to what webpack exposes (src/app/exposed).
import type { RouteEntry } from '@ai-women/web-core/routes';

const englishRoutes: RouteEntry[] = [
  { path: '/', module: 'Home', guard: 'public', serverRendered: true },
  { path: '/blogs', module: 'Blogs', guard: 'public', serverRendered: true },
  // One blog post, in full (the list links each post here by its slug).
  { path: '/blogs/:slug', module: 'BlogPost', guard: 'public', serverRendered: true },
  { path: '/login', module: 'Login', guard: 'public', serverRendered: true },
  { path: '/register', module: 'Register', guard: 'public', serverRendered: true },
  { path: '/register/:courseId', module: 'Register', guard: 'public', serverRendered: true },
  { path: '/registerchoice', module: 'RegisterChoice', guard: 'public', serverRendered: true },
  { path: '/loginchoice', module: 'LoginChoice', guard: 'public', serverRendered: true },
  { path: '/forgot-password', module: 'ForgotPassword', guard: 'public', serverRendered: true },
  // The page reads whether a token came with the link (its form, or "this link is incomplete"); the
  // token itself is never written into the HTML.
  {
    path: '/reset-password',
    module: 'ResetPassword',
    guard: 'public',
    serverRendered: true,
    query: ['token'],
  },
  { path: '/confirm-email', module: 'ConfirmEmail', guard: 'public' },
  { path: '/about', module: 'About', guard: 'public', serverRendered: true },
  { path: '/experts-blog', module: 'ExpertsBlog', guard: 'public', serverRendered: true },
  { path: '/course', module: 'Course', guard: 'public', serverRendered: true },
  // One course's own page: its plan, batches with seats left, tutors, price and refund policy.
  { path: '/course/:courseId', module: 'CourseDetail', guard: 'public', serverRendered: true },
  { path: '/wonderwomen', module: 'WonderWomen', guard: 'public', serverRendered: true },
  { path: '/contact', module: 'Contact', guard: 'public', serverRendered: true },
  // Payment and its confirmation read the student from session storage once hydrated.
  { path: '/payment', module: 'Payment', guard: 'public', serverRendered: true },
  { path: '/redirection', module: 'Redirection', guard: 'public', serverRendered: true },
  { path: '/terms-and-conditions', module: 'Terms', guard: 'public', serverRendered: true },
  { path: '/privacy-policy', module: 'Privacy', guard: 'public', serverRendered: true },
  // A certificate's public record, for whoever she shares the link with (an unknown number is a 404).
  { path: '/verify/:certificateNo', module: 'Verify', guard: 'public', serverRendered: true },
  { path: '/dashboard', module: 'Dashboard', guard: 'student' },
  { path: '/sessions/:sessionNo', module: 'Session', guard: 'student' },
  // A class she missed: its recording and three-question check, counted by the catch-up rule.
  { path: '/sessions/:sessionNo/catch-up', module: 'CatchUp', guard: 'student' },
  { path: '/support', module: 'Support', guard: 'student' },
  { path: '/notifications', module: 'Notifications', guard: 'student' },
  { path: '/enrolled-courses', module: 'EnrolledCourses', guard: 'student' },
  { path: '/profile', module: 'Profile', guard: 'student' },
  { path: '/certificate', module: 'Certificate', guard: 'student' },
  // Her module quizzes, and one quiz (its questions, her graded attempt explained).
  { path: '/quizzes', module: 'Quizzes', guard: 'student' },
  { path: '/quizzes/:moduleNo', module: 'Quiz', guard: 'student' },
  // Her batch's discussion, and one question with its replies.
  { path: '/discussion', module: 'Discussion', guard: 'student' },
  { path: '/discussion/:threadId', module: 'DiscussionThread', guard: 'student' },
  { path: '/payments', module: 'Payments', guard: 'student' },
];

/**
 * Every public page also has a Hindi URL under /hi (`/hi`, `/hi/course`, `/hi/register/:courseId`):
 * the same page, rendered in Hindi by the same server. The student area has one URL for both
 * languages (it follows her choice), so it gets no twin. Written out here, so routes.json carries
 * them and the shell serves them without a rebuild.
 */
const hindiRoutes: RouteEntry[] = englishRoutes
  .filter((route) => route.guard === 'public')
  .map((route) => ({ ...route, path: route.path === '/' ? '/hi' : `/hi${route.path}` }));

export const learnerRoutes: RouteEntry[] = [
  ...englishRoutes,
  ...hindiRoutes,
  // Any other path: the not-found page, rendered by the server with a real 404 status.
  { path: '*', module: 'NotFound', guard: 'public', serverRendered: true },
];
