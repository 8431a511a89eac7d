// A missed session's catch-up as the API answers it, in each state, for the screen's tests and the
// catalogue's stories: Session 4 of "AI for Everyday Life", its three check questions as she is shown
// them (taken from the bank), and graded attempts with the answers explained.
import type { CatchUpData, QuizQuestion, QuizResultData } from '@ai-women/contracts';

export const catchUpQuestions: QuizQuestion[] = [
  {
    id: 'everyday-m1-q4',
    session_no: 4,
    prompt: {
      en: 'You want help with a messy to-do list. Which prompt best follows the role, context, format pattern?',
      hi: 'आपको अपनी बिखरी हुई कामों की सूची सुधारनी है। कौन-सा प्रॉम्प्ट भूमिका, संदर्भ और प्रारूप के तरीके पर सबसे अच्छा बैठता है?',
    },
    multiple: false,
    options: [
      {
        id: 'a',
        text: {
          en: '“Make my list better.”',
          hi: '“मेरी सूची अच्छी कर दो।”',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Pasting the list with only the words “To-do list” above it',
          hi: 'ऊपर सिर्फ़ “कामों की सूची” लिखकर अपनी सूची चिपका देना',
        },
      },
      {
        id: 'c',
        text: {
          en: '“You are an expert. Do everything on my list for me.”',
          hi: '“तुम विशेषज्ञ हो। मेरी सूची के सारे काम मेरे लिए कर दो।”',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Act as a planner. I work 10 to 6 and have two kids. Sort this list by priority into a weekly table.”',
          hi: '“तुम प्लानर हो। मैं 10 से 6 काम करती हूँ, दो बच्चे हैं। इस सूची को प्राथमिकता से हफ़्ते की तालिका में लगाओ।”',
        },
      },
    ],
  },
  {
    id: 'everyday-s4-c1',
    session_no: 4,
    prompt: {
      en: 'Read this prompt: “You are a home organiser. I work full time and take my mother to the doctor every Tuesday. Show my week as a table with one column per day.” Which part is the format?',
      hi: 'यह प्रॉम्प्ट पढ़ें: “तुम घर के काम सँभालने में माहिर सलाहकार हो। मैं पूरे दिन नौकरी करती हूँ और हर मंगलवार माँ को डॉक्टर के पास ले जाती हूँ। मेरा हफ़्ता तालिका में दिखाओ, हर दिन का एक कॉलम।” इसमें प्रारूप (format) कौन-सा हिस्सा है?',
    },
    multiple: false,
    options: [
      {
        id: 'a',
        text: {
          en: '“You are a home organiser”',
          hi: '“तुम घर के काम सँभालने में माहिर सलाहकार हो”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“I work full time and take my mother to the doctor every Tuesday”',
          hi: '“मैं पूरे दिन नौकरी करती हूँ और हर मंगलवार माँ को डॉक्टर के पास ले जाती हूँ”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Show my week as a table with one column per day”',
          hi: '“मेरा हफ़्ता तालिका में दिखाओ, हर दिन का एक कॉलम”',
        },
      },
    ],
  },
  {
    id: 'everyday-s4-c2',
    session_no: 4,
    prompt: {
      en: 'You give the same prompt to ChatGPT and Gemini and get two different weekly plans. What is the sensible thing to do?',
      hi: 'आप ChatGPT और Gemini को एक ही प्रॉम्प्ट देती हैं और हफ़्ते की दो अलग-अलग योजनाएँ मिलती हैं। समझदारी क्या है?',
    },
    multiple: false,
    options: [
      {
        id: 'a',
        text: {
          en: 'Compare them, keep the one that fits your week better, and ask for changes where needed',
          hi: 'दोनों की तुलना करें, जो आपके हफ़्ते पर बेहतर बैठे उसे रखें, और ज़रूरत हो तो बदलाव माँगें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Decide that one of the two apps must be broken',
          hi: 'मान लें कि दोनों में से एक ऐप ख़राब है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Follow both plans at the same time',
          hi: 'दोनों योजनाओं पर एक साथ चलें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Keep running the prompt again until both give exactly the same words',
          hi: 'प्रॉम्प्ट तब तक दोहराती रहें जब तक दोनों हूबहू एक जैसे शब्द न दें',
        },
      },
    ],
  },
];

/** The right options of each question (what only the API knows before she submits). */
export const catchUpCorrect: Record<string, string[]> = {
  'everyday-m1-q4': ['d'],
  'everyday-s4-c1': ['c'],
  'everyday-s4-c2': ['a'],
};

