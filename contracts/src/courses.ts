// What the public pages say about each course, in English and Hindi, by the curriculum key its course
// row carries: who it is for, and (for Hindi pages) its title, description and the titles of its
// modules and sessions. The curriculum itself (./curriculum) stays the one plan; this file only
// names it in Hindi, module by module and session by session, in the same order.
import { CURRICULA, type CurriculumKey, curriculumFor, isCurriculumKey } from './curriculum';
import { JOIN_OPENS_BEFORE_MINUTES } from './meeting';
import { LIST_PRICE_RUPEES, PROGRAMME } from './constants';

/** A live class lasts this long (every batch timing is 90 minutes, e.g. 19:00–20:30). */
export const SESSION_MINUTES = 90;

export interface CourseCopy {
  title: string;
  description: string;
  /** Who the course is for, in a sentence or two. */
  audience: string;
}

export const COURSE_COPY: Record<CurriculumKey, { en: CourseCopy; hi: CourseCopy }> = {
  everyday: {
    en: {
      title: 'AI for Everyday Life',
      description:
        'Start from zero and finish confident: use AI assistants to plan your home, budget, study and stay safe online, in plain language and at your own pace.',
      audience:
        'For any woman who has never typed a prompt: homemakers, students, teachers and anyone who wants the everyday jobs of home and work done faster and safely. A phone or laptop and basic reading are all you need.',
    },
    hi: {
      title: 'रोज़मर्रा की ज़िंदगी के लिए एआई',
      description:
        'शून्य से शुरू करें और भरोसे के साथ पूरा करें: एआई सहायकों से घर, बजट और पढ़ाई की योजना बनाएँ और ऑनलाइन सुरक्षित रहें, आसान भाषा में और अपनी रफ़्तार से।',
      audience:
        'हर उस महिला के लिए जिसने कभी प्रॉम्प्ट नहीं लिखा: गृहिणियाँ, छात्राएँ, अध्यापिकाएँ और वे सभी जो घर और काम के रोज़ के काम तेज़ी और सुरक्षा से करना चाहती हैं। बस एक फ़ोन या लैपटॉप और पढ़ना आना काफ़ी है।',
    },
  },
  career: {
    en: {
      title: 'AI for Your Career',
      description:
        'Rewrite your résumé, practise interviews with an AI coach and plan a return to work or a promotion, with a mentor who has walked the path.',
      audience:
        'For women looking for a first job, a promotion or a return after a career break, who want a résumé, a LinkedIn profile and interview practice that show what they can really do.',
    },
    hi: {
      title: 'आपके करियर के लिए एआई',
      description:
        'अपना बायोडाटा नए सिरे से लिखें, एआई कोच के साथ इंटरव्यू का अभ्यास करें और काम पर लौटने या तरक़्क़ी की योजना बनाएँ, ऐसी मार्गदर्शक के साथ जो यह राह चल चुकी है।',
      audience:
        'उन महिलाओं के लिए जो पहली नौकरी, तरक़्क़ी या करियर के विराम के बाद वापसी चाहती हैं, और ऐसा बायोडाटा, लिंक्डइन प्रोफ़ाइल और इंटरव्यू का अभ्यास चाहती हैं जो उनकी असली क़ाबिलियत दिखाए।',
    },
  },
  business: {
    en: {
      title: 'AI for Women in Business',
      description:
        'Turn a home business or a side idea into a brand: posts, catalogues, customer replies and simple automations that give you back your evenings.',
      audience:
        'For women who run or plan a small business, from home kitchens and boutiques to tuition classes and crafts, and want more orders with less late-night work.',
    },
    hi: {
      title: 'कारोबारी महिलाओं के लिए एआई',
      description:
        'घर के कारोबार या किसी नए विचार को ब्रांड बनाइए: पोस्ट, कैटलॉग, ग्राहकों को जवाब और आसान ऑटोमेशन, जो आपकी शामें आपको लौटा दें।',
      audience:
        'उन महिलाओं के लिए जो छोटा कारोबार चलाती हैं या शुरू करना चाहती हैं, घर की रसोई और बुटीक से लेकर ट्यूशन और हस्तशिल्प तक, और देर रात तक काम किए बिना ज़्यादा ऑर्डर चाहती हैं।',
    },
  },
};

