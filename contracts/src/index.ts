/**
 * @ai-women/contracts — validation rules with the spec's messages, business constants, and the
 * types of every API request and response. Schemas (runtime TypeBox) live in
 * '@ai-women/contracts/schemas' so browsers do not pull TypeBox.
 */
export * from './constants';
export * from './rules';
export * from './language';
export * from './password-reset';
export * from './profile';
export * from './meeting';
export * from './links';
export type * from './schemas';
export * from './staff-rules';
export * from './staff-login';
export type * from './staff';
export * from './sessions';
export * from './certificates';
export * from './feedback';
export * from './reschedule';
export * from './india-time';
export * from './gst';
export * from './standing';
export * from './refunds';
export * from './quizzes';
export * from './catch-up';
export * from './practice';
export * from './discussion';
export * from './whatsapp';
