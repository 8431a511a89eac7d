/** Row → response shapes shared by several modules. */
import type { LoginUser, TutorData } from '@ai-women/contracts';

export const iso = (d: Date | string | null | undefined): string =>
  d instanceof Date ? d.toISOString() : d ? new Date(d).toISOString() : '';

export function tutorData(row: {
  id: number;
  name: string;
  email: string;
  phoneNumber: string;
  createdAt: Date;
}): TutorData {
  return {
    tutor_id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    created_at: iso(row.createdAt),
  };
}

export function loginUser(
  row: {
    id: number;
    fullname: string;
    email: string;
    phoneNumber: string;
    paymentStatus: string;
    language?: string;
  },
  payment?: {
    transactionId: string;
    amount: number;
    paidAt: Date;
    courseTitle?: string | null;
    batch?: { name: string; timing: string; firstClassDate: string | null } | null;
  } | null,
): LoginUser {
  const user: LoginUser = {
    id: row.id,
    fullname: row.fullname,
    name: row.fullname,
    email: row.email,
    phone_number: row.phoneNumber,
    paymentstatus: row.paymentStatus === 'completed' ? 'completed' : 'pending',
    language: row.language === 'hi' ? 'hi' : 'en',
  };
  if (payment)
    user.payment = {
      transactionId: payment.transactionId,
      amount: payment.amount,
      paidAt: iso(payment.paidAt),
      ...(payment.courseTitle !== undefined ? { courseTitle: payment.courseTitle } : {}),
      ...(payment.batch !== undefined ? { batch: payment.batch } : {}),
    };
  return user;
}
