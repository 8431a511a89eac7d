// The back office's pages: its own router (deployed alone on 3003) and the shell's route
// table (/staff/* inside the site) are both built from this list; a test holds it equal to what
// webpack exposes.
import type { RouteEntry } from '@ai-women/web-core/routes';

export const staffRoutes: RouteEntry[] = [
  { path: '/staff/login', module: 'StaffLogin', guard: 'public' },
  { path: '/staff', module: 'StaffTickets', guard: 'staff' },
  { path: '/staff/tickets', module: 'StaffTickets', guard: 'staff' },
  { path: '/staff/placement', module: 'StaffPlacement', guard: 'staff' },
  { path: '/staff/batches', module: 'StaffBatches', guard: 'staff' },
  { path: '/staff/batches/:batchId/certificates', module: 'StaffCertificates', guard: 'staff' },
  { path: '/staff/certificates', module: 'StaffCertificates', guard: 'staff' },
  { path: '/staff/batches/:batchId/learning', module: 'StaffLearning', guard: 'staff' },
  { path: '/staff/people', module: 'StaffPeople', guard: 'staff' },
  { path: '/staff/students/:studentId', module: 'StaffStudent', guard: 'staff' },
  { path: '/staff/money', module: 'StaffMoney', guard: 'staff' },
  { path: '/staff/contact', module: 'StaffContact', guard: 'staff' },
  { path: '/staff/notices', module: 'StaffNotices', guard: 'staff' },
  { path: '/staff/whatsapp', module: 'StaffWhatsApp', guard: 'staff' },
  { path: '/staff/batches/:batchId/whatsapp', module: 'StaffWhatsApp', guard: 'staff' },
  { path: '/staff/discussion', module: 'StaffDiscussion', guard: 'staff' },
  { path: '/staff/discussion/threads/:threadId', module: 'StaffDiscussion', guard: 'staff' },
  { path: '/staff/batches/:batchId/discussion', module: 'StaffDiscussion', guard: 'staff' },
  { path: '/staff/audit', module: 'StaffAudit', guard: 'staff' },
];
