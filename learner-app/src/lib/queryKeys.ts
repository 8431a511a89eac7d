// One query-key factory for the learner app; mutations invalidate exactly the keys they change.
export const queryKeys = {
  testimonials: ['testimonials'] as const,
  team: ['team'] as const,
  blogs: ['blogs'] as const,
  workshops: ['workshops'] as const,
  achievements: ['achievements'] as const,
  coupons: ['coupons'] as const,
  paymentMode: ['payment-mode'] as const,
  paymentOptions: (userId: string | number) => ['student', userId, 'payment-options'] as const,
  dashboard: (userId: string | number) => ['student', userId, 'dashboard'] as const,
  sessions: (userId: string | number) => ['student', userId, 'sessions'] as const,
  notifications: (userId: string | number) => ['student', userId, 'notifications'] as const,
  tickets: (userId: string | number) => ['student', userId, 'tickets'] as const,
  profile: (userId: string | number) => ['student', userId, 'profile'] as const,
  mySessions: ['student', 'my-sessions'] as const,
  mySession: (sessionNo: number) => ['student', 'my-sessions', sessionNo] as const,
};
