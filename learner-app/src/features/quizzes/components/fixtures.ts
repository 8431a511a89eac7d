// Answers of the quiz API, as the tests and the catalogue's stories use them: her list of five
// module quizzes, and Module 1's quiz before her first attempt, after a failed one, after a passed
// one and with every attempt used. (Made-up questions: the real bank never reaches the browser.)
import type { QuizDetail, QuizListData, QuizQuestion, QuizResultData } from '../api/quizzes';

export const quizList: QuizListData = {
  batch_id: 12,
  pass_percent: 70,
  max_attempts: 3,
  modules_passed: 1,
  modules_total: 5,
  quizzes: [
    {
      module_no: 1,
      title: 'AI tools for everyday life',
      questions: 6,
      open: true,
      opens_after_session: 1,
      attempts_used: 2,
      attempts_left: 1,
      best_percent: 100,
      passed: true,
    },
    {
      module_no: 2,
      title: 'Learning, productivity and personal growth',
      questions: 6,
      open: true,
      opens_after_session: 6,
      attempts_used: 1,
      attempts_left: 2,
      best_percent: 50,
      passed: false,
    },
    {
      module_no: 3,
      title: 'Digital marketing and content creation',
      questions: 6,
      open: true,
      opens_after_session: 11,
      attempts_used: 0,
      attempts_left: 3,
      best_percent: null,
      passed: false,
    },
    {
      module_no: 4,
      title: 'Job and career development',
      questions: 6,
      open: false,
      opens_after_session: 16,
      attempts_used: 0,
      attempts_left: 3,
      best_percent: null,
      passed: false,
    },
    {
      module_no: 5,
      title: 'Business solutions, creativity and personal branding',
      questions: 6,
      open: false,
      opens_after_session: 21,
      attempts_used: 0,
      attempts_left: 3,
      best_percent: null,
      passed: false,
    },
  ],
};

const option = (id: string, en: string, hi: string) => ({ id, text: { en, hi } });

