/**
 * First-start demo content: original, written for Aarohi. Idempotent: runs only on an empty database.
 */
import { sql } from 'drizzle-orm';
import { JOIN_OPENS_BEFORE_MINUTES } from '@ai-women/contracts';
import type { Db } from './client';
import * as t from './schema';
import { hashPassword } from '../lib/passwords';
import type { FileStore } from '../lib/storage';
import { seedSessionContent } from './seed-sessions';
import { seedCertificates } from './seed-certificates';
import { seedRefund } from './seed-refund';
import { seedQuizAttempts } from './seed-quizzes';
import { seedCatchUp } from './seed-catch-up';
import { seedPractice } from './seed-practice';
import { seedDiscussion } from './seed-discussion';
import { issueInvoice } from '../payments/invoices';
import { DEMO_GST_SUPPLIER } from '../config';

/** The certificate demo's number and its two extra students, beside the other demo logins. */
export { CERTIFICATE_DEMO_LOGINS, DEMO_CERTIFICATE_NO } from './seed-certificates';
export { REFUND_DEMO_LOGIN } from './seed-refund';
import { addDays, mondayOnOrAfter, mondayOnOrBefore, planTimetable, todayIso } from '../lib/schedule';

export const DEMO_LOGINS = {
  tutor: { email: 'tutor@aarohi.example', password: 'Tutor@2025', name: 'Kavya Menon' },
  student: {
    email: 'student@aarohi.example',
    mobile: '9876543210',
    password: 'Student@2025',
    name: 'Priya Sharma',
  },
  admin: { email: 'admin@aarohi.example', password: 'Admin@2025', name: 'Meera Iyer' },
  support: { email: 'support@aarohi.example', password: 'Support@2025', name: 'Anjali Rao' },
  unpaidStudent: {
    email: 'newstudent@aarohi.example',
    mobile: '9876501234',
    password: 'Student@2025',
    name: 'Farah Khan',
  },
  /** Paid for the Career course two days ago and in no batch yet: the back office's To place list. */
  waitingStudent: {
    email: 'waiting@aarohi.example',
    mobile: '9876512345',
    password: 'Student@2025',
    name: 'Sunita Verma',
  },
} as const;

export const SEED_IMAGES = {
  courses: [
    '/assets/courses/ai-everyday.svg',
    '/assets/courses/ai-career.svg',
    '/assets/courses/ai-business.svg',
  ],
  testimonials: [1, 2, 3, 4, 5, 6].map((i) => `/assets/testimonials/learner-${i}.svg`),
  team: [1, 2, 3, 4, 5].map((i) => `/assets/team/member-${i}.svg`),
  blogs: [1, 2, 3, 4, 5, 6].map((i) => `/assets/blogs/blog-${i}.svg`),
  workshops: [
    [1, 2, 3, 4].map((i) => `/assets/workshops/pune-${i}.svg`),
    [1, 2, 3, 4, 5, 6].map((i) => `/assets/workshops/jaipur-${i}.svg`),
    [1, 2, 3].map((i) => `/assets/workshops/kochi-${i}.svg`),
    [1, 2, 3, 4, 5].map((i) => `/assets/workshops/online-${i}.svg`),
  ],
  achievements: [1, 2, 3, 4, 5, 6].map((i) => `/assets/achievements/woman-${i}.svg`),
};

const at = <T>(list: readonly T[], i: number): T => list[i] as T;

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(t.courses);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Seeds an empty database; returns false when content already exists. With a file store, the active
 * batch's held sessions also get their handout PDFs.
 */