/** Each curriculum's module titles and session topics in Hindi, in the curriculum's order. */
const HINDI_CURRICULA: Record<CurriculumKey, { title: string; topics: string[] }[]> = {
  everyday: [
    {
      title: 'रोज़मर्रा की ज़िंदगी के एआई औज़ार',
      topics: [
        'अपने एआई सहायक से मिलिए',
        'उन ऐप्स में एआई जो आप पहले से चलाती हैं',
        'देखना, बोलना और अनुवाद',
        'असरदार प्रॉम्प्ट: भूमिका, संदर्भ, रूप',
        'एआई के साथ सुरक्षित रहना',
      ],
    },
    {
      title: 'पढ़ाई, काम की रफ़्तार और निजी विकास',
      topics: [
        'आपके हफ़्ते के लिए दूसरा दिमाग़',
        'एआई ट्यूटर से कुछ भी सीखें',
        'रिकॉर्डिंग से नोट्स तक',
        'बिना डर के स्प्रेडशीट',
        'ऐसे स्रोतों के साथ खोज जिन्हें आप जाँच सकें',
      ],
    },
    {
      title: 'डिजिटल मार्केटिंग और सामग्री निर्माण',
      topics: [
        'मिनटों में डिज़ाइन',
        'एक बैठक में महीने भर की पोस्ट',
        'छोटे वीडियो जो देखे जाएँ',
        'व्हाट्सऐप पर ग्राहक',
        'आस-पास के लोग आपको खोज सकें',
      ],
    },
    {
      title: 'नौकरी और करियर का विकास',
      topics: [
        'बायोडाटा जो आपकी कहानी कहे',
        'लिंक्डइन प्रोफ़ाइल जो भर्ती करने वालों को मिले',
        'इंटरव्यू का अभ्यास',
        'कवर लेटर और फ़ॉलो-अप',
        'फ़्रीलांसर के रूप में कमाई',
      ],
    },
    {
      title: 'कारोबारी समाधान, रचनात्मकता और निजी ब्रांड',
      topics: [
        'पेशेवर दिखने वाली प्रस्तुतियाँ',
        'कारोबार के विचार की योजना और दाम',
        'बिल, स्टॉक और भुगतान',
        'आपका ब्रांड, नज़र आने लायक़',
        'प्रदर्शन: आपकी एआई किट',
      ],
    },
  ],
  career: [
    {
      title: 'अपनी कहानी और अपना बाज़ार जानिए',
      topics: [
        'एआई कोच के साथ आपका करियर नक़्शा',
        'नौकरी के विज्ञापन भर्ती करने वाले की नज़र से',
        'वेतन और पद की भरोसेमंद जानकारी',
        'करियर के काम के प्रॉम्प्ट: भूमिका, संदर्भ, सबूत',
        'नौकरी की खोज में निजता और ईमानदारी',
      ],
    },
    {
      title: 'बायोडाटा, कवर लेटर और लिंक्डइन',
      topics: [
        'बायोडाटा जो पहली छँटनी पार करे',
        'करियर के विराम को भरोसे से बताना',
        'पंद्रह मिनट में कवर लेटर',
        'लिंक्डइन प्रोफ़ाइल जो भर्ती करने वालों को मिले',
        'पेशेवर तस्वीर और बैनर',
      ],
    },
    {
      title: 'इंटरव्यू और संपर्क बनाना',
      topics: [
        '“अपने बारे में बताइए”',
        'एआई इंटरव्यूअर के साथ अभ्यास इंटरव्यू',
        'कहानियाँ जो आपका हुनर साबित करें',
        'संदेश जिनका जवाब आए',
        'वेतन की बात और लचीला काम',
      ],
    },
    {
      title: 'एआई के वे हुनर जो नियोक्ता माँगते हैं',
      topics: [
        'दफ़्तर में ई-मेल और रिपोर्ट',
        'स्प्रेडशीट और आसान विश्लेषण',
        'स्लाइड जो आपकी बात रखें',
        'नोट्स लिखे बिना बैठकें',
        'नया हुनर जल्दी सीखना',
      ],
    },
    {
      title: 'आपका अगला क़दम',
      topics: [
        'वापसी के कार्यक्रम, घर से नौकरी और फ़्रीलांसिंग',
        'छोटी जीतों का पोर्टफ़ोलियो',
        'आपका पहला फ़्रीलांस प्रस्ताव',
        'नई भूमिका में आपके पहले 90 दिन',
        'प्रदर्शन: आपका आवेदन पैकेट',
      ],
    },
  ],
  business: [
    {
      title: 'आपके कारोबार का विचार, परखा हुआ',
      topics: [
        'शौक़ से पेशकश तक',
        'अपने ग्राहकों को जानिए',
        'ऐसा दाम जिसमें मुनाफ़ा हो',
        'मुक़ाबले पर एक नज़र',
        'नियम: जीएसटी, एफ़एसएसएआई और उद्यम पंजीकरण',
      ],
    },
    {
      title: 'ब्रांड और कैटलॉग',
      topics: [
        'एक नाम और एक कहानी',
        'आपका लोगो और रंग',
        'फ़ोन से सामान की तस्वीरें',
        'विवरण जो बिक्री कराएँ',
        'एक दोपहर में ऑनलाइन दुकान',
      ],
    },
    {
      title: 'मार्केटिंग जो ऑर्डर लाए',
      topics: [
        'एक बैठक में महीने भर की पोस्ट',
        'त्योहारों के ऑफ़र और पोस्टर',
        'रील जो आपका सामान दिखाएँ',
        'आस-पास के लोग आपको खोज सकें',
        'विज्ञापन का छोटा बजट, सही ख़र्च',
      ],
    },
    {
      title: 'ग्राहक, ऑर्डर और पैसा',
      topics: [
        'व्हाट्सऐप पर ग्राहक',
        'एक शीट में ऑर्डर और स्टॉक',
        'बिल और यूपीआई भुगतान',
        'अपने आँकड़े पढ़ना',
        'शिकायतों को सलीक़े से संभालना',
      ],
    },
    {
      title: 'ऑटोमेशन और बढ़त',
      topics: [
        'अकेले चलने वाले कारोबार के लिए आसान ऑटोमेशन',
        'ऑनलाइन बाज़ारों में बिक्री',
        'महिला उद्यमियों के लिए क़र्ज़ और योजनाएँ',
        'थोक ऑर्डर जिताने वाली पेशकश',
        'प्रदर्शन: आपकी कारोबारी योजना',
      ],
    },
  ],
};

