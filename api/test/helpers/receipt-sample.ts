/** One payment as the receipt mail and its PDF describe it: the validator tests render the same one. */
export const SAMPLE_RECEIPT = {
  transactionId: 'pay_TEST123',
  amount: 199900,
  currency: 'INR',
  paidAt: '2026-11-22T20:15:00.000Z',
  courseTitle: 'AI for Everyday Work',
  batchName: 'Evening Batch 4',
  batchTiming: '7–9 pm',
  firstClassDate: '2026-12-01',
} as const;