/** Module 1's questions in one attempt's order (the third allows more than one answer). */
export const quizQuestions: QuizQuestion[] = [
  {
    id: 'everyday-m1-q2',
    session_no: 2,
    prompt: {
      en: 'Gemini in Gmail has summarised a long school e-mail thread. What should you do before you reply?',
      hi: 'Gmail में Gemini ने स्कूल के लंबे ईमेल थ्रेड का सार बना दिया है। जवाब देने से पहले आपको क्या करना चाहिए?',
    },
    multiple: false,
    options: [
      option('a', 'Reply at once: the summary is always complete', 'तुरंत जवाब दें: सार हमेशा पूरा होता है'),
      option(
        'b',
        'Check the dates and names against the e-mails themselves',
        'तारीख़ें और नाम असली ईमेल से मिलाकर देखें',
      ),
      option('c', 'Forward the summary to every parent', 'सार सभी अभिभावकों को भेज दें'),
    ],
  },
  {
    id: 'everyday-m1-q1',
    session_no: 1,
    prompt: {
      en: 'Which request gives ChatGPT enough to plan a week of family meals?',
      hi: 'परिवार के एक हफ़्ते के खाने की योजना के लिए ChatGPT को कौन-सा अनुरोध पूरी जानकारी देता है?',
    },
    multiple: false,
    options: [
      option('a', '“Plan meals.”', '“खाना प्लान करो।”'),
      option(
        'b',
        '“Plan 7 vegetarian dinners for 4 people under ₹2,000, with a shopping list.”',
        '“4 लोगों के लिए ₹2,000 के अंदर 7 शाकाहारी डिनर, ख़रीदारी की सूची के साथ प्लान करो।”',
      ),
      option('c', '“What is a good dinner?”', '“अच्छा डिनर क्या होता है?”'),
      option('d', '“Tell me about food.”', '“खाने के बारे में बताओ।”'),
    ],
  },
  {
    id: 'everyday-m1-q5',
    session_no: 5,
    prompt: {
      en: 'Which of these are signs of a fake payment message?',
      hi: 'इनमें से कौन-से नकली पेमेंट मैसेज के संकेत हैं?',
    },
    multiple: true,
    options: [
      option('a', 'It asks you to share an OTP', 'यह आपसे OTP बताने को कहता है'),
      option('b', 'It comes from your bank’s official app', 'यह आपके बैंक के आधिकारिक ऐप से आता है'),
      option('c', 'It says you must act within ten minutes', 'यह कहता है कि दस मिनट के अंदर कुछ करना होगा'),
      option('d', 'It has a short link to “claim a refund”', 'इसमें “रिफ़ंड लेने” का छोटा लिंक है'),
    ],
  },
  {
    id: 'everyday-m1-q3',
    session_no: 3,
    prompt: {
      en: 'A medicine label is in a language you do not read. Which tool helps you most?',
      hi: 'दवा का लेबल ऐसी भाषा में है जो आप नहीं पढ़तीं। कौन-सा टूल सबसे ज़्यादा मदद करेगा?',
    },
    multiple: false,
    options: [
      option('a', 'Google Lens, pointed at the label', 'लेबल पर Google Lens'),
      option('b', 'A spreadsheet', 'स्प्रेडशीट'),
      option('c', 'A photo filter', 'फ़ोटो फ़िल्टर'),
    ],
  },
  {
    id: 'everyday-m1-q4',
    session_no: 4,
    prompt: {
      en: 'What does giving the AI a role (“You are a patient teacher…”) do?',
      hi: 'AI को कोई भूमिका देने (“आप एक धैर्यवान शिक्षिका हैं…”) से क्या होता है?',
    },
    multiple: false,
    options: [
      option(
        'a',
        'It makes the answer fit who is asking and why',
        'जवाब पूछने वाले और उसकी ज़रूरत के हिसाब से बनता है',
      ),
      option('b', 'It makes the AI always right', 'AI हमेशा सही हो जाता है'),
      option('c', 'Nothing at all', 'कुछ भी नहीं'),
    ],
  },
  {
    id: 'everyday-m1-q6',
    session_no: 5,
    prompt: {
      en: 'A viral message says a kitchen spice cures diabetes. What is the safest next step?',
      hi: 'एक वायरल मैसेज कहता है कि रसोई का एक मसाला डायबिटीज़ ठीक कर देता है। सबसे सुरक्षित अगला क़दम क्या है?',
    },
    multiple: false,
    options: [
      option('a', 'Share it with family at once', 'तुरंत परिवार को भेज दें'),
      option('b', 'Stop your medicine and try it', 'दवा बंद करके इसे आज़माएँ'),
      option(
        'c',
        'Check it with trusted health sources and ask your doctor',
        'भरोसेमंद स्वास्थ्य स्रोतों से जाँचें और डॉक्टर से पूछें',
      ),
    ],
  },
];

/** The correct options of the questions above (the API's bank would say; the fixtures must too). */
export const correctOptions: Record<string, string[]> = {
  'everyday-m1-q1': ['b'],
  'everyday-m1-q2': ['b'],
  'everyday-m1-q3': ['a'],
  'everyday-m1-q4': ['a'],
  'everyday-m1-q5': ['a', 'c', 'd'],
  'everyday-m1-q6': ['c'],
};

const explanations: Record<string, { en: string; hi: string }> = {
  'everyday-m1-q1': {
    en: 'The more the AI knows (how many people, the budget, what you eat, what you want back), the more useful its plan.',
    hi: 'AI को जितनी ज़्यादा जानकारी मिलेगी (कितने लोग, बजट, क्या खाते हैं, क्या चाहिए), उसकी योजना उतनी ही काम की होगी।',
  },
  'everyday-m1-q2': {
    en: 'A summary can leave out or mix up details. Check dates and names in the e-mails before you act on them.',
    hi: 'सार में कुछ बातें छूट सकती हैं या गड़बड़ हो सकती हैं। कुछ करने से पहले ईमेल में तारीख़ें और नाम देख लें।',
  },
  'everyday-m1-q3': {
    en: 'Google Lens reads the text in a photo and translates it on the spot; you can then ask follow-up questions.',
    hi: 'Google Lens फ़ोटो में लिखा पढ़कर तुरंत अनुवाद कर देता है; फिर आप आगे सवाल भी पूछ सकती हैं।',
  },
  'everyday-m1-q4': {
    en: 'A role tells the AI whose voice and level to use. It does not make the answer true: you still check it.',
    hi: 'भूमिका से AI को पता चलता है कि किस अंदाज़ और स्तर पर जवाब दे। इससे जवाब सच नहीं हो जाता: जाँच आपको ही करनी है।',
  },
  'everyday-m1-q5': {
    en: 'Asking for an OTP, hurrying you and a short link are classic signs of fraud. Your bank’s own app is not.',
    hi: 'OTP माँगना, जल्दी मचाना और छोटा लिंक धोखाधड़ी के जाने-पहचाने संकेत हैं। बैंक का अपना ऐप ऐसा नहीं है।',
  },
  'everyday-m1-q6': {
    en: 'Health claims need trusted sources. Never stop a medicine because of a forwarded message.',
    hi: 'सेहत से जुड़े दावों के लिए भरोसेमंद स्रोत चाहिए। किसी फ़ॉरवर्ड मैसेज के कारण कभी दवा बंद न करें।',
  },
};