export interface CourseOutlineModule {
  no: number;
  title: string;
  sessions: { no: number; topic: string; tool: string }[];
}

/**
 * A course's plan as a page shows it: its modules and their sessions from the curriculum, with the
 * titles in the page's language. Sessions are numbered 1–25 through the course.
 */
export function courseOutline(key: string | null | undefined, language: 'en' | 'hi'): CourseOutlineModule[] {
  const modules = curriculumFor(key);
  const hindi = HINDI_CURRICULA[isCurriculumKey(key) ? key : 'everyday'];
  return modules.map((module, m) => ({
    no: module.no,
    title: language === 'hi' ? (hindi[m]?.title ?? module.title) : module.title,
    sessions: module.sessions.map((session, s) => ({
      no: session.no,
      topic: language === 'hi' ? (hindi[m]?.topics[s] ?? session.topic) : session.topic,
      tool: session.tool,
    })),
  }));
}

/** The copy of a course by its curriculum key (a key the contracts do not know reads as the first course). */
export function courseCopy(key: string | null | undefined, language: 'en' | 'hi'): CourseCopy {
  return COURSE_COPY[isCurriculumKey(key) ? key : 'everyday'][language];
}

/**
 * The facts every page, mail and document tells about the course, from one place. A test renders the
 * public pages and the mails and holds them to these.
 */
export const COURSE_FACTS = {
  weeks: PROGRAMME.weeks,
  sessions: PROGRAMME.sessions,
  sessionsPerWeek: PROGRAMME.sessionsPerWeek,
  modules: CURRICULA.everyday.length,
  sessionsPerModule: CURRICULA.everyday[0]!.sessions.length,
  sessionMinutes: SESSION_MINUTES,
  joinOpensBeforeMinutes: JOIN_OPENS_BEFORE_MINUTES,
  listPriceRupees: LIST_PRICE_RUPEES,
} as const;

const ADVERTISED_RUPEES = [LIST_PRICE_RUPEES];

/**
 * What a text says about the course that the facts above contradict: "an hour" for a 90-minute class,
 * "5 minutes early" for a 15-minute join window, a module count other than the curriculum's, a price
 * other than the course's. Tests run every public page and mail through it; an empty list is a
 * consistent text. `allowedPrices` adds the other amounts a page may show (an advertised offer).
 */
export function courseStoryContradictions(text: string, allowedPrices: readonly number[] = []): string[] {
  const found: string[] = [];
  const flat = text.replace(/\s+/g, ' ');
  const rules: [RegExp, (m: RegExpMatchArray) => boolean][] = [
    [/\ban hour each\b|\bone hour\b|\ban hour long\b|एक घंटे का/gi, () => true],
    [/\b(\d+) minutes? early\b/gi, () => true],
    [/\bsix (?:practical |fixed )?modules\b|छह (?:प्रैक्टिकल )?मॉड्यूल/gi, () => true],
    [/\b(\d+) (?:practical |fixed )?modules\b/gi, (m) => Number(m[1]) !== COURSE_FACTS.modules],
    [/(\d+) (?:प्रैक्टिकल )?मॉड्यूल/g, (m) => Number(m[1]) !== COURSE_FACTS.modules],
    [/\bModule (\d+)\b|मॉड्यूल (\d+)/g, (m) => Number(m[1] ?? m[2]) > COURSE_FACTS.modules],
    [
      /\b(\d+) minutes (?:each|a session|long)\b|हर सेशन (\d+) मिनट/gi,
      (m) => Number(m[1] ?? m[2]) !== SESSION_MINUTES,
    ],
    [
      /\b(?:join|Join)[^.]*?opens?[^.]*?(\d+) minutes before|(\d+) मिनट पहले/g,
      (m) => Number(m[1] ?? m[2]) !== JOIN_OPENS_BEFORE_MINUTES,
    ],
    [
      /₹\s?([\d,]+(?:\.\d+)?)/g,
      (m) => {
        const amount = Number(m[1]!.replace(/,/g, ''));
        return ![...ADVERTISED_RUPEES, ...allowedPrices].includes(amount);
      },
    ],
  ];
  for (const [pattern, contradicts] of rules) {
    for (const m of flat.matchAll(pattern)) if (contradicts(m)) found.push(m[0]);
  }
  return found;
}
