// The tutor portal's pages: the portal's own router (deployed alone) and the shell's
// route table are both built from this list, and a test holds it equal to what webpack exposes.
import type { RouteEntry } from '@ai-women/web-core/routes';

export const tutorRoutes: RouteEntry[] = [
  { path: '/tutorlogin', module: 'TutorLogin', guard: 'public', serverRendered: true },
  { path: '/tutorregister', module: 'TutorRegister', guard: 'public', serverRendered: true },
  { path: '/tutor-forgot-password', module: 'TutorForgotPassword', guard: 'public' },
  { path: '/tutor-reset-password', module: 'TutorResetPassword', guard: 'public' },
  { path: '/tutordashboard', module: 'TutorDashboard', guard: 'tutor' },
  // The spec sends a newly registered tutor to /tutorsidebar: an alias of the portal's landing page.
  { path: '/tutorsidebar', module: 'TutorDashboard', guard: 'tutor' },
  { path: '/tutoruploads', module: 'TutorUploads', guard: 'tutor' },
  { path: '/tutorsupportticket', module: 'TutorSupportTicket', guard: 'tutor' },
  { path: '/tutorsupportticketlist', module: 'TutorSupportTicketList', guard: 'tutor' },
  { path: '/batchespage', module: 'Batches', guard: 'tutor' },
  { path: '/tutorbatches/:batchId/sessions', module: 'BatchSessions', guard: 'tutor' },
  { path: '/tutorbatches/:batchId/sessions/:sessionId', module: 'TutorSession', guard: 'tutor' },
  { path: '/tutorbatches/:batchId/practice', module: 'BatchPractice', guard: 'tutor' },
  // The batch's discussion, and one thread with the moderation controls.
  { path: '/tutorbatches/:batchId/discussion', module: 'BatchDiscussion', guard: 'tutor' },
  {
    path: '/tutorbatches/:batchId/discussion/:threadId',
    module: 'BatchDiscussionThread',
    guard: 'tutor',
  },
  { path: '/tutorprofilepage', module: 'TutorProfile', guard: 'tutor' },
];