const explanations: Record<string, { en: string; hi: string }> = {
  'everyday-m1-q4': {
    en: 'It gives a role (planner), context (your hours and family) and a format (a weekly table by priority), so the answer fits your life and is ready to print. Try it in ChatGPT and Gemini and keep the better one.',
    hi: 'इसमें भूमिका (प्लानर), संदर्भ (काम के घंटे और परिवार) और प्रारूप (प्राथमिकता वाली हफ़्ते की तालिका) तीनों हैं, इसलिए जवाब आपके हिसाब से और छापने लायक बनता है। ChatGPT और Gemini दोनों में आज़माकर बेहतर चुनें।',
  },
  'everyday-s4-c1': {
    en: 'The format says what shape the answer should take, here a table with a column for each day. The first sentence is the role and the second is the context.',
    hi: 'प्रारूप बताता है कि जवाब किस रूप में चाहिए, यहाँ हर दिन के कॉलम वाली तालिका। पहला वाक्य भूमिका है और दूसरा संदर्भ।',
  },
  'everyday-s4-c2': {
    en: 'Different assistants, and even the same one asked twice, give different answers; that is normal. Trying both lets you pick the more useful plan and improve it with a follow-up.',
    hi: 'अलग-अलग AI, और एक ही AI से दो बार पूछने पर भी, जवाब अलग आते हैं; यह आम बात है। दोनों आज़माने से आप ज़्यादा काम की योजना चुन सकती हैं और आगे के निर्देश से उसे और सुधार सकती हैं।',
  },
};

/** A graded attempt: `right` lists the questions she got right; the others she answered with a wrong option. */
export function gradedCheck(
  attemptNo: number,
  right: readonly string[],
  attemptsLeft: number,
): QuizResultData {
  const review = catchUpQuestions.map((q) => {
    const correct = catchUpCorrect[q.id]!;
    const ok = right.includes(q.id);
    return {
      question_id: q.id,
      prompt: q.prompt,
      options: q.options,
      picked: ok ? correct : [q.options.find((o) => !correct.includes(o.id))!.id],
      correct_options: correct,
      right: ok,
      explanation: explanations[q.id]!,
    };
  });
  const n = review.filter((r) => r.right).length;
  const percent = Math.floor((n * 100) / review.length);
  return {
    module_no: 1,
    attempt_no: attemptNo,
    correct: n,
    total: review.length,
    percent,
    passed: percent >= 70,
    attempts_left: percent >= 70 ? 0 : attemptsLeft,
    submitted_at: '2026-11-26T15:10:00.000Z',
    review,
  };
}

export const failedCheck = gradedCheck(1, ['everyday-m1-q4', 'everyday-s4-c2'], 2);
export const passedCheck = gradedCheck(2, ['everyday-m1-q4', 'everyday-s4-c1', 'everyday-s4-c2'], 0);

const RECORDING = 'https://api.aarohi.example/api/sessions/104/recording';

function check(over: Partial<CatchUpData['check']> = {}): CatchUpData['check'] {
  return {
    module_no: 1,
    title: 'Session 4: Prompting that works: role, context, format',
    pass_percent: 70,
    max_attempts: 3,
    attempts: [],
    attempts_left: 3,
    best_percent: null,
    passed: false,
    next_attempt_no: 1,
    questions: catchUpQuestions,
    last_result: null,
    ...over,
  };
}

const base: CatchUpData = {
  session_id: 104,
  session_no: 4,
  module_no: 1,
  topic: 'Prompting that works: role, context, format',
  date: '2026-11-24',
  state: 'open',
  last_day: '2026-12-01',
  recording_open_url: RECORDING,
  recording_opened_at: null,
  check_passed_at: null,
  caught_up_on: null,
  check: check(),
};

export const catchUps: Record<string, CatchUpData> = {
  /** Missed, nothing done yet. */
  open: base,
  /** The recording opened; the first attempt failed, two left. */
  openFailed: {
    ...base,
    recording_opened_at: '2026-11-25T14:00:00.000Z',
    check: check({
      attempts: [{ attempt_no: 1, percent: 66, passed: false, submitted_at: failedCheck.submitted_at }],
      attempts_left: 2,
      best_percent: 66,
      next_attempt_no: 2,
      questions: [catchUpQuestions[2]!, catchUpQuestions[0]!, catchUpQuestions[1]!],
      last_result: failedCheck,
    }),
  },
  /** No recording yet. */
  noRecording: { ...base, recording_open_url: null },
  /** Both steps done in time. */
  caughtUp: {
    ...base,
    state: 'caught_up',
    recording_opened_at: '2026-11-25T14:00:00.000Z',
    check_passed_at: '2026-11-26T15:10:00.000Z',
    caught_up_on: '2026-11-26',
    check: check({
      attempts: [
        { attempt_no: 1, percent: 66, passed: false, submitted_at: failedCheck.submitted_at },
        { attempt_no: 2, percent: 100, passed: true, submitted_at: passedCheck.submitted_at },
      ],
      attempts_left: 0,
      best_percent: 100,
      passed: true,
      next_attempt_no: null,
      questions: [],
      last_result: passedCheck,
    }),
  },
  /** Too late: the 8th day after the session. */
  closed: {
    ...base,
    state: 'closed',
    recording_opened_at: '2026-12-02T05:00:00.000Z',
    check: check({ attempts_left: 0, next_attempt_no: null, questions: [] }),
  },
  /** She was there. */
  attended: {
    ...base,
    state: 'attended',
    check: check({ attempts_left: 0, next_attempt_no: null, questions: [] }),
  },
};
