import { lazy } from 'react';

// The portal deployed on its own origin: the same exposed pages, under its own router.
export const standaloneRoutes = [
  { path: '/tutorlogin', Page: lazy(() => import('./exposed/TutorLogin')) },
  { path: '/tutorregister', Page: lazy(() => import('./exposed/TutorRegister')) },
  { path: '/tutor-forgot-password', Page: lazy(() => import('./exposed/TutorForgotPassword')) },
  { path: '/tutor-reset-password', Page: lazy(() => import('./exposed/TutorResetPassword')) },
  { path: '/tutordashboard', Page: lazy(() => import('./exposed/TutorDashboard')) },
  { path: '/tutorsidebar', Page: lazy(() => import('./exposed/TutorDashboard')) },
  { path: '/tutoruploads', Page: lazy(() => import('./exposed/TutorUploads')) },
  { path: '/tutorsupportticket', Page: lazy(() => import('./exposed/TutorSupportTicket')) },
  { path: '/tutorsupportticketlist', Page: lazy(() => import('./exposed/TutorSupportTicketList')) },
  { path: '/batchespage', Page: lazy(() => import('./exposed/Batches')) },
  { path: '/tutorprofilepage', Page: lazy(() => import('./exposed/TutorProfile')) },
];