export async function seed(db: Db, now = new Date(), files?: FileStore): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const today = todayIso(now);
  const [tutorHash, studentHash, adminHash, supportHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.tutor.password),
    hashPassword(DEMO_LOGINS.student.password),
    hashPassword(DEMO_LOGINS.admin.password),
    hashPassword(DEMO_LOGINS.support.password),
  ]);

  let activeBatch: { batchId: number; tutorId: number; studentId: number } | undefined;
  let refundDemo: { courseId: number; batchId: number } | undefined;
  await db.transaction(async (tx) => {
    // The back office's demo accounts (an admin and a support member); only ever on an empty database.
    await tx.insert(t.staff).values([
      {
        name: DEMO_LOGINS.admin.name,
        email: DEMO_LOGINS.admin.email,
        role: 'admin',
        passwordHash: adminHash,
      },
      {
        name: DEMO_LOGINS.support.name,
        email: DEMO_LOGINS.support.email,
        role: 'support',
        passwordHash: supportHash,
      },
    ]);
    const courseRows = await tx
      .insert(t.courses)
      .values([
        {
          title: 'AI for Everyday Life',
          description:
            'Start from zero and finish confident: use AI assistants to plan your home, budget, study and stay safe online, in plain language and at your own pace.',
          imageUrl: at(SEED_IMAGES.courses, 0),
          curriculum: 'everyday',
        },
        {
          title: 'AI for Your Career',
          description:
            'Rewrite your résumé, practise interviews with an AI coach and plan a return to work or a promotion, with a mentor who has walked the path.',
          imageUrl: at(SEED_IMAGES.courses, 1),
          curriculum: 'career',
        },
        {
          title: 'AI for Women in Business',
          description:
            'Turn a home business or a side idea into a brand: posts, catalogues, customer replies and simple automations that give you back your evenings.',
          imageUrl: at(SEED_IMAGES.courses, 2),
          curriculum: 'business',
        },
      ])
      .returning({ id: t.courses.id, curriculum: t.courses.curriculum });
    const courseId = courseRows[0]!.id;

    await tx.insert(t.testimonials).values([
      {
        name: 'Sunita Patil',
        profession: 'Primary school teacher, Nashik',
        description:
          'I used to spend Sunday evenings making worksheets. Now I plan a week of lessons in an hour and spend Sundays with my daughters.',
        imageUrl: at(SEED_IMAGES.testimonials, 0),
      },
      {
        name: 'Rukhsar Ahmed',
        profession: 'Boutique owner, Lucknow',
        description:
          'My chikankari posts finally sound like me. Orders on WhatsApp doubled in two months, and I answer customers without staying up till midnight.',
        imageUrl: at(SEED_IMAGES.testimonials, 1),
      },
      {
        name: 'Deepa Krishnan',
        profession: 'Returning to work after a career break, Chennai',
        description:
          'After six years at home I was afraid of interviews. The mock interviews gave me words for what I had done all those years. I start in March.',
        imageUrl: at(SEED_IMAGES.testimonials, 2),
      },
      {
        name: 'Harpreet Kaur',
        profession: 'Nursing student, Ludhiana',
        description:
          'The AI study buddy explains pharmacology the way my favourite senior does: slowly, with examples. My marks went up and my fear went down.',
        imageUrl: at(SEED_IMAGES.testimonials, 3),
      },
      {
        name: 'Anjali Deshmukh',
        profession: 'Accounts assistant, Nagpur',
        description:
          'I automated the monthly reconciliation summary that took me two days. My manager asked me to teach the team. That never happened before.',
        imageUrl: at(SEED_IMAGES.testimonials, 4),
      },
      {
        name: 'Mary Thomas',
        profession: 'Home baker, Kottayam',
        description:
          'Small sessions, real examples from kitchens like mine, and a tutor who answered every question. I now price my cakes with confidence.',
        imageUrl: at(SEED_IMAGES.testimonials, 5),
      },
    ]);

    await tx.insert(t.teamMembers).values([
      {
        name: 'Dr. Nandini Rao',
        designation: 'Founder & Programme Director',
        imageUrl: at(SEED_IMAGES.team, 0),
        position: 1,
      },
      {
        name: 'Kavya Menon',
        designation: 'Lead Tutor, AI Productivity',
        imageUrl: at(SEED_IMAGES.team, 1),
        position: 2,
      },
      {
        name: 'Ishita Banerjee',
        designation: 'Curriculum Designer',
        imageUrl: at(SEED_IMAGES.team, 2),
        position: 3,
      },
      { name: 'Shalini Verma', designation: 'Career Coach', imageUrl: at(SEED_IMAGES.team, 3), position: 4 },
      {
        name: 'Pooja Nair',
        designation: 'Community Manager',
        imageUrl: at(SEED_IMAGES.team, 4),
        position: 5,
      },
      { name: 'Tanvi Joshi', designation: 'Learner Support Lead', imageUrl: null, position: 6 },
    ]);

    await tx.insert(t.blogs).values([
      {
        title: 'Five prompts every working mother should save today',
        description:
          'From a week of tiffin ideas to a polite reply to the society WhatsApp group: five prompts our learners use every single day, with examples you can copy.',
        imageUrl: at(SEED_IMAGES.blogs, 0),
        createdBy: 'Ishita Banerjee',
        dateOfCreation: '2025-01-14',
      },
      {
        title: 'Is AI going to take my job? An honest answer',
        description:
          'AI changes tasks before it changes jobs. We look at which parts of office, teaching and retail work are changing, and how to be the person who uses the tool.',
        imageUrl: at(SEED_IMAGES.blogs, 1),
        createdBy: 'Dr. Nandini Rao',
        dateOfCreation: '2025-02-03',
      },
      {
        title: 'How Rukhsar doubled her boutique orders on WhatsApp',
        description:
          'A Lucknow boutique owner shares the exact steps she followed: product photos, captions in Hindi and English, and quick replies that never sound robotic.',
        imageUrl: at(SEED_IMAGES.blogs, 2),
        createdBy: 'Pooja Nair',
        dateOfCreation: '2025-02-21',
      },
      {
        title: 'Spotting deepfakes and scams: a family safety checklist',
        description:
          'Voice clones asking for money, fake loan apps, edited photos. A printable checklist to talk through with your parents and children this weekend.',
        imageUrl: at(SEED_IMAGES.blogs, 3),
        createdBy: 'Tanvi Joshi',
        dateOfCreation: '2025-03-08',
      },
      {
        title: 'Returning after a career break: let AI draft, you decide',
        description:
          'How to describe years of caregiving, volunteering and running a household as the real skills they are, and how to practise interviews without fear.',
        imageUrl: at(SEED_IMAGES.blogs, 4),
        createdBy: 'Shalini Verma',
        dateOfCreation: '2025-03-29',
      },
      {
        title: 'Learning in Tamil, Marathi or Bengali with AI',
        description:
          'AI assistants now understand many Indian languages. We tested them for explaining science, translating letters and practising English conversation.',
        imageUrl: at(SEED_IMAGES.blogs, 5),
        createdBy: 'Kavya Menon',
        dateOfCreation: '2025-04-17',
      },
    ]);

    await tx.insert(t.workshops).values([
      {
        title: 'AI Saturday at a Pune community library',
        description:
          'Forty women, twenty laptops and one afternoon: we wrote résumés, planned budgets and translated letters for neighbours. Many had never typed a prompt before; all left with a saved list of their own.',
        images: at(SEED_IMAGES.workshops, 0),
        uploadedBy: 'Pooja Nair',
        uploadedAt: new Date('2025-01-25T10:30:00Z'),
      },
      {
        title: 'Handicraft sellers go digital, Jaipur',
        description:
          'Block-print and blue-pottery artisans learned to photograph products on a phone, write catalogue descriptions with AI and answer buyers in three languages.',
        images: at(SEED_IMAGES.workshops, 1),
        uploadedBy: 'Ishita Banerjee',
        uploadedAt: new Date('2025-02-15T09:00:00Z'),
      },
      {
        title: 'Nurses and teachers: AI for the night shift, Kochi',
        description:
          'A hands-on evening for women who work long shifts: summarising notes, planning study time and using voice assistants hands-free.',
        images: at(SEED_IMAGES.workshops, 2),
        uploadedBy: 'Kavya Menon',
        uploadedAt: new Date('2025-03-12T13:00:00Z'),
      },
      {
        title: 'Free webinar: your first week with AI',
        description:
          'Our monthly free webinar, recorded live with learners from eleven states. We answer the questions everyone is too shy to ask, and set up a free AI assistant together.',
        images: at(SEED_IMAGES.workshops, 3),
        uploadedBy: 'Dr. Nandini Rao',
        uploadedAt: new Date('2025-04-05T14:30:00Z'),
      },
    ]);

    await tx.insert(t.achievements).values([
      {
        name: 'Dr. Meenakshi Iyengar',
        designation: 'Research scientist, Bengaluru',
        achievement: 'Built an open Tamil speech dataset',
        description:
          'Led volunteers from 300 villages to record everyday Tamil so that voice assistants understand grandmothers as well as newsreaders.',
        imageUrl: at(SEED_IMAGES.achievements, 0),
      },
      {
        name: 'Ritu Saxena',
        designation: 'Founder, KhetiSense, Indore',
        achievement: 'AI crop advice on a basic phone',
        description:
          'Her SMS service tells farmers when to irrigate from weather and soil data; two out of three of its users are women farmers.',
        imageUrl: at(SEED_IMAGES.achievements, 1),
      },
      {
        name: 'Zainab Qureshi',
        designation: 'Data journalist, Hyderabad',
        achievement: 'Exposed fake loan apps with machine learning',
        description:
          'Trained a model on thousands of app reviews to flag predatory lenders, leading to the removal of dozens of apps from stores.',
        imageUrl: at(SEED_IMAGES.achievements, 2),
      },
      {
        name: 'Lalitha Subramanian',
        designation: 'Retired teacher turned coder, Madurai',
        achievement: 'Started coding at 58',
        description:
          'Learned Python with an AI tutor after retirement and now runs free weekend coding circles for girls in government schools.',
        imageUrl: at(SEED_IMAGES.achievements, 3),
      },
      {
        name: 'Dr. Aparna Bhattacharya',
        designation: 'Radiologist, Kolkata',
        achievement: 'Early screening in district hospitals',
        description:
          'Co-designed an AI-assisted screening workflow that lets district hospitals flag early signs of breast cancer for specialist review.',
        imageUrl: at(SEED_IMAGES.achievements, 4),
      },
      {
        name: 'Neha Gill',
        designation: 'Product manager, Gurugram',
        achievement: 'Accessible banking for visually impaired users',
        description:
          'Shipped a voice-first banking assistant in Hindi and Punjabi, tested with blind users from the first sketch to the launch.',
        imageUrl: at(SEED_IMAGES.achievements, 5),
      },
    ]);

    const seededCoupons = await tx
      .insert(t.coupons)
      .values([
        // The home page's offer is the one coupon every visitor sees; the others work when typed.
        { name: 'WOMENINAI20', discountPercent: 20, advertised: true },
        { name: 'FIRSTSTEP10', discountPercent: 10 },
        { name: 'SAKHI15', discountPercent: 15 },
      ])
      .returning({ id: t.coupons.id });
    const offerCouponId = seededCoupons[0]!.id;

    const [tutor] = await tx
      .insert(t.tutors)
      .values({
        name: DEMO_LOGINS.tutor.name,
        email: DEMO_LOGINS.tutor.email,
        phoneNumber: '9123456780',
        passwordHash: tutorHash,
      })
      .returning({ id: t.tutors.id });
    const tutorId = tutor!.id;

    const activeStart = addDays(mondayOnOrBefore(today), -7);
    const plans = [
      {
        name: 'Aarohi Evening Batch 12',
        status: 'Active',
        timing: 'Mon-Sat 19:00-20:30',
        start: activeStart,
        meeting: 'https://meet.example/aarohi-batch-12',
      },
      {
        name: 'Aarohi Morning Batch 13',
        status: 'Inactive',
        timing: 'Mon-Sat 10:00-11:30',
        start: mondayOnOrAfter(addDays(today, 1)),
        meeting: null,
      },
      {
        name: 'Aarohi Evening Batch 9',
        status: 'Completed',
        timing: 'Mon-Sat 19:00-20:30',
        start: addDays(activeStart, -56),
        meeting: 'https://meet.example/aarohi-batch-9',
      },
    ];
    // The other two courses: upcoming batches a visitor can choose, a morning and an evening one each,
    // not yet given a tutor (the back office assigns one before the first class).
    const nextMonday = mondayOnOrAfter(addDays(today, 1));
    const otherCourses = [
      { course: courseRows[1]!, label: 'Career' },
      { course: courseRows[2]!, label: 'Business' },
    ].flatMap(({ course, label }, i) => [
      {
        name: `Aarohi ${label} Evening Batch ${4 - i}`,
        status: 'Inactive',
        timing: 'Mon-Sat 19:00-20:30',
        start: addDays(nextMonday, 7 * i),
        meeting: null,
        course: course.id,
        curriculum: course.curriculum,
        tutor: null,
      },
      {
        name: `Aarohi ${label} Morning Batch ${5 - i}`,
        status: 'Inactive',
        timing: 'Mon-Sat 10:00-11:30',
        start: addDays(nextMonday, 7 * (i + 1)),
        meeting: null,
        course: course.id,
        curriculum: course.curriculum,
        tutor: null,
      },
    ]);
    const batchIds: number[] = [];
    for (const p of [
      ...plans.map((p) => ({
        ...p,
        course: courseId,
        curriculum: 'everyday',
        tutor: tutorId as number | null,
      })),
      ...otherCourses,
    ]) {
      const [b] = await tx
        .insert(t.batches)
        .values({
          name: p.name,
          tutorId: p.tutor,
          courseId: p.course,
          status: p.status,
          timing: p.timing,
          meetingUrl: p.meeting,
          startDate: p.start,
          // Batches are set up two weeks before they start ("since" on the tutor's cards).
          createdAt: new Date(`${addDays(p.start, -14)}T09:30:00Z`),
        })
        .returning({ id: t.batches.id });
      batchIds.push(b!.id);
      await tx.insert(t.classSessions).values(
        planTimetable(p.start, p.curriculum).map((s) => ({
          batchId: b!.id,
          sessionNo: s.sessionNo,
          moduleNo: s.moduleNo,
          date: s.date,
          topic: s.topic,
        })),
      );
    }

    const [paid] = await tx
      .insert(t.students)
      .values([
        {
          fullname: DEMO_LOGINS.student.name,
          designation: 'Bank officer',
          email: DEMO_LOGINS.student.email,
          phoneNumber: DEMO_LOGINS.student.mobile,
          age: 31,
          passwordHash: studentHash,
          paymentStatus: 'completed',
          courseId,
        },
        {
          fullname: DEMO_LOGINS.unpaidStudent.name,
          designation: 'Homemaker',
          email: DEMO_LOGINS.unpaidStudent.email,
          phoneNumber: DEMO_LOGINS.unpaidStudent.mobile,
          age: 38,
          passwordHash: studentHash,
          paymentStatus: 'pending',
          courseId,
        },
      ])
      .returning({ id: t.students.id });

    // Priya paid with the home page's coupon from Maharashtra (IGST); her invoice is issued by the
    // same code as every payment's (issueInvoice), from the order as it was priced.
    const [priyaOrder] = await tx
      .insert(t.paymentOrders)
      .values({
        id: 'order_seeddemo0001',
        studentId: paid!.id,
        amount: 199920,
        currency: 'INR',
        status: 'paid',
        couponId: offerCouponId,
        buyerState: '27',
      })
      .returning();
    const priyaPaidAt = new Date(`${addDays(activeStart, -3)}T09:15:00Z`);
    const [priyaPayment] = await tx
      .insert(t.payments)
      .values({
        transactionId: 'pay_seeddemo0001',
        orderId: 'order_seeddemo0001',
        studentId: paid!.id,
        amount: 199920,
        currency: 'INR',
        paidAt: priyaPaidAt,
      })
      .returning({ id: t.payments.id });
    await issueInvoice(tx, DEMO_GST_SUPPLIER, {
      paymentId: priyaPayment!.id,
      studentId: paid!.id,
      buyerName: DEMO_LOGINS.student.name,
      order: priyaOrder!,
      issuedAt: priyaPaidAt,
    });
    await tx.insert(t.enrolments).values([
      { studentId: paid!.id, batchId: batchIds[0]! },
      { studentId: paid!.id, batchId: batchIds[2]! },
    ]);

    // A paid student of the Career course who is in no batch yet (staff place her from To place).
    const [waiting] = await tx
      .insert(t.students)
      .values({
        fullname: DEMO_LOGINS.waitingStudent.name,
        designation: 'Accountant',
        email: DEMO_LOGINS.waitingStudent.email,
        phoneNumber: DEMO_LOGINS.waitingStudent.mobile,
        age: 34,
        passwordHash: studentHash,
        paymentStatus: 'completed',
        courseId: courseRows[1]!.id,
        createdAt: new Date(now.getTime() - 2 * 86400000 - 3600000),
      })
      .returning({ id: t.students.id });
    // She is in the school's state (CGST + SGST) and her employer takes the invoice (B2B).
    const [waitingOrder] = await tx
      .insert(t.paymentOrders)
      .values({
        id: 'order_seedwaiting01',
        studentId: waiting!.id,
        amount: 199920,
        currency: 'INR',
        status: 'paid',
        courseId: courseRows[1]!.id,
        couponId: offerCouponId,
        buyerState: '29',
        buyerBusinessName: 'Kaveri Accounting Services LLP',
        buyerGstin: '29AAKFK4821M1ZU',
      })
      .returning();
    const waitingPaidAt = new Date(now.getTime() - 2 * 86400000);
    const [waitingPayment] = await tx
      .insert(t.payments)
      .values({
        transactionId: 'pay_seedwaiting01',
        orderId: 'order_seedwaiting01',
        studentId: waiting!.id,
        amount: 199920,
        currency: 'INR',
        paidAt: waitingPaidAt,
      })
      .returning({ id: t.payments.id });
    await issueInvoice(tx, DEMO_GST_SUPPLIER, {
      paymentId: waitingPayment!.id,
      studentId: waiting!.id,
      buyerName: DEMO_LOGINS.waitingStudent.name,
      order: waitingOrder!,
      issuedAt: waitingPaidAt,
    });

    await tx.insert(t.tutorNotifications).values([
      {
        tutorId,
        title: 'Welcome to Aarohi',
        message:
          'Your tutor account is ready. Upload your resume and experience letter to complete your profile.',
        createdAt: new Date(now.getTime() - 9 * 86400000),
      },
      {
        tutorId,
        title: 'New batch assigned',
        message:
          'Aarohi Morning Batch 13 starts next Monday at 10:00. Please add a meeting link before the first session.',
        createdAt: new Date(now.getTime() - 2 * 86400000),
      },
      {
        tutorId,
        title: 'Learner feedback',
        message: 'Batch 12 rated last week\u2019s prompt-writing session 4.8 out of 5. Thank you!',
        createdAt: new Date(now.getTime() - 86400000),
      },
    ]);
    await tx.insert(t.studentNotifications).values({
      studentId: paid!.id,
      title: 'Your live session link',
      message:
        // The meeting link itself never leaves the API except through Join, so the notice points there.
        `Your classes run Monday to Saturday, 7:00 PM to 8:30 PM. Join from your dashboard with the Join button, which opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`,
    });

    await tx.insert(t.tutorTickets).values([
      {
        tutorId,
        subject: 'Meeting link for Batch 13',
        priority: 'Medium',
        description: 'Please create a recurring meeting room for the new morning batch starting next Monday.',
        status: 'Resolved',
        replyMessage:
          'Done! The room is ready; add it from the operator console or reply here if you need a different time.',
        createdAt: new Date(now.getTime() - 3 * 86400000),
        updatedAt: new Date(now.getTime() - 2 * 86400000),
      },
      {
        tutorId,
        subject: 'Attendance export',
        priority: 'Low',
        description: 'Could we get a CSV export of attendance for Batch 12 at the end of each week?',
        status: 'Open',
        createdAt: new Date(now.getTime() - 86400000),
        updatedAt: new Date(now.getTime() - 86400000),
      },
    ]);
    await tx.insert(t.studentTickets).values({
      studentId: paid!.id,
      subject: 'Recording of session 3',
      priority: 'Low',
      description: 'I missed session 3 because of a power cut. Is there a recording?',
      status: 'Resolved',
      replyMessage: 'Yes, the recording is linked in your batch notes. Glad you are back!',
    });
    await seedCertificates(tx, {
      batchId: batchIds[2]!,
      tutorId,
      priyaId: paid!.id,
      courseId,
      passwordHash: studentHash,
    });
    activeBatch = { batchId: batchIds[0]!, tutorId, studentId: paid!.id };
    // The Business course's next evening batch (the first of its two).
    refundDemo = { courseId: courseRows[2]!.id, batchId: batchIds[plans.length + 2]! };
  });
  if (activeBatch) await seedSessionContent(db, { ...activeBatch, now, files });
  if (activeBatch) await seedQuizAttempts(db, { studentId: activeBatch.studentId, now });
  if (activeBatch) await seedCatchUp(db, { ...activeBatch, passwordHash: studentHash, now });
  if (activeBatch) await seedPractice(db, { ...activeBatch, now, files });
  if (activeBatch) await seedDiscussion(db, { ...activeBatch, now });
  if (refundDemo) await seedRefund(db, { ...refundDemo, passwordHash: studentHash, now });
  return true;
}