/** A graded attempt of the questions above with her picks (in the order she was asked). */
export function gradedAttempt(
  attemptNo: number,
  picks: Record<string, string[]>,
  attemptsLeft: number,
): QuizResultData {
  const review = quizQuestions.map((q) => {
    const picked = picks[q.id] ?? correctOptions[q.id]!;
    const correct = correctOptions[q.id]!;
    const right = picked.length === correct.length && correct.every((c) => picked.includes(c));
    return {
      question_id: q.id,
      prompt: q.prompt,
      options: q.options,
      picked,
      correct_options: correct,
      right,
      explanation: explanations[q.id]!,
    };
  });
  const correct = review.filter((r) => r.right).length;
  const percent = Math.floor((correct * 100) / review.length);
  return {
    module_no: 1,
    attempt_no: attemptNo,
    correct,
    total: review.length,
    percent,
    passed: percent >= 70,
    attempts_left: attemptsLeft,
    submitted_at: '2026-11-03T14:30:00.000Z',
    review,
  };
}

/** 3 of 6 right (50 %): the first question, the one with three answers and the last wrong. */
export const failedPicks: Record<string, string[]> = {
  'everyday-m1-q2': ['a'],
  'everyday-m1-q5': ['a', 'b'],
  'everyday-m1-q6': ['a'],
};
/** 5 of 6 right (83 %). */
export const passedPicks: Record<string, string[]> = { 'everyday-m1-q6': ['b'] };

const base: Omit<
  QuizDetail,
  'attempts' | 'attempts_left' | 'best_percent' | 'passed' | 'next_attempt_no' | 'questions' | 'last_result'
> = {
  module_no: 1,
  title: 'AI tools for everyday life',
  pass_percent: 70,
  max_attempts: 3,
};

const summary = (result: QuizResultData) => ({
  attempt_no: result.attempt_no,
  percent: result.percent,
  passed: result.passed,
  submitted_at: result.submitted_at,
});

const failedFirst = gradedAttempt(1, failedPicks, 2);
const passedSecond = gradedAttempt(2, passedPicks, 1);
const failedThird = gradedAttempt(3, failedPicks, 0);

export const quizDetails: Record<'fresh' | 'failed' | 'passed' | 'allUsed', QuizDetail> = {
  /** Before her first attempt: the questions, nothing graded. */
  fresh: {
    ...base,
    attempts: [],
    attempts_left: 3,
    best_percent: null,
    passed: false,
    next_attempt_no: 1,
    questions: quizQuestions,
    last_result: null,
  },
  /** After a failed first attempt: her result, and the second attempt's questions. */
  failed: {
    ...base,
    attempts: [summary(failedFirst)],
    attempts_left: 2,
    best_percent: failedFirst.percent,
    passed: false,
    next_attempt_no: 2,
    questions: [...quizQuestions].reverse(),
    last_result: failedFirst,
  },
  /** Passed on her second attempt, one attempt left. */
  passed: {
    ...base,
    attempts: [summary(failedFirst), summary(passedSecond)],
    attempts_left: 1,
    best_percent: passedSecond.percent,
    passed: true,
    next_attempt_no: 3,
    questions: quizQuestions,
    last_result: { ...passedSecond },
  },
  /** All three used: no questions to answer, her last result. */
  allUsed: {
    ...base,
    attempts: [summary(failedFirst), summary(passedSecond), summary(failedThird)],
    attempts_left: 0,
    best_percent: passedSecond.percent,
    passed: true,
    next_attempt_no: null,
    questions: [],
    last_result: failedThird,
  },
};

export const quizResults = { failedFirst, passedSecond, failedThird };
