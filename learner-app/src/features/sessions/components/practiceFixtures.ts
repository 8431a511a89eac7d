// Her practice after Session 3 of "AI for Everyday Life" (Reading the world with your phone camera)
// as the API answers it, in each state the card shows, for the card's tests and the catalogue's
// stories: nothing sent yet, waiting for her tutor, sent back to try again, and done on the second
// answer. `api` is where the attachments are served from (the tests' API, the catalogue's mock).
import type { PracticeData, PracticeSubmissionView } from '@ai-women/contracts/schemas';

export const PRACTICE_SESSION = { id: 203, session_no: 3, topic: 'Reading the world with your phone camera' };

/** The course's own task for Session 3 (contracts/src/practice-tasks/everyday.ts). */
export const practiceTask: PracticeData['task'] = {
  session_no: 3,
  title: { en: 'Read a label in any language', hi: 'किसी भी भाषा का लेबल पढ़ें' },
  task: {
    en: 'Find a medicine strip, food packet or school circular in a language you don’t read well. Point Google Lens at it, translate it, and ask two follow-up questions aloud with the mic in the Google app, such as “Can this be taken after food?” Share what you learned and what you would still check with a doctor, chemist or teacher. A photo is welcome; crop out names and addresses.',
    hi: 'दवा की पत्ती, खाने का पैकेट या स्कूल का कोई सर्कुलर ढूँढें, जो ऐसी भाषा में हो जिसे आप ठीक से नहीं पढ़ पातीं। Google Lens से उसका अनुवाद करें, फिर Google ऐप के माइक से बोलकर दो सवाल और पूछें, जैसे “क्या यह खाने के बाद ली जा सकती है?” बताएँ कि आपको क्या समझ आया और कौन-सी बात आप अब भी डॉक्टर, केमिस्ट या टीचर से पक्की करेंगी। फ़ोटो भेज सकती हैं, पर नाम और पते काट दें।',
  },
  edited: false,
};

/** Her batch's tutor's own wording of the same task (edited). */
export const editedPracticeTask: PracticeData['task'] = {
  session_no: 3,
  title: { en: 'Read your child’s school circular', hi: 'बच्चे के स्कूल का सर्कुलर पढ़ें' },
  task: {
    en: 'Take the last circular your child’s school sent, in Marathi, Kannada or any language you find hard. Translate it with Google Lens and ask the Google app two questions aloud about it. Tell me the dates and the money it asks for, and one thing you will still ask the class teacher.',
    hi: 'बच्चे के स्कूल से आया पिछला सर्कुलर लें, जो मराठी, कन्नड़ या किसी ऐसी भाषा में हो जो आपको मुश्किल लगती हो। Google Lens से उसका अनुवाद करें और उसके बारे में Google ऐप से बोलकर दो सवाल पूछें। मुझे बताएँ कि उसमें कौन-सी तारीख़ें हैं और कितने पैसे माँगे गए हैं, और कौन-सी एक बात आप फिर भी क्लास टीचर से पूछेंगी।',
  },
  edited: true,
};

const firstAnswer = (api: string): PracticeSubmissionView => ({
  id: 901,
  version: 1,
  text: 'I used Google Lens on my mother’s BP tablet strip. It was printed only in English and the chemist’s sticker was in Kannada.\nLens said the tablet is for blood pressure, one a day.\nI asked: “Can this be taken after food?” It said yes, with or without food.',
  attachment: {
    name: 'bp-tablet-strip.jpg',
    kind: 'jpeg',
    size: 184_320,
    url: `${api}/api/practice/901/attachment`,
  },
  submitted_at: '2026-11-19T14:10:00.000Z',
  status: 'try_again',
  review: {
    outcome: 'try_again',
    comment:
      'Good start, Asha! You asked one question; the task asks for two, aloud with the mic. Ask what to do if a dose is missed, and tell me one thing you would still check with the chemist.',
    tutor_name: 'Kavya Menon',
    reviewed_at: '2026-11-20T05:30:00.000Z',
  },
});

const secondAnswer = (api: string): PracticeSubmissionView => ({
  id: 907,
  version: 2,
  text: 'Second try, this time with the mic in the Google app.\n1. “Can this be taken after food?” – Yes, at the same time every day, with or without food.\n2. “What if she misses a dose?” – Take it when she remembers, but never two together.\nI will still ask our chemist whether it is safe with her sugar tablets. I wrote the answers in my notes (PDF).',
  attachment: {
    name: 'lens-notes-session-3.pdf',
    kind: 'pdf',
    size: 1_363_149,
    url: `${api}/api/practice/907/attachment`,
  },
  submitted_at: '2026-11-21T12:45:00.000Z',
  status: 'done',
  review: {
    outcome: 'done',
    comment:
      'Very well done: two clear questions, and checking with the chemist about the sugar tablets is exactly right.',
    tutor_name: 'Kavya Menon',
    reviewed_at: '2026-11-22T04:00:00.000Z',
  },
});

const waitingAnswer = (api: string): PracticeSubmissionView => ({
  id: 912,
  version: 1,
  text: 'My son’s school sent a circular in Marathi about Annual Day.\nGoogle Lens: the programme is on Saturday 12 December at 5 pm, children come in a white kurta-pyjama, and parents send ₹200 for the costume by Friday.\nI asked aloud: “Is the ₹200 compulsory?” and “Where is it held?” The app could not answer the first from the photo, so I will ask the class teacher.',
  attachment: {
    name: 'annual-day-circular.png',
    kind: 'png',
    size: 245_760,
    url: `${api}/api/practice/912/attachment`,
  },
  submitted_at: '2026-11-19T16:20:00.000Z',
  status: 'submitted',
  review: null,
});

const base = {
  session_id: PRACTICE_SESSION.id,
  session_no: PRACTICE_SESSION.session_no,
  topic: PRACTICE_SESSION.topic,
  answer_max: 2000,
  file_max_bytes: 10 * 1024 * 1024,
};

export type PracticeFixtureState = 'empty' | 'waiting' | 'try_again' | 'done';

/** Her practice in each state; the attachments' URLs under `api`. */
export function practiceFixtures(api: string): Record<PracticeFixtureState, PracticeData> {
  return {
    empty: { ...base, task: practiceTask, status: null, can_submit: true, submissions: [] },
    waiting: {
      ...base,
      task: editedPracticeTask,
      status: 'submitted',
      can_submit: false,
      submissions: [waitingAnswer(api)],
    },
    try_again: {
      ...base,
      task: practiceTask,
      status: 'try_again',
      can_submit: true,
      submissions: [firstAnswer(api)],
    },
    done: {
      ...base,
      task: practiceTask,
      status: 'done',
      can_submit: false,
      submissions: [secondAnswer(api), firstAnswer(api)],
    },
  };
}

/** What the API stores for a new answer (POST), newest first in the card once read again. */
export function sentAnswer(text: string, version = 1): PracticeSubmissionView {
  return {
    id: 950 + version,
    version,
    text,
    attachment: null,
    submitted_at: '2026-11-19T15:00:00.000Z',
    status: 'submitted',
    review: null,
  };
}
