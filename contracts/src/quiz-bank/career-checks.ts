import type { QuizQuestionDef } from '../quizzes';

/**
 * Catch-up checks of "AI for Your Career": the extra questions that, with the `CAREER_QUIZZES` questions
 * tagged with the same session, give each session’s check exactly three questions.
 */
export const CAREER_CHECK_QUESTIONS: QuizQuestionDef[] = [
  {
    id: 'career-s1-c1',
    session: 1,
    prompt: {
      en: 'You are starting your career map with ChatGPT. Which first message will give you the most useful list of transferable skills?',
      hi: 'आप ChatGPT के साथ अपना करियर मैप बनाना शुरू कर रही हैं। कौन-सा पहला संदेश आपको नौकरी में काम आने वाले हुनरों की सबसे काम की सूची देगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'What skills do I have?',
          hi: 'मेरे पास कौन-से हुनर हैं?',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Write me a résumé for any good job with a high salary.',
          hi: 'किसी भी अच्छी, ऊँची सैलरी वाली नौकरी के लिए मेरा रिज़्यूमे लिख दो।',
        },
      },
      {
        id: 'c',
        text: {
          en: 'B.Com 2012; two years as a billing assistant at a clinic; six years running my home and keeping the accounts of our family shop. List ten transferable skills, each with the example it comes from.',
          hi: 'B.Com 2012; एक क्लिनिक में दो साल बिलिंग असिस्टेंट; छह साल घर संभाला और अपनी पारिवारिक दुकान का हिसाब रखा। नौकरी में काम आने वाले दस हुनर बताओ, हर एक के साथ वह उदाहरण जिससे वह निकला है।',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Which jobs are in demand in India these days?',
          hi: 'आजकल भारत में किन नौकरियों की माँग है?',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'An AI coach can only work with what you tell it. Listing your real jobs, studies and home responsibilities, and asking for the example behind each skill, gives you a list you can use and back up.',
      hi: 'AI कोच उतना ही काम कर सकता है जितनी जानकारी आप उसे देती हैं। अपनी असली नौकरियाँ, पढ़ाई और घर की ज़िम्मेदारियाँ बताकर हर हुनर के पीछे का उदाहरण माँगने से ऐसी सूची मिलती है जिसे आप इस्तेमाल भी कर सकें और सबूत के साथ बता भी सकें।',
    },
  },
  {
    id: 'career-s1-c2',
    session: 1,
    prompt: {
      en: 'You told ChatGPT that you organised your housing society’s Ganesh festival with five volunteers. It turns this into “Led a team of 50 and managed a ₹10 lakh budget”. What should you do?',
      hi: 'आपने ChatGPT को बताया कि सोसाइटी के गणेशोत्सव का इंतज़ाम आपने पाँच वॉलंटियर के साथ किया था। उसने इसे बना दिया: “50 लोगों की टीम का नेतृत्व किया और ₹10 लाख का बजट संभाला”। आप क्या करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Correct it to what really happened: you coordinated five volunteers and the festival budget',
          hi: 'इसे सच के हिसाब से ठीक करें: आपने पाँच वॉलंटियर और उत्सव के बजट का तालमेल संभाला',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Keep it: interviewers never ask about volunteer work',
          hi: 'ऐसे ही रहने दें: इंटरव्यू में वॉलंटियर वाले काम के बारे में कोई नहीं पूछता',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Leave the festival out completely, since unpaid work does not count',
          hi: 'उत्सव की बात पूरी तरह हटा दें, बिना पैसे का काम गिना नहीं जाता',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Ask ChatGPT to make the numbers even bigger so that you stand out',
          hi: 'ChatGPT से कहें कि आँकड़े और बढ़ा दे ताकि आप सबसे अलग दिखें',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'AI coaches sometimes inflate what you tell them. Coordinating five volunteers is a real skill in its own right, and true numbers hold up when an interviewer asks for details.',
      hi: 'AI कोच कभी-कभी आपकी बताई बातों को बढ़ा-चढ़ाकर लिख देते हैं। पाँच वॉलंटियर के साथ तालमेल बिठाना अपने आप में असली हुनर है, और सच्चे आँकड़े इंटरव्यू में ब्योरा पूछे जाने पर भी टिके रहते हैं।',
    },
  },
  {
    id: 'career-s2-c1',
    session: 2,
    prompt: {
      en: 'You ask Gemini to sort the skills in a LinkedIn Jobs ad into must-have and nice-to-have. Which phrases usually mark a must-have? Choose all that apply.',
      hi: 'आप Gemini से LinkedIn Jobs के एक विज्ञापन के हुनरों को “ज़रूरी” और “हो तो अच्छा” में बाँटने को कहती हैं। कौन-से शब्द आम तौर पर ज़रूरी हुनर की निशानी होते हैं? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Exposure to SAP is a plus”',
          hi: '“Exposure to SAP is a plus” (SAP की जानकारी हो तो बेहतर)',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Minimum 2 years of experience in accounts”',
          hi: '“Minimum 2 years of experience in accounts” (अकाउंट्स में कम से कम 2 साल का अनुभव)',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Preferred: can speak Marathi”',
          hi: '“Preferred: can speak Marathi” (मराठी बोल सकें तो बेहतर)',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Required: advanced Excel”',
          hi: '“Required: advanced Excel” (एडवांस Excel आना ज़रूरी)',
        },
      },
    ],
    correct: ['b', 'd'],
    explanation: {
      en: 'Words such as “required”, “must” and “minimum” mark what the job needs from day one. “Preferred”, “a plus” and “good to have” are bonuses, so missing them should not stop you from applying.',
      hi: '“Required”, “must” और “minimum” जैसे शब्द बताते हैं कि नौकरी में पहले दिन से क्या चाहिए। “Preferred”, “a plus” और “good to have” बस अतिरिक्त फ़ायदे हैं, इनके न होने पर आवेदन करने से रुकना नहीं चाहिए।',
    },
  },
  {
    id: 'career-s2-c2',
    session: 2,
    prompt: {
      en: 'You paste three Naukri ads into Gemini. Its summary says one of them needs “SAP (must-have)”, but you don’t remember seeing SAP in that ad. What should you do?',
      hi: 'आपने Naukri के तीन विज्ञापन Gemini में चिपकाए। उसके सारांश में लिखा है कि एक विज्ञापन में “SAP (ज़रूरी)” है, पर आपको याद नहीं कि उसमें SAP लिखा था। आप क्या करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Trust the summary and drop that job from your list',
          hi: 'सारांश पर भरोसा करें और वह नौकरी अपनी सूची से हटा दें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Add SAP to your résumé so that you match all three ads',
          hi: 'रिज़्यूमे में SAP लिख दें ताकि तीनों विज्ञापनों से मेल खाएँ',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Stop using Gemini for job ads altogether, since one mistake means it can never be trusted',
          hi: 'नौकरी के विज्ञापनों के लिए Gemini का इस्तेमाल ही बंद कर दें, एक ग़लती का मतलब है कि उस पर कभी भरोसा नहीं किया जा सकता',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Reread the ad yourself and ask Gemini to quote the exact line that mentions SAP',
          hi: 'ख़ुद विज्ञापन दोबारा पढ़ें और Gemini से वह पंक्ति हूबहू दिखाने को कहें जिसमें SAP लिखा है',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'AI summaries can mix up details between ads or add things that are not there. The ad itself is the source, so check the line before you cross a job off or change your résumé.',
      hi: 'AI के सारांश में अलग-अलग विज्ञापनों की बातें आपस में मिल सकती हैं, या ऐसी बातें जुड़ सकती हैं जो वहाँ हैं ही नहीं। असली स्रोत विज्ञापन ही है, इसलिए कोई नौकरी छोड़ने या रिज़्यूमे बदलने से पहले वह पंक्ति ख़ुद देखें।',
    },
  },
  {
    id: 'career-s3-c1',
    session: 3,
    prompt: {
      en: 'Perplexity tells you that a front-office executive in Jaipur earns “about ₹25,000 a month”. What should you do before you put this in your salary sheet?',
      hi: 'Perplexity बताता है कि जयपुर में फ़्रंट-ऑफ़िस एग्ज़ीक्यूटिव “लगभग ₹25,000 महीना” कमाते हैं। इसे अपनी सैलरी शीट में लिखने से पहले आपको क्या करना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Nothing: Perplexity only shows correct figures',
          hi: 'कुछ नहीं: Perplexity सिर्फ़ सही आँकड़े दिखाता है',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Open the sources it cites and check that they are recent and about your role and your city',
          hi: 'उसके दिए स्रोत खोलें और देखें कि वे हाल के हैं और आपके काम व आपके शहर के बारे में हैं',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Double the figure, because websites always show salaries too low',
          hi: 'आँकड़ा दोगुना कर दें, क्योंकि वेबसाइटें सैलरी हमेशा कम दिखाती हैं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Use it for every city in India, since salaries are roughly the same everywhere',
          hi: 'इसे भारत के हर शहर के लिए मान लें, सैलरी तो हर जगह लगभग एक जैसी होती है',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'Perplexity lists the pages its answer comes from, so you can check them. A figure from an old article, another city or a different job title can mislead you, so note the source and date in your sheet.',
      hi: 'Perplexity बताता है कि उसका जवाब किन पन्नों से आया है, ताकि आप उन्हें जाँच सकें। किसी पुराने लेख, दूसरे शहर या अलग पद का आँकड़ा आपको भटका सकता है, इसलिए अपनी शीट में स्रोत और तारीख़ भी लिखें।',
    },
  },
  {
    id: 'career-s3-c2',
    session: 3,
    prompt: {
      en: 'An offer letter says CTC ₹4.8 lakh a year, yet your monthly in-hand pay will be less than ₹40,000. What can explain the difference? Choose all that apply.',
      hi: 'ऑफ़र लेटर में सालाना CTC ₹4.8 लाख लिखा है, फिर भी हर महीने हाथ में ₹40,000 से कम आएँगे। इस फ़र्क़ की वजह क्या हो सकती है? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'CTC counts the employer’s PF contribution and gratuity, which are not paid to you each month',
          hi: 'CTC में कंपनी का PF योगदान और ग्रेच्युटी भी गिनी जाती है, जो हर महीने आपके हाथ में नहीं आते',
        },
      },
      {
        id: 'b',
        text: {
          en: 'The company has made a typing mistake, since in-hand pay is always CTC divided by 12',
          hi: 'कंपनी से लिखने में ग़लती हुई है, क्योंकि हाथ में आने वाली सैलरी हमेशा CTC को 12 से भाग देने पर बनती है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Part of the CTC may be a variable bonus, paid only if targets are met',
          hi: 'CTC का एक हिस्सा वेरिएबल बोनस हो सकता है, जो टारगेट पूरे होने पर ही मिलता है',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Every company holds back the first month’s salary as a deposit',
          hi: 'हर कंपनी पहले महीने की सैलरी ज़मानत के तौर पर रोक लेती है',
        },
      },
    ],
    correct: ['a', 'c'],
    explanation: {
      en: 'CTC is the company’s total cost for you, including its PF share, gratuity and any variable pay, and your own PF and taxes are deducted too. To compare offers fairly, ask for the monthly in-hand figure.',
      hi: 'CTC आप पर कंपनी का कुल ख़र्च है, जिसमें उसका PF हिस्सा, ग्रेच्युटी और कोई भी वेरिएबल पे शामिल होता है, और आपका अपना PF व टैक्स भी कटता है। ऑफ़र की सही तुलना के लिए हर महीने हाथ में आने वाली रक़म पूछें।',
    },
  },
  {
    id: 'career-s4-c1',
    session: 4,
    prompt: {
      en: 'The course suggests running the same career prompt in ChatGPT and Gemini side by side. What is the main benefit?',
      hi: 'कोर्स में सुझाव है कि एक ही करियर प्रॉम्प्ट ChatGPT और Gemini में साथ-साथ चलाएँ। इसका सबसे बड़ा फ़ायदा क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'You can compare the two answers, keep the better points and check wherever they disagree',
          hi: 'आप दोनों जवाबों की तुलना कर सकती हैं, बेहतर बातें रख सकती हैं और जहाँ दोनों अलग बात कहें, वहाँ ख़ुद जाँच सकती हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'When both tools agree, the answer is certain to be true',
          hi: 'जब दोनों टूल एक ही बात कहें, तो जवाब का सही होना पक्का है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Two tools will send your résumé to twice as many companies',
          hi: 'दो टूल आपका रिज़्यूमे दोगुनी कंपनियों तक भेज देंगे',
        },
      },
      {
        id: 'd',
        text: {
          en: 'You no longer need a clear prompt, since one of the two will guess what you meant',
          hi: 'साफ़ प्रॉम्प्ट लिखने की ज़रूरत नहीं रहती, दोनों में से कोई एक अंदाज़ा लगा ही लेगा कि आपका मतलब क्या था',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Different tools word things differently and make different mistakes. Comparing them gives you better phrasing and shows which points to check yourself; agreement alone is not proof.',
      hi: 'अलग-अलग टूल बातें अलग ढंग से कहते हैं और उनकी ग़लतियाँ भी अलग होती हैं। तुलना करने से बेहतर शब्द मिलते हैं और पता चलता है कि किन बातों को ख़ुद जाँचना है; दोनों का एक बात कहना अपने आप में सबूत नहीं है।',
    },
  },
  {
    id: 'career-s4-c2',
    session: 4,
    prompt: {
      en: 'You want one prompt that you can reuse for every new job ad. What makes a prompt reusable?',
      hi: 'आप ऐसा एक प्रॉम्प्ट चाहती हैं जिसे हर नए नौकरी के विज्ञापन के लिए दोबारा इस्तेमाल कर सकें। प्रॉम्प्ट दोबारा इस्तेमाल लायक़ कैसे बनता है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Naming one company and one role in it, so that the AI stays focused',
          hi: 'उसमें एक ही कंपनी और एक ही पद का नाम लिखा हो, ताकि AI का ध्यान न भटके',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Keeping it to a single word such as “tips”',
          hi: 'उसे एक ही शब्द का रखना, जैसे “टिप्स”',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A fixed part (the AI’s role, your résumé summary, what it should return) plus a slot such as [paste job ad here]',
          hi: 'एक तय हिस्सा (AI की भूमिका, आपके रिज़्यूमे का सार, उसे क्या लौटाना है) और एक ख़ाली जगह, जैसे [यहाँ विज्ञापन चिपकाएँ]',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Writing a brand-new prompt from scratch each time',
          hi: 'हर बार बिल्कुल नया प्रॉम्प्ट शुरू से लिखना',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'A template keeps the parts that stay the same (the role, your background and the format you want) and leaves a clear slot for the part that changes. You then get consistent, comparable answers for every ad in a minute.',
      hi: 'टेम्पलेट में वे हिस्से रहते हैं जो नहीं बदलते (भूमिका, आपकी पृष्ठभूमि और जवाब का ढाँचा), और जो बदलता है उसके लिए एक साफ़ ख़ाली जगह। इससे हर विज्ञापन के लिए एक मिनट में एक जैसे, तुलना लायक़ जवाब मिलते हैं।',
    },
  },
  {
    id: 'career-s5-c1',
    session: 5,
    prompt: {
      en: 'You now have accounts on Naukri, LinkedIn and Indeed, all linked to your Gmail. Which steps keep them safe? Choose all that apply.',
      hi: 'अब आपके Naukri, LinkedIn और Indeed पर अकाउंट हैं, सब आपके Gmail से जुड़े हुए। इन्हें सुरक्षित रखने के सही क़दम कौन-से हैं? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Use one easy password everywhere so that you never forget it',
          hi: 'हर जगह एक ही आसान पासवर्ड रखें ताकि कभी भूलें नहीं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Give each site its own strong password and let Google Password Manager remember them',
          hi: 'हर साइट का अलग, मज़बूत पासवर्ड रखें और उन्हें Google Password Manager में सहेजने दें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Turn on 2-Step Verification for your Gmail account',
          hi: 'अपने Gmail अकाउंट पर 2-Step Verification चालू करें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Send your passwords to a recruiter on WhatsApp so that she can update your profile for you',
          hi: 'पासवर्ड WhatsApp पर किसी रिक्रूटर को भेज दें ताकि वह आपकी प्रोफ़ाइल ख़ुद अपडेट कर दे',
        },
      },
    ],
    correct: ['b', 'c'],
    explanation: {
      en: 'If one site leaks a password you use everywhere, every account is at risk; a password manager makes a different strong password for each site easy. 2-Step Verification guards your Gmail, which can reset all the others.',
      hi: 'अगर किसी एक साइट से वह पासवर्ड लीक हो जाए जो आप हर जगह रखती हैं, तो सारे अकाउंट ख़तरे में पड़ जाते हैं; Password Manager से हर साइट का अलग, मज़बूत पासवर्ड रखना आसान हो जाता है। 2-Step Verification आपके Gmail को बचाता है, जिससे बाक़ी सारे अकाउंट के पासवर्ड बदले जा सकते हैं।',
    },
  },
  {
    id: 'career-s6-c1',
    session: 6,
    prompt: {
      en: 'ChatGPT raised your Jobscan score from 55% to 94% by repeating “customer service” eight times in your skills line. Is this a good result?',
      hi: 'ChatGPT ने आपकी skills वाली पंक्ति में “customer service” आठ बार दोहराकर Jobscan स्कोर 55% से 94% कर दिया। क्या यह अच्छा नतीजा है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Yes: the higher the score, the more interview calls you will get',
          hi: 'हाँ: स्कोर जितना ऊँचा, इंटरव्यू कॉल उतने ज़्यादा',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Yes, and it is worth repeating the other keywords eight times too',
          hi: 'हाँ, और बाक़ी कीवर्ड भी आठ-आठ बार दोहराने चाहिए',
        },
      },
      {
        id: 'c',
        text: {
          en: 'No: you should remove every keyword from the ad, so that your résumé looks original',
          hi: 'नहीं: विज्ञापन का हर कीवर्ड हटा दें, ताकि रिज़्यूमे अलग और मौलिक लगे',
        },
      },
      {
        id: 'd',
        text: {
          en: 'No: a recruiter reads it after the software, so use each real skill once, where it fits naturally',
          hi: 'नहीं: सॉफ़्टवेयर के बाद रिक्रूटर भी इसे पढ़ते हैं, इसलिए हर असली हुनर एक बार, सही जगह पर, सहज ढंग से लिखें',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'The goal is a truthful match, not the top score. A skills line stuffed with the same words looks like padding to the person who reads it next, and can get you rejected.',
      hi: 'मक़सद सच्चा मेल है, सबसे ऊँचा स्कोर नहीं। एक ही शब्द से भरी पंक्ति उसे आगे पढ़ने वाले इंसान को ठूँसी हुई लगती है, और इससे आप बाहर भी हो सकती हैं।',
    },
  },
  {
    id: 'career-s7-c1',
    session: 7,
    prompt: {
      en: 'In an interview you are asked, “Why is there a four-year gap in your résumé?” Which answer presents the break with confidence?',
      hi: 'इंटरव्यू में आपसे पूछा जाता है, “आपके रिज़्यूमे में चार साल का गैप क्यों है?” कौन-सा जवाब ब्रेक को आत्मविश्वास से बताता है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“I’m really sorry about it. I know it looks bad, and I hope you can overlook it.”',
          hi: '“मुझे इसका बहुत अफ़सोस है। मैं जानती हूँ कि यह अच्छा नहीं लगता, उम्मीद है आप इसे नज़रअंदाज़ कर देंगे।”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“I took a planned break to care for my family. I kept my Excel skills current with an online course, and I’m ready to return full-time.”',
          hi: '“मैंने परिवार की देखभाल के लिए सोच-समझकर ब्रेक लिया था। इस दौरान ऑनलाइन कोर्स से अपनी Excel की जानकारी ताज़ा रखी, और अब मैं पूरे समय काम पर लौटने के लिए तैयार हूँ।”',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Say you were freelancing during those years, although you were not',
          hi: 'कह दें कि उन सालों में आप फ़्रीलांस काम कर रही थीं, जबकि ऐसा नहीं था',
        },
      },
      {
        id: 'd',
        text: {
          en: '“That is a personal matter, and I would rather not discuss it.”',
          hi: '“यह निजी मामला है, मैं इस बारे में बात नहीं करना चाहती।”',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A short, calm answer names the reason, shows how you kept learning and moves on to why you are ready now. There is no need to apologise, or to share more personal detail than you are comfortable with.',
      hi: 'छोटा और शांत जवाब वजह बताता है, दिखाता है कि आपने सीखना जारी रखा, और फिर इस पर आता है कि अब आप क्यों तैयार हैं। माफ़ी माँगने की, या अपनी इच्छा से ज़्यादा निजी बातें बताने की कोई ज़रूरत नहीं।',
    },
  },
  {
    id: 'career-s7-c2',
    session: 7,
    prompt: {
      en: 'You are filling in a returnship résumé template with ChatGPT and listing what you did during your break. Which belong there? Choose all that apply.',
      hi: 'आप ChatGPT के साथ returnship वाला रिज़्यूमे टेम्पलेट भर रही हैं और लिख रही हैं कि ब्रेक के दौरान आपने क्या किया। इनमें से क्या उसमें लिखना ठीक है? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'A free online digital-marketing course you completed',
          hi: 'ऑनलाइन पूरा किया गया डिजिटल मार्केटिंग का एक मुफ़्त कोर्स',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Your family’s achievements, such as your children’s board-exam marks',
          hi: 'परिवार की उपलब्धियाँ, जैसे बच्चों के बोर्ड परीक्षा के नंबर',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A job title you never held, to cover the gap',
          hi: 'ऐसा पद जिस पर आपने कभी काम नहीं किया, ताकि गैप ढक जाए',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Keeping the accounts of your residents’ welfare association as its treasurer',
          hi: 'अपनी रेज़िडेंट्स वेलफ़ेयर एसोसिएशन (RWA) की कोषाध्यक्ष के तौर पर हिसाब-किताब रखना',
        },
      },
    ],
    correct: ['a', 'd'],
    explanation: {
      en: 'Courses, volunteering and community roles show that you kept learning and taking responsibility during the break. Your family’s achievements are not your experience, and invented titles fail background checks.',
      hi: 'कोर्स, वॉलंटियर काम और समाज में निभाई ज़िम्मेदारियाँ दिखाती हैं कि ब्रेक के दौरान भी आप सीखती रहीं और ज़िम्मेदारी उठाती रहीं। परिवार की उपलब्धियाँ आपका अनुभव नहीं हैं, और गढ़े हुए पद बैकग्राउंड जाँच में पकड़े जाते हैं।',
    },
  },
  {
    id: 'career-s8-c1',
    session: 8,
    prompt: {
      en: 'You applied for a job ten days ago and have heard nothing. Which follow-up, drafted with Gemini in Gmail, is best?',
      hi: 'दस दिन पहले आपने एक नौकरी के लिए आवेदन किया था और अब तक कोई जवाब नहीं आया। Gmail में Gemini से लिखवाया गया कौन-सा फ़ॉलो-अप सबसे अच्छा है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'The same application, sent again every day until someone replies',
          hi: 'जवाब आने तक रोज़ वही आवेदन दोबारा भेजना',
        },
      },
      {
        id: 'b',
        text: {
          en: 'A message saying you are upset that nobody has had the courtesy to reply',
          hi: 'एक संदेश कि आपको बुरा लगा कि किसी ने जवाब देने की ज़हमत तक नहीं उठाई',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A short note naming the role and the date you applied, restating your interest and asking about next steps',
          hi: 'एक छोटा नोट: पद का नाम और आवेदन की तारीख़, आपकी रुचि फिर से जताते हुए, और आगे की प्रक्रिया के बारे में सवाल',
        },
      },
      {
        id: 'd',
        text: {
          en: 'A request to tell you by tonight whether you have been selected',
          hi: 'आज रात तक यह बताने की माँग कि आपका चयन हुआ या नहीं',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'A polite, brief follow-up reminds a busy recruiter who you are and which job you want, and makes replying easy. Repeated or demanding messages tend to hurt your chances.',
      hi: 'विनम्र और छोटा फ़ॉलो-अप व्यस्त रिक्रूटर को याद दिलाता है कि आप कौन हैं और कौन-सी नौकरी चाहती हैं, और जवाब देना आसान बनाता है। बार-बार भेजे गए या माँग वाले संदेश आपके मौक़े घटाते हैं।',
    },
  },
  {
    id: 'career-s8-c2',
    session: 8,
    prompt: {
      en: 'Gemini in Google Docs suggests four openings for your cover letter. Which one shows the letter was written for this job?',
      hi: 'Google Docs में Gemini ने आपके कवर लेटर की चार शुरुआतें सुझाई हैं। कौन-सी दिखाती है कि लेटर इसी नौकरी के लिए लिखा गया है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“I’m applying for the Front Office Executive role at Sunrise Hospital, Nagpur; my two years at a clinic’s reception desk, handling patients and billing, fit what you are looking for.”',
          hi: '“मैं सनराइज़ हॉस्पिटल, नागपुर में Front Office Executive के पद के लिए आवेदन कर रही हूँ; एक क्लिनिक के रिसेप्शन पर मरीज़ों और बिलिंग को संभालने का मेरा दो साल का अनुभव आपकी ज़रूरत से मेल खाता है।”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Respected Sir/Madam, I wish to apply for a suitable post in your esteemed organisation.”',
          hi: '“आदरणीय महोदय/महोदया, मैं आपकी प्रतिष्ठित संस्था में किसी उपयुक्त पद के लिए आवेदन करना चाहती हूँ।”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Please find attached my résumé for your kind perusal.”',
          hi: '“आपके अवलोकन हेतु मेरा रिज़्यूमे संलग्न है।”',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Since childhood it has been my dream to work in healthcare.”',
          hi: '“बचपन से ही मेरा सपना था कि मैं हेल्थकेयर में काम करूँ।”',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A tailored opening names the exact role and company and links one piece of your experience to what the ad asks for. Stock phrases could be sent to anyone, so they tell the reader nothing about you.',
      hi: 'नौकरी के हिसाब से लिखी शुरुआत में सही पद और कंपनी का नाम होता है, और आपका कोई एक अनुभव विज्ञापन की माँग से जुड़ता है। रटे-रटाए वाक्य किसी को भी भेजे जा सकते हैं, इसलिए वे पढ़ने वाले को आपके बारे में कुछ नहीं बताते।',
    },
  },
  {
    id: 'career-s9-c1',
    session: 9,
    prompt: {
      en: 'ChatGPT suggests four openings for your LinkedIn About section. Which is best?',
      hi: 'ChatGPT ने आपके LinkedIn About सेक्शन के लिए चार शुरुआतें सुझाई हैं। कौन-सी सबसे अच्छी है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“A results-driven, synergy-focused visionary, passionate about leveraging excellence.”',
          hi: '“नतीजों पर केंद्रित, तालमेल को समर्पित दूरदर्शी, उत्कृष्टता का लाभ उठाने के प्रति जुनूनी।”',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Your complete résumé, pasted in line by line',
          hi: 'पूरा रिज़्यूमे, पंक्ति-दर-पंक्ति चिपकाया हुआ',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Nothing: leave it blank, since recruiters only look at the photo',
          hi: 'कुछ नहीं: ख़ाली छोड़ दें, रिक्रूटर तो सिर्फ़ फ़ोटो देखते हैं',
        },
      },
      {
        id: 'd',
        text: {
          en: '“I’m an HR professional with four years in recruitment and payroll, returning after a career break and looking for HR roles in Pune.”',
          hi: '“मैं HR प्रोफ़ेशनल हूँ, भर्ती और पेरोल में चार साल का अनुभव है, करियर ब्रेक के बाद लौट रही हूँ और पुणे में HR की नौकरी ढूँढ रही हूँ।”',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'The first lines of your About section show before “see more”, so say plainly who you are, your key skills and what you are looking for. Plain, first-person words read better than buzzwords.',
      hi: 'About सेक्शन की पहली पंक्तियाँ “see more” से पहले ही दिख जाती हैं, इसलिए साफ़ शब्दों में बताएँ कि आप कौन हैं, आपके मुख्य हुनर क्या हैं और आप क्या ढूँढ रही हैं। “मैं” से शुरू होने वाली सीधी बात भारी-भरकम शब्दों से बेहतर पढ़ी जाती है।',
    },
  },
  {
    id: 'career-s9-c2',
    session: 9,
    prompt: {
      en: 'You are choosing which skills to list on your LinkedIn profile. Which should you add? Choose all that apply.',
      hi: 'आप तय कर रही हैं कि अपनी LinkedIn प्रोफ़ाइल पर कौन-से हुनर लिखें। इनमें से क्या जोड़ना चाहिए? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Skills named in your target job ads that you really have, such as payroll or Excel',
          hi: 'मनचाही नौकरियों के विज्ञापनों में लिखे वे हुनर जो सच में आपके पास हैं, जैसे payroll या Excel',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Skills you can back up with an example from your experience or a certificate',
          hi: 'वे हुनर जिनका सबूत आपके अनुभव के किसी उदाहरण या सर्टिफ़िकेट में है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Every one of the dozens of skills LinkedIn suggests, whether or not you have them',
          hi: 'LinkedIn के सुझाए दर्जनों हुनर, सब के सब, चाहे आपके पास हों या न हों',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Skills you plan to start learning sometime next year',
          hi: 'वे हुनर जिन्हें आप अगले साल कभी सीखना शुरू करने की सोच रही हैं',
        },
      },
    ],
    correct: ['a', 'b'],
    explanation: {
      en: 'Recruiters search by skill, so list the ones your target jobs ask for and that you can prove. Skills you don’t have yet belong in your learning plan, not on your profile.',
      hi: 'रिक्रूटर हुनर के नाम से खोजते हैं, इसलिए वे हुनर लिखें जो आपकी मनचाही नौकरियों में माँगे जाते हैं और जिन्हें आप साबित कर सकती हैं। जो हुनर अभी नहीं हैं, उनकी जगह आपकी सीखने की योजना में है, प्रोफ़ाइल पर नहीं।',
    },
  },
  {
    id: 'career-s10-c1',
    session: 10,
    prompt: {
      en: 'You are designing a LinkedIn banner in Canva. Which design works best?',
      hi: 'आप Canva में LinkedIn बैनर बना रही हैं। कौन-सा डिज़ाइन सबसे अच्छा रहेगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'A photo from your family holiday in Goa',
          hi: 'गोवा में परिवार के साथ छुट्टियों की कोई फ़ोटो',
        },
      },
      {
        id: 'b',
        text: {
          en: 'A calm background with one short line about your work, such as “Payroll | HR operations | Excel”',
          hi: 'शांत बैकग्राउंड पर आपके काम के बारे में एक छोटी पंक्ति, जैसे “Payroll | HR operations | Excel”',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Your whole work history in small text, so that recruiters need not open your résumé',
          hi: 'छोटे अक्षरों में आपके काम का पूरा ब्योरा, ताकि रिक्रूटर को रिज़्यूमे खोलना ही न पड़े',
        },
      },
      {
        id: 'd',
        text: {
          en: 'The logo of a big company you would like to join',
          hi: 'किसी बड़ी कंपनी का लोगो, जिसमें आप काम करना चाहती हैं',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A banner is one of the first things visitors see, so a simple design with one readable line backs up what you do. Small text cannot be read on a phone, and another company’s logo suggests that you work there.',
      hi: 'बैनर सबसे पहले दिखने वाली चीज़ों में है, इसलिए आसानी से पढ़ी जाने वाली एक पंक्ति वाला सादा डिज़ाइन बताता है कि आप क्या करती हैं। फ़ोन पर छोटे अक्षर पढ़े नहीं जाते, और किसी दूसरी कंपनी का लोगो यह भ्रम पैदा करता है कि आप वहाँ काम करती हैं।',
    },
  },
  {
    id: 'career-s10-c2',
    session: 10,
    prompt: {
      en: 'On the LinkedIn phone app your new banner looks stretched, and your profile photo covers part of its text. What is the best fix?',
      hi: 'LinkedIn के फ़ोन ऐप पर आपका नया बैनर खिंचा हुआ दिखता है, और प्रोफ़ाइल फ़ोटो उसकी लिखावट का कुछ हिस्सा ढक देती है। इसे ठीक करने का सबसे अच्छा तरीक़ा क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Make the text bigger until it fills the whole banner',
          hi: 'अक्षर इतने बड़े कर दें कि पूरा बैनर भर जाए',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Remove your profile photo so that it cannot cover the banner',
          hi: 'प्रोफ़ाइल फ़ोटो ही हटा दें ताकि वह बैनर को न ढके',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Remake it from the ready-sized LinkedIn banner template in Canva or Adobe Express, keeping text away from the edges and the photo’s corner',
          hi: 'Canva या Adobe Express के सही साइज़ वाले LinkedIn बैनर टेम्पलेट से दोबारा बनाएँ, और लिखावट किनारों व फ़ोटो वाले कोने से दूर रखें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Upload a screenshot of the banner instead of the original file',
          hi: 'असली फ़ाइल की जगह बैनर का स्क्रीनशॉट अपलोड करें',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'A LinkedIn banner has a wide, fixed shape, and a ready-sized template stops the image from being stretched or cropped. Your profile photo sits over one corner, so keep important text clear of it and check on a phone.',
      hi: 'LinkedIn बैनर का आकार चौड़ा और तय होता है, और सही साइज़ वाला टेम्पलेट तस्वीर को खिंचने या कटने से बचाता है। प्रोफ़ाइल फ़ोटो बैनर के एक कोने पर आती है, इसलिए ज़रूरी लिखावट उससे दूर रखें और फ़ोन पर देखकर जाँच लें।',
    },
  },
  {
    id: 'career-s11-c1',
    session: 11,
    prompt: {
      en: 'You have recorded the first take of your two-minute introduction in ChatGPT voice mode. What is the most useful thing to ask next?',
      hi: 'आपने ChatGPT वॉइस मोड में अपने दो मिनट के परिचय की पहली रिकॉर्डिंग कर ली है। अब उससे पूछने लायक़ सबसे काम की बात क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Is this good?”',
          hi: '“क्या यह ठीक है?”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Will I get this job?”',
          hi: '“क्या मुझे यह नौकरी मिलेगी?”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Write a perfect version so that I can learn it by heart.”',
          hi: '“एक एकदम सही जवाब लिख दो ताकि मैं उसे रट लूँ।”',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Give me three specific changes: what to cut, what to add, and where I sounded unsure.”',
          hi: '“मुझे तीन ठोस बदलाव बताओ: क्या हटाऊँ, क्या जोड़ूँ, और कहाँ मैं झिझकती हुई लगी।”',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Specific feedback gives you something clear to fix in the next take; after three rounds the answer is tighter and still in your own words. A memorised script tends to sound flat and falls apart if you are interrupted.',
      hi: 'ठोस सुझाव से अगली बार सुधारने के लिए कुछ साफ़ मिलता है; तीन दौर के बाद जवाब कसा हुआ हो जाता है और फिर भी आपके अपने शब्दों में रहता है। रटा हुआ जवाब बेजान लगता है और बीच में टोके जाने पर बिखर जाता है।',
    },
  },
  {
    id: 'career-s11-c2',
    session: 11,
    prompt: {
      en: 'Which habits help your introduction sound natural rather than rehearsed? Choose all that apply.',
      hi: 'कौन-सी आदतें आपके परिचय को रटा हुआ नहीं, बल्कि सहज बनाती हैं? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Reading it from a sheet of paper kept just below the camera',
          hi: 'कैमरे के ठीक नीचे रखे काग़ज़ से पढ़कर बोलना',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Speaking as fast as you can, to fit more into two minutes',
          hi: 'जितना तेज़ हो सके बोलना, ताकि दो मिनट में ज़्यादा बातें आ जाएँ',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Practising from three or four key points instead of a word-for-word script',
          hi: 'शब्द-दर-शब्द लिखे जवाब की जगह तीन-चार मुख्य बिंदुओं से अभ्यास करना',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Pausing briefly between points, and recording again to hear the difference',
          hi: 'बिंदुओं के बीच ज़रा रुकना, और फ़र्क़ सुनने के लिए दोबारा रिकॉर्ड करना',
        },
      },
    ],
    correct: ['c', 'd'],
    explanation: {
      en: 'Key points let you say the answer a little differently each time, which sounds like conversation. Short pauses make you easier to follow, and listening back shows you what to change.',
      hi: 'मुख्य बिंदुओं से आप हर बार जवाब थोड़ा अलग ढंग से बोलती हैं, जो बातचीत जैसा लगता है। छोटे ठहराव से सुनने वाले को समझना आसान होता है, और रिकॉर्डिंग दोबारा सुनने से पता चलता है कि क्या बदलना है।',
    },
  },
  {
    id: 'career-s12-c1',
    session: 12,
    prompt: {
      en: 'You have answered ten questions in Google Interview Warmup. How should you pick the three weakest answers to rework?',
      hi: 'आपने Google Interview Warmup में दस सवालों के जवाब दे दिए हैं। दोबारा तैयार करने के लिए तीन सबसे कमज़ोर जवाब कैसे चुनें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Read your transcripts and pick the ones where you rambled, ran out of things to say or gave no example',
          hi: 'अपने लिखे हुए जवाब पढ़ें और वे चुनें जिनमें आप भटक गईं, बात बीच में ख़त्म हो गई या कोई उदाहरण नहीं दिया',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Pick the three questions that were easiest to answer',
          hi: 'वे तीन सवाल चुनें जिनका जवाब देना सबसे आसान था',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Pick the three longest answers, since long answers are always weak',
          hi: 'तीन सबसे लंबे जवाब चुनें, क्योंकि लंबे जवाब हमेशा कमज़ोर होते हैं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Skip this step: answering each question once is enough practice',
          hi: 'यह क़दम छोड़ दें: हर सवाल का एक बार जवाब दे देना काफ़ी अभ्यास है',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Reading your own transcript shows where an answer wandered, stopped short or lacked proof. Those are the answers that improve most when you add an example and practise them again.',
      hi: 'अपना लिखा हुआ जवाब पढ़ने से दिखता है कि कहाँ बात भटकी, अधूरी रह गई या सबूत नहीं था। ऐसे जवाबों में उदाहरण जोड़कर दोबारा अभ्यास करने से सबसे ज़्यादा सुधार होता है।',
    },
  },
  {
    id: 'career-s12-c2',
    session: 12,
    prompt: {
      en: 'Your Warmup transcript shows that you said “basically” 14 times in one answer. What is a good next step?',
      hi: 'Warmup में लिखे आपके जवाब से पता चलता है कि आपने एक ही जवाब में 14 बार “basically” बोला। अब अच्छा क़दम क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Give up on practice, since a habit like this never changes',
          hi: 'अभ्यास छोड़ दें, ऐसी आदत कभी नहीं बदलती',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Answer the same question again, pausing for a moment wherever you would have said “basically”',
          hi: 'वही सवाल दोबारा जवाब दें, और जहाँ “basically” बोलतीं, वहाँ पल भर रुक जाएँ',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Write the answer out and read it aloud word for word in the real interview',
          hi: 'जवाब पूरा लिख लें और असली इंटरव्यू में उसे शब्द-दर-शब्द पढ़कर सुनाएँ',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A short, silent pause sounds more confident than a filler word, and it gives you a moment to think. Answering the same question again lets you hear the change straight away.',
      hi: 'भराव वाले शब्द से ज़्यादा आत्मविश्वास एक छोटे-से ठहराव में झलकता है, और इससे सोचने का पल भी मिल जाता है। वही सवाल दोबारा करने से बदलाव तुरंत सुनाई देता है।',
    },
  },
  {
    id: 'career-s13-c1',
    session: 13,
    prompt: {
      en: 'In your STAR story about sorting out a billing mix-up at your last job, you keep saying “we did this, we did that”. What should you change?',
      hi: 'पिछली नौकरी में बिलिंग की एक गड़बड़ी सुलझाने वाली आपकी STAR कहानी में आप बार-बार कहती हैं “हमने यह किया, हमने वह किया”। क्या बदलना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Nothing: saying “we” always sounds modest, so it is best',
          hi: 'कुछ नहीं: “हम” कहना हमेशा विनम्र लगता है, इसलिए वही ठीक है',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Leave the team out altogether and claim the whole fix as your own',
          hi: 'टीम का ज़िक्र ही हटा दें और पूरा हल अपने नाम कर लें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Credit the team in one line, then say what you yourself did, using “I”',
          hi: 'एक पंक्ति में टीम को श्रेय दें, फिर “मैंने” कहकर बताएँ कि आपने ख़ुद क्या किया',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Drop the Action part and go straight to the Result',
          hi: 'Action वाला हिस्सा छोड़कर सीधे Result पर आ जाएँ',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'The interviewer is deciding whether to hire you, so the Action part of STAR must show your own steps. Mentioning the team is fair, but “I checked the invoices and called the vendor” proves your skill far better than “we sorted it out”.',
      hi: 'इंटरव्यू लेने वाले को आपके बारे में फ़ैसला करना है, इसलिए STAR के Action वाले हिस्से में आपके अपने क़दम दिखने चाहिए। टीम का ज़िक्र करना ठीक है, पर “मैंने बिल जाँचे और वेंडर को फ़ोन किया” आपके हुनर को “हमने सुलझा लिया” से कहीं बेहतर साबित करता है।',
    },
  },
  {
    id: 'career-s14-c1',
    session: 14,
    prompt: {
      en: 'You want to connect on LinkedIn with an HR manager you have never met. Which note, polished with Gemini, is most likely to be accepted?',
      hi: 'आप LinkedIn पर एक ऐसी HR मैनेजर से जुड़ना चाहती हैं जिनसे आप कभी मिली नहीं। Gemini से सुधरवाया गया कौन-सा नोट सबसे ज़्यादा स्वीकार होने की संभावना रखता है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Please refer me for any job in your company.”',
          hi: '“कृपया अपनी कंपनी में किसी भी नौकरी के लिए मुझे रेफ़र कर दीजिए।”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Hi dear, please check my profile and reply ASAP.”',
          hi: '“Hi dear, मेरी प्रोफ़ाइल देखिए और जल्दी से जल्दी जवाब दीजिए।”',
        },
      },
      {
        id: 'c',
        text: {
          en: 'No note at all, followed at once by your résumé in a message',
          hi: 'कोई नोट नहीं, और तुरंत संदेश में अपना रिज़्यूमे भेज देना',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Hi Meera, I enjoyed your post on returning to HR after a break. I’m making the same move and would be glad to connect.”',
          hi: '“नमस्ते मीरा जी, ब्रेक के बाद HR में लौटने पर आपकी पोस्ट अच्छी लगी। मैं भी यही क़दम उठा रही हूँ और आपसे जुड़ना चाहूँगी।”',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'A short, personal note that says why you are reaching out gives a stranger a reason to accept. Asking for a referral before you have any connection, or pressing for a quick reply, usually gets ignored.',
      hi: 'छोटा, निजी नोट, जिसमें बताया हो कि आप क्यों जुड़ना चाहती हैं, किसी अनजान व्यक्ति को स्वीकार करने की वजह देता है। जान-पहचान से पहले ही रेफ़रल माँगना, या जल्दी जवाब का दबाव डालना, आम तौर पर अनदेखा हो जाता है।',
    },
  },
  {
    id: 'career-s14-c2',
    session: 14,
    prompt: {
      en: 'A week ago you sent a referral request to a former colleague on LinkedIn. She has seen it but not replied. What should you do?',
      hi: 'एक हफ़्ते पहले आपने LinkedIn पर अपनी एक पुरानी सहकर्मी को रेफ़रल के लिए संदेश भेजा था। उन्होंने देख लिया है, पर जवाब नहीं दिया। आप क्या करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Send one short, friendly follow-up, and if there is still no reply, move on to your other contacts',
          hi: 'एक छोटा, दोस्ताना फ़ॉलो-अप भेजें, और फिर भी जवाब न आए तो दूसरे संपर्कों की ओर बढ़ें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Message her every day until she answers',
          hi: 'जवाब आने तक रोज़ संदेश भेजती रहें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Find her personal number and call her at home in the evening',
          hi: 'उनका निजी नंबर ढूँढकर शाम को घर पर फ़ोन कर दें',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'People are busy, and one polite reminder is fair. Respecting silence after that keeps the relationship good, and your time is better spent on the other people on your list.',
      hi: 'लोग व्यस्त रहते हैं, और एक बार विनम्रता से याद दिलाना ठीक है। उसके बाद भी चुप्पी हो तो उसका सम्मान करने से रिश्ता अच्छा बना रहता है, और आपका समय सूची के दूसरे लोगों पर बेहतर लगता है।',
    },
  },
  {
    id: 'career-s15-c1',
    session: 15,
    prompt: {
      en: 'You want to rehearse a salary talk using ChatGPT role-play. Which set-up gives you the most useful practice?',
      hi: 'आप ChatGPT के साथ रोल-प्ले करके सैलरी की बातचीत का अभ्यास करना चाहती हैं। कौन-सा तरीक़ा सबसे काम का अभ्यास देगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Ask it to play an HR manager who agrees to whatever you ask',
          hi: 'उससे ऐसी HR मैनेजर बनने को कहें जो आपकी हर माँग मान ले',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Give it the role, the offer and your researched range, ask it to push back firmly, then ask for feedback on your replies',
          hi: 'उसे पद, ऑफ़र और आपकी जानकारी वाला सैलरी दायरा बताएँ, कहें कि वह मज़बूती से मोल-भाव करे, फिर अपने जवाबों पर राय माँगें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Ask it what this particular company will really pay you',
          hi: 'उससे पूछें कि यह ख़ास कंपनी आपको असल में कितना देगी',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Upload your offer letter with your PAN and home address, so that it has every detail',
          hi: 'अपना ऑफ़र लेटर PAN और घर के पते समेत अपलोड कर दें, ताकि उसके पास हर जानकारी हो',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'Practice helps most when it feels like the real conversation, with real numbers and some resistance to answer. ChatGPT cannot know what a company will pay, and it needs none of your personal documents to play the part.',
      hi: 'अभ्यास तभी सबसे ज़्यादा काम आता है जब वह असली बातचीत जैसा लगे, असली आँकड़ों और थोड़ी-बहुत ना-नुकुर के साथ। ChatGPT नहीं जान सकता कि कोई कंपनी कितना देगी, और रोल-प्ले के लिए उसे आपके किसी निजी दस्तावेज़ की ज़रूरत नहीं।',
    },
  },
  {
    id: 'career-s15-c2',
    session: 15,
    prompt: {
      en: 'HR says the salary cannot go above ₹4.5 lakh a year. Which counter-requests are reasonable to make? Choose all that apply.',
      hi: 'HR का कहना है कि सैलरी सालाना ₹4.5 लाख से ऊपर नहीं जा सकती। इनमें से कौन-सी जवाबी माँगें रखना ठीक है? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'A written promise of a promotion within your first month',
          hi: 'पहले ही महीने में प्रमोशन का लिखित वादा',
        },
      },
      {
        id: 'b',
        text: {
          en: 'A salary review after six months, based on goals you agree now',
          hi: 'अभी तय किए लक्ष्यों के आधार पर छह महीने बाद सैलरी की समीक्षा',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Twice as much leave as everyone else on the team',
          hi: 'टीम के बाक़ी सब लोगों से दोगुनी छुट्टियाँ',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Two work-from-home days a week, or flexible start and finish times',
          hi: 'हफ़्ते में दो दिन घर से काम, या आने-जाने के समय में लचीलापन',
        },
      },
    ],
    correct: ['b', 'd'],
    explanation: {
      en: 'When the pay is capped, an early review or flexible hours are fair requests, and often easier for a company to agree to. Asking for far more than others get, or for promises nobody can make yet, tends to stall the talk.',
      hi: 'जब सैलरी की सीमा तय हो, तब जल्दी समीक्षा या लचीले घंटे माँगना ठीक है, और कंपनी के लिए इन पर हाँ कहना अक्सर आसान होता है। बाक़ियों से कहीं ज़्यादा की माँग, या ऐसे वादे जो अभी कोई कर ही नहीं सकता, बातचीत अटका देते हैं।',
    },
  },
  {
    id: 'career-s16-c1',
    session: 16,
    prompt: {
      en: 'Copilot in Word has turned your rough notes into a weekly status report for your manager. Which structure lets her read it fastest?',
      hi: 'Word में Copilot ने आपके कच्चे नोट्स से मैनेजर के लिए हफ़्ते की स्टेटस रिपोर्ट बना दी है। किस ढाँचे में वे इसे सबसे जल्दी पढ़ पाएँगी?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'One long paragraph that tells the week day by day',
          hi: 'एक लंबा पैराग्राफ़, जिसमें पूरे हफ़्ते का हाल दिन-ब-दिन लिखा हो',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Only the good news, leaving problems for a later meeting',
          hi: 'सिर्फ़ अच्छी ख़बरें, समस्याएँ बाद की किसी मीटिंग के लिए छोड़कर',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Three short headings: done this week, in progress (with dates), and where you need help',
          hi: 'तीन छोटे शीर्षक: इस हफ़्ते क्या पूरा हुआ, क्या चल रहा है (तारीख़ों के साथ), और कहाँ मदद चाहिए',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'A manager reads a status report to see progress and spot problems early. Clear headings with dates and blockers let her do that in a minute, and raising problems early is part of doing the job well.',
      hi: 'मैनेजर स्टेटस रिपोर्ट इसलिए पढ़ती हैं ताकि काम की प्रगति देख सकें और समस्याएँ जल्दी पकड़ सकें। तारीख़ों और रुकावटों के साथ साफ़ शीर्षक यह एक मिनट में संभव बनाते हैं, और समस्या समय पर बताना अच्छे काम का ही हिस्सा है।',
    },
  },
  {
    id: 'career-s17-c1',
    session: 17,
    prompt: {
      en: 'In your sales sheet, column B holds the city and column C the sale amount in ₹; cell F1 contains the word Pune. Which formula totals the sales for Pune only?',
      hi: 'आपकी बिक्री की शीट में कॉलम B में शहर है और कॉलम C में बिक्री की रक़म (₹); सेल F1 में “Pune” लिखा है। किस फ़ॉर्मूले से सिर्फ़ पुणे की बिक्री का जोड़ आएगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '=SUM(C:C)',
          hi: 'फ़ॉर्मूला =SUM(C:C)',
        },
      },
      {
        id: 'b',
        text: {
          en: '=COUNTIF(B:B,F1)',
          hi: 'फ़ॉर्मूला =COUNTIF(B:B,F1)',
        },
      },
      {
        id: 'c',
        text: {
          en: '=AVERAGE(C:C)',
          hi: 'फ़ॉर्मूला =AVERAGE(C:C)',
        },
      },
      {
        id: 'd',
        text: {
          en: '=SUMIF(B:B,F1,C:C)',
          hi: 'फ़ॉर्मूला =SUMIF(B:B,F1,C:C)',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'SUMIF adds up column C only on the rows where column B matches F1, here Pune. SUM(C:C) adds every city, and COUNTIF counts the Pune rows instead of adding their sales.',
      hi: 'SUMIF कॉलम C की सिर्फ़ उन पंक्तियों को जोड़ता है जिनमें कॉलम B का शहर F1 से मेल खाता है, यानी पुणे। SUM(C:C) सारे शहरों को जोड़ देता है, और COUNTIF बिक्री जोड़ने के बजाय पुणे वाली पंक्तियाँ गिनता है।',
    },
  },
  {
    id: 'career-s17-c2',
    session: 17,
    prompt: {
      en: 'Gemini in Sheets helped you analyse your cleaned sales list. Which finding is written best for your manager?',
      hi: 'Sheets में Gemini की मदद से आपने साफ़ की गई बिक्री सूची का विश्लेषण किया। मैनेजर के लिए कौन-सा नतीजा सबसे अच्छे ढंग से लिखा गया है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Pune brought in ₹2.1 lakh in March, 40% of all sales, up from ₹1.6 lakh in February.”',
          hi: '“मार्च में पुणे से ₹2.1 लाख की बिक्री हुई, जो कुल बिक्री का 40% है और फ़रवरी के ₹1.6 लाख से ज़्यादा है।”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Column C shows significant variance across the data set.”',
          hi: '“कॉलम C में पूरे डेटा में काफ़ी उतार-चढ़ाव दिखता है।”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Sales happened in many cities this month.”',
          hi: '“इस महीने कई शहरों में बिक्री हुई।”',
        },
      },
      {
        id: 'd',
        text: {
          en: '“The data is very interesting and needs more study.”',
          hi: '“डेटा बहुत दिलचस्प है और इस पर और अध्ययन की ज़रूरत है।”',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A good finding says what changed, by how much and compared with what, in everyday words. Check the figures against your own formulas before you share them, since AI summaries can get numbers wrong.',
      hi: 'अच्छा नतीजा आम बोलचाल के शब्दों में बताता है कि क्या बदला, कितना बदला और किसकी तुलना में। शेयर करने से पहले आँकड़े अपने फ़ॉर्मूलों से मिला लें, क्योंकि AI के सारांश में नंबर ग़लत हो सकते हैं।',
    },
  },
  {
    id: 'career-s18-c1',
    session: 18,
    prompt: {
      en: 'Copilot in PowerPoint has titled one of your slides “Deliveries”. Which title makes your point best?',
      hi: 'PowerPoint में Copilot ने आपकी एक स्लाइड का शीर्षक “Deliveries” रखा है। कौन-सा शीर्षक आपकी बात सबसे अच्छे से कहता है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Update”',
          hi: '“अपडेट”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Late deliveries fell from 12 to 4 a month after we changed courier”',
          hi: '“कूरियर बदलने के बाद देर से पहुँचने वाली डिलीवरी महीने में 12 से घटकर 4 रह गईं”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Slide 3”',
          hi: '“स्लाइड 3”',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Deliveries, couriers, delays, customers and costs”',
          hi: '“डिलीवरी, कूरियर, देरी, ग्राहक और ख़र्च”',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A title that states the takeaway gets the point across even to someone who only glances at the slide. The rest of the slide then just has to back it up.',
      hi: 'जो शीर्षक सीधे मुख्य बात कहता है, वह स्लाइड पर बस एक नज़र डालने वाले को भी बात समझा देता है। फिर स्लाइड के बाक़ी हिस्से को बस उसका सबूत देना होता है।',
    },
  },
  {
    id: 'career-s18-c2',
    session: 18,
    prompt: {
      en: 'Which are good ways to use Gamma or Copilot in PowerPoint for your six-slide update? Choose all that apply.',
      hi: 'छह स्लाइड के अपडेट के लिए Gamma या PowerPoint में Copilot का अच्छा इस्तेमाल कौन-सा है? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Turning your one-page brief into a first draft of the slides',
          hi: 'अपने एक पन्ने के नोट से स्लाइडों का पहला मसौदा बनवाना',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Letting it invent figures to fill slides that look empty',
          hi: 'ख़ाली दिखने वाली स्लाइडें भरने के लिए उससे आँकड़े गढ़वाना',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Trying a different theme or layout in a few clicks',
          hi: 'कुछ ही क्लिक में अलग थीम या लेआउट आज़माना',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Leaving it to choose your main message, without reading the slides',
          hi: 'बिना स्लाइडें पढ़े, अपनी मुख्य बात चुनने का काम भी उसी पर छोड़ देना',
        },
      },
    ],
    correct: ['a', 'c'],
    explanation: {
      en: 'These tools save time on the first draft and the design. The message and the numbers are yours to decide and check, because that is what you will be asked about.',
      hi: 'ये टूल पहले मसौदे और डिज़ाइन में समय बचाते हैं। मुख्य बात और आँकड़े तय करना और जाँचना आपका काम है, क्योंकि सवाल उन्हीं पर पूछे जाएँगे।',
    },
  },
  {
    id: 'career-s19-c1',
    session: 19,
    prompt: {
      en: 'You are turning an Otter.ai transcript into meeting minutes. Which action item is written best?',
      hi: 'आप Otter.ai की लिखी बातचीत से मीटिंग के मिनट्स बना रही हैं। कौन-सा ऐक्शन आइटम सबसे अच्छे ढंग से लिखा गया है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Vendor quote discussed.”',
          hi: '“वेंडर के कोटेशन पर चर्चा हुई।”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Someone to look into the quote soon.”',
          hi: '“कोई जल्द ही कोटेशन देख लेगा।”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Anita to send the revised vendor quote to Finance by Thursday, 14 November.”',
          hi: '“अनीता गुरुवार, 14 नवंबर तक वेंडर का संशोधित कोटेशन फ़ाइनेंस को भेजेंगी।”',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Quote: ASAP!!”',
          hi: '“कोटेशन: जल्द से जल्द!!”',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'An action item needs an owner, a clear task and a due date, so that everyone knows who will do what by when. Without them, the meeting’s decisions are easily forgotten.',
      hi: 'ऐक्शन आइटम में ज़िम्मेदार व्यक्ति, साफ़ काम और आख़िरी तारीख़ होनी चाहिए, ताकि सबको पता रहे कि कौन क्या और कब तक करेगा। इनके बिना मीटिंग के फ़ैसले आसानी से भुला दिए जाते हैं।',
    },
  },
  {
    id: 'career-s19-c2',
    session: 19,
    prompt: {
      en: 'A colleague missed the hour-long team meeting and asks you what was decided. What is most useful to send her?',
      hi: 'एक सहकर्मी घंटे भर की टीम मीटिंग में नहीं आ पाईं और आपसे पूछ रही हैं कि क्या तय हुआ। उन्हें भेजने के लिए सबसे काम की चीज़ क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'The full Otter.ai transcript, so that she can read every word',
          hi: 'Otter.ai की पूरी लिखी बातचीत, ताकि वे हर शब्द पढ़ सकें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'A voice note retelling the whole meeting from memory',
          hi: 'पूरी मीटिंग याद से दोबारा सुनाता हुआ एक वॉइस नोट',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Nothing: she should have attended',
          hi: 'कुछ नहीं: उन्हें मीटिंग में आना चाहिए था',
        },
      },
      {
        id: 'd',
        text: {
          en: 'The checked minutes: the key decisions, and action items with owners and dates',
          hi: 'जाँचे हुए मिनट्स: मुख्य फ़ैसले, और ज़िम्मेदार व्यक्ति व तारीख़ों के साथ ऐक्शन आइटम',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Minutes pull what matters out of a long conversation, so someone who missed it can catch up in two minutes. A raw transcript is long and may still contain mistakes you have not corrected.',
      hi: 'मिनट्स लंबी बातचीत में से काम की बातें निकालकर रखते हैं, ताकि जो नहीं आ पाया वह दो मिनट में सब जान ले। बिना छँटी लिखी बातचीत लंबी होती है, और उसमें ऐसी ग़लतियाँ भी रह सकती हैं जिन्हें आपने ठीक नहीं किया।',
    },
  },
  {
    id: 'career-s20-c1',
    session: 20,
    prompt: {
      en: 'You have two weeks to learn the basics of data visualisation for a job ad. How should you choose a Coursera course?',
      hi: 'नौकरी के एक विज्ञापन के लिए आपको दो हफ़्ते में डेटा विज़ुअलाइज़ेशन की बुनियादी बातें सीखनी हैं। Coursera पर कोर्स कैसे चुनें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Match its syllabus to the skills the ad names, and check that its hours fit into your two weeks',
          hi: 'उसके सिलेबस को विज्ञापन में लिखे हुनरों से मिलाएँ, और देखें कि उसके घंटे आपके दो हफ़्तों में समा जाएँ',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Pick the longest course, since more hours always means more learning',
          hi: 'सबसे लंबा कोर्स चुनें, ज़्यादा घंटे मतलब ज़्यादा सीखना',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Pick the one with the most famous university’s name on it, whatever it covers',
          hi: 'जिस कोर्स पर सबसे मशहूर यूनिवर्सिटी का नाम हो वही चुनें, उसमें चाहे जो पढ़ाया जाए',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Enrol in five courses at once and see which one you finish',
          hi: 'एक साथ पाँच कोर्स में दाख़िला ले लें और देखें कौन-सा पूरा होता है',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A short sprint works when the course teaches exactly what the job asks for and fits the time you have. Checking the syllabus and the estimated hours first saves you from starting something you cannot finish.',
      hi: 'छोटी-सी तैयारी तभी कारगर होती है जब कोर्स ठीक वही सिखाए जो नौकरी में माँगा गया है और आपके पास के समय में पूरा हो सके। पहले सिलेबस और अनुमानित घंटे देख लेने से आप ऐसा कुछ शुरू करने से बचती हैं जो पूरा न हो पाए।',
    },
  },
  {
    id: 'career-s20-c2',
    session: 20,
    prompt: {
      en: 'At the end of each day of your learning sprint, which are good ways to quiz yourself? Choose all that apply.',
      hi: 'सीखने की अपनी दो हफ़्ते की तैयारी में हर दिन के आख़िर में ख़ुद को परखने के अच्छे तरीक़े कौन-से हैं? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Reread your notes three times and count that as revision',
          hi: 'अपने नोट्स तीन बार पढ़ लें और उसी को दोहराना मान लें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Ask ChatGPT study mode to ask you five questions on today’s lesson, one at a time',
          hi: 'ChatGPT study mode से कहें कि आज के पाठ पर आपसे एक-एक करके पाँच सवाल पूछे',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Redo a practice task from memory, such as rebuilding today’s chart with new data',
          hi: 'कोई अभ्यास याद से दोबारा करें, जैसे आज वाला चार्ट नए डेटा से फिर से बनाना',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Ask ChatGPT to answer its own questions so that you can copy them into your notes',
          hi: 'ChatGPT से कहें कि अपने सवालों के जवाब भी ख़ुद दे दे, ताकि आप उन्हें नोट्स में उतार लें',
        },
      },
    ],
    correct: ['b', 'c'],
    explanation: {
      en: 'Recalling an answer without looking, by answering questions or redoing a task, is what makes learning stick; rereading only feels like learning. Copying answers skips the very thinking the quiz is for.',
      hi: 'बिना देखे जवाब याद करना, चाहे सवालों के जवाब देकर या काम दोबारा करके, सीखी हुई बात को पक्का करता है; दोबारा पढ़ना बस सीखने जैसा महसूस होता है। जवाब उतार लेने से वही सोचने का काम छूट जाता है जिसके लिए परख की जा रही है।',
    },
  },
  {
    id: 'career-s21-c1',
    session: 21,
    prompt: {
      en: 'You are setting up LinkedIn job alerts to find returnships and remote roles. Which set-up will bring you the most useful openings?',
      hi: 'returnship और घर से काम वाली नौकरियाँ ढूँढने के लिए आप LinkedIn पर जॉब अलर्ट बना रही हैं। किस तरह के अलर्ट सबसे काम की नौकरियाँ भेजेंगे?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'One alert for the word “job”, anywhere in India',
          hi: 'पूरे भारत के लिए “job” शब्द का एक ही अलर्ट',
        },
      },
      {
        id: 'b',
        text: {
          en: 'No alerts: checking the site once a month is enough',
          hi: 'कोई अलर्ट नहीं: महीने में एक बार साइट देख लेना काफ़ी है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Twenty alerts for every job title you can think of, even ones you don’t want',
          hi: 'हर उस पद के बीस अलर्ट जो आपको सूझे, उनके भी जो आप करना ही नहीं चाहतीं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'A few alerts for your target titles and for “returnship”, set to your city or to “Remote”',
          hi: 'मनचाहे पदों और “returnship” के कुछ अलर्ट, आपके शहर या “Remote” के लिए',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Specific alerts send you a short list of openings that fit, soon after they are posted, when applying early helps. Broad alerts bury the good openings under hundreds that do not suit you.',
      hi: 'सटीक अलर्ट मेल खाने वाली नौकरियों की छोटी सूची उनके छपते ही भेज देते हैं, जब जल्दी आवेदन करना फ़ायदेमंद होता है। बहुत आम अलर्ट में अच्छी नौकरियाँ सैकड़ों बेमेल नौकरियों के नीचे दब जाती हैं।',
    },
  },
  {
    id: 'career-s22-c1',
    session: 22,
    prompt: {
      en: 'Before you add your Google Sites portfolio link to your résumé, what should you check?',
      hi: 'अपने Google Sites पोर्टफ़ोलियो का लिंक रिज़्यूमे में डालने से पहले क्या जाँचना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'That it has at least twenty pages',
          hi: 'कि उसमें कम से कम बीस पन्ने हों',
        },
      },
      {
        id: 'b',
        text: {
          en: 'That it is published and opens on a phone where you are not signed in to Google',
          hi: 'कि वह पब्लिश हो चुका है और ऐसे फ़ोन पर भी खुलता है जिस पर आपका Google अकाउंट लॉग-इन नहीं है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'That music starts playing as soon as it opens',
          hi: 'कि खुलते ही उसमें संगीत बजने लगे',
        },
      },
      {
        id: 'd',
        text: {
          en: 'That only you can see it, to keep it private',
          hi: 'कि उसे सिर्फ़ आप देख सकें, ताकि वह निजी रहे',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'An unpublished draft, or a site shared only with your account, shows recruiters an error or a sign-in page. Opening the link while signed out shows you exactly what they will see.',
      hi: 'बिना पब्लिश किया ड्राफ़्ट, या सिर्फ़ आपके अकाउंट से शेयर की गई साइट, रिक्रूटर को कोई एरर या लॉग-इन वाला पन्ना दिखाती है। लॉग-आउट होकर लिंक खोलने से ठीक वही दिखता है जो उन्हें दिखेगा।',
    },
  },
  {
    id: 'career-s22-c2',
    session: 22,
    prompt: {
      en: 'During the course you designed a sample Instagram post in Canva for a friend’s home bakery. Can it go in your portfolio?',
      hi: 'कोर्स के दौरान आपने Canva में एक सहेली की घरेलू बेकरी के लिए Instagram पोस्ट का नमूना बनाया था। क्या इसे पोर्टफ़ोलियो में रख सकती हैं?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'No: only work you were paid for counts',
          hi: 'नहीं: सिर्फ़ पैसे वाला काम ही गिना जाता है',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Yes, and describe the bakery as a big national brand you worked for',
          hi: 'हाँ, और बेकरी को ऐसा बड़ा राष्ट्रीय ब्रांड बताएँ जिसके लिए आपने काम किया',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Yes, with your friend’s OK, labelled honestly as a practice project',
          hi: 'हाँ, सहेली की इजाज़त से, और ईमानदारी से अभ्यास-प्रोजेक्ट बताकर',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Only if you take your name off it',
          hi: 'तभी, जब उस पर से अपना नाम हटा दें',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'Practice projects are a fair way to show your skills when you are starting out or returning, as long as you say what they are. Asking permission respects your friend’s business and her brand.',
      hi: 'शुरुआत करते या लौटते समय अभ्यास वाले प्रोजेक्ट हुनर दिखाने का सही तरीक़ा हैं, बस साफ़ बताएँ कि वे क्या हैं। इजाज़त लेना आपकी सहेली के काम और उसके ब्रांड का सम्मान है।',
    },
  },
  {
    id: 'career-s23-c1',
    session: 23,
    prompt: {
      en: 'You are answering an Upwork listing for 200 product descriptions for a kurta store. Which opening of your proposal is most likely to get a reply?',
      hi: 'आप Upwork पर एक कुर्ता स्टोर के 200 प्रोडक्ट विवरण लिखने वाली लिस्टिंग का जवाब दे रही हैं। आपके प्रस्ताव की कौन-सी शुरुआत पर जवाब आने की संभावना सबसे ज़्यादा है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“You need 200 descriptions before your festive sale; here are two samples in your store’s style, and how I would finish in ten days.”',
          hi: '“आपको त्योहार की सेल से पहले 200 विवरण चाहिए; ये रहे आपके स्टोर के अंदाज़ में दो नमूने, और यह कि मैं दस दिन में काम कैसे पूरा करूँगी।”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Dear Sir/Madam, I am interested in your job. Please hire me.”',
          hi: '“आदरणीय महोदय/महोदया, मुझे आपके काम में रुचि है। कृपया मुझे काम दीजिए।”',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A long proposal that ChatGPT wrote for another listing, pasted in unchanged',
          hi: 'ChatGPT से किसी दूसरी लिस्टिंग के लिए लिखवाया लंबा प्रस्ताव, बिना बदले चिपकाया हुआ',
        },
      },
      {
        id: 'd',
        text: {
          en: '“I will write all 200 for ₹500 in total, cheaper than anyone else.”',
          hi: '“मैं सारे 200 विवरण कुल ₹500 में लिख दूँगी, सबसे सस्ते में।”',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Clients skim many proposals, so an opening that restates their need and shows relevant samples stands out. A generic or copied message looks like spam, and a very low price can make a client doubt the quality.',
      hi: 'क्लाइंट बहुत-से प्रस्ताव सरसरी नज़र से देखते हैं, इसलिए जो शुरुआत उनकी ज़रूरत दोहराए और काम के नमूने दिखाए, वह अलग नज़र आती है। आम या नक़ल किया हुआ संदेश स्पैम जैसा लगता है, और बहुत कम दाम से क्लाइंट को काम की क्वालिटी पर शक होने लगता है।',
    },
  },
  {
    id: 'career-s23-c2',
    session: 23,
    prompt: {
      en: 'You are pricing your first Fiverr gig: translating short documents from English into Hindi. How should you decide the price?',
      hi: 'आप Fiverr पर अपने पहले गिग का दाम तय कर रही हैं: छोटे दस्तावेज़ों का अंग्रेज़ी से हिंदी में अनुवाद। दाम कैसे तय करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Charge the lowest price on the site, even if it works out to ₹20 an hour',
          hi: 'साइट पर सबसे कम दाम रखें, चाहे वह ₹20 प्रति घंटा ही पड़े',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Copy the price of the top-rated seller with hundreds of reviews',
          hi: 'सैकड़ों रिव्यू वाले सबसे ऊँची रेटिंग के सेलर का दाम हूबहू रख दें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Ask ChatGPT for a number without telling it anything about the work',
          hi: 'काम के बारे में कुछ बताए बिना ChatGPT से कोई भी दाम पूछ लें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Compare similar gigs at your level, estimate your hours, and remember that Fiverr keeps a share of each order',
          hi: 'अपने स्तर के मिलते-जुलते गिग देखें, लगने वाले घंटों का अंदाज़ा लगाएँ, और याद रखें कि हर ऑर्डर का एक हिस्सा Fiverr रखता है',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'A fair price still covers your time after the platform’s fee and sits sensibly among sellers with similar experience. You can raise it as reviews come in, but a price far below your effort is hard to undo.',
      hi: 'सही दाम वह है जो प्लेटफ़ॉर्म की फ़ीस कटने के बाद भी आपके समय की भरपाई करे और मिलते-जुलते अनुभव वाले सेलरों के बीच समझदारी से बैठे। रिव्यू आने के साथ दाम बढ़ाया जा सकता है, पर मेहनत से बहुत कम रखा दाम बाद में सुधारना मुश्किल होता है।',
    },
  },
  {
    id: 'career-s24-c1',
    session: 24,
    prompt: {
      en: 'Notion AI is helping you plan your first 90 days as a new HR executive. What should the first 30 days focus on?',
      hi: 'Notion AI नई HR एग्ज़ीक्यूटिव के तौर पर आपके पहले 90 दिनों की योजना बनाने में मदद कर रहा है। पहले 30 दिनों का ध्यान किस पर होना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Changing how the team works in your first week, to make an impression',
          hi: 'छाप छोड़ने के लिए पहले ही हफ़्ते में टीम के काम करने का तरीक़ा बदल देना',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Learning: meeting your team, understanding the tools and processes, and finding out what your manager counts as success',
          hi: 'सीखना: टीम से मिलना, टूल और काम के तरीक़े समझना, और यह जानना कि आपकी मैनेजर किसे कामयाबी मानती हैं',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Asking for a promotion and a raise',
          hi: 'प्रमोशन और सैलरी बढ़ाने की माँग करना',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Working alone and asking no questions, so that nobody thinks you need help',
          hi: 'अकेले काम करना और कोई सवाल न पूछना, ताकि किसी को न लगे कि आपको मदद चाहिए',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'The first month is for understanding the people, the work and what is expected of you. Changes and bigger goals land better in days 31–90, once you know how things run.',
      hi: 'पहला महीना लोगों, काम और आपसे की जाने वाली उम्मीदों को समझने का होता है। बदलाव और बड़े लक्ष्य 31 से 90 दिनों के बीच बेहतर असर करते हैं, जब आप समझ चुकी हों कि काम कैसे चलता है।',
    },
  },
  {
    id: 'career-s24-c2',
    session: 24,
    prompt: {
      en: 'Notion AI has drafted your 30-60-90 day plan. What will keep it realistic once you start the job?',
      hi: 'Notion AI ने आपकी 30-60-90 दिन की योजना का मसौदा बना दिया है। नौकरी शुरू होने के बाद इसे व्यावहारिक क्या बनाए रखेगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Going through it with your manager in the first weeks and adjusting it to her priorities',
          hi: 'पहले कुछ हफ़्तों में इसे अपनी मैनेजर के साथ देखना और उनकी प्राथमिकताओं के हिसाब से बदलना',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Keeping it to yourself and following it exactly, whatever happens',
          hi: 'इसे अपने तक रखना और कुछ भी हो, ठीक वैसा ही करना',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Adding every goal Notion AI can suggest, to look ambitious',
          hi: 'महत्वाकांक्षी दिखने के लिए Notion AI के सुझाए सारे लक्ष्य जोड़ देना',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A plan written before you join is a good guess, not a contract. Sharing it shows initiative, and your manager can tell you what matters most, so you focus on the right goals.',
      hi: 'जॉइन करने से पहले लिखी योजना एक अच्छा अंदाज़ा है, कोई पक्का क़रार नहीं। इसे साझा करना पहल दिखाता है, और मैनेजर बता सकती हैं कि सबसे ज़रूरी क्या है, ताकि आप सही लक्ष्यों पर ध्यान दें।',
    },
  },
  {
    id: 'career-s25-c1',
    session: 25,
    prompt: {
      en: 'You are getting your application pack ready for the showcase: résumé, LinkedIn profile and portfolio. Which check matters most?',
      hi: 'आप शोकेस के लिए अपना एप्लिकेशन पैक तैयार कर रही हैं: रिज़्यूमे, LinkedIn प्रोफ़ाइल और पोर्टफ़ोलियो। सबसे ज़रूरी जाँच कौन-सी है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'That each one uses a different font and colour scheme',
          hi: 'कि हर एक में अलग फ़ॉन्ट और अलग रंग हों',
        },
      },
      {
        id: 'b',
        text: {
          en: 'That each one presents you for a different kind of job, to keep your options open',
          hi: 'कि हर एक आपको अलग तरह की नौकरी के लिए दिखाए, ताकि सारे रास्ते खुले रहें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'That all three tell the same story: matching job titles, dates and key skills',
          hi: 'कि तीनों एक ही कहानी कहें: पद, तारीख़ें और मुख्य हुनर आपस में मेल खाएँ',
        },
      },
      {
        id: 'd',
        text: {
          en: 'That the résumé runs to at least four pages',
          hi: 'कि रिज़्यूमे कम से कम चार पन्नों का हो',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'Recruiters often look at your résumé and LinkedIn side by side, and dates or titles that don’t match raise doubts. One consistent story, aimed at your target role, builds trust.',
      hi: 'रिक्रूटर अक्सर आपका रिज़्यूमे और LinkedIn साथ-साथ देखते हैं, और तारीख़ों या पदों का मेल न खाना शक पैदा करता है। मनचाहे काम की ओर इशारा करती एक जैसी कहानी भरोसा बनाती है।',
    },
  },
  {
    id: 'career-s25-c2',
    session: 25,
    prompt: {
      en: 'Three weeks into your 30-day job-search plan, you have sent 15 applications and had no calls. What is the best next step?',
      hi: 'नौकरी खोजने की 30 दिन की योजना के तीन हफ़्ते बीत गए हैं, आपने 15 आवेदन भेजे हैं और एक भी कॉल नहीं आया। अब सबसे अच्छा क़दम क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Stop: three weeks without a call means it will never work',
          hi: 'रुक जाएँ: तीन हफ़्ते में कॉल नहीं आया, मतलब कभी नहीं आएगा',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Send the same résumé to 100 more openings this week',
          hi: 'इसी हफ़्ते वही रिज़्यूमे 100 और नौकरियों पर भेज दें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Add experience you don’t have, so that you get shortlisted',
          hi: 'ऐसा अनुभव जोड़ दें जो आपके पास नहीं है, ताकि आप शॉर्टलिस्ट हो जाएँ',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Review what you sent: check the tailoring and your target roles, ask a mentor for feedback, then adjust the plan',
          hi: 'भेजे गए आवेदनों को परखें: हर नौकरी के हिसाब से बदलाव और अपने चुने पद जाँचें, किसी मार्गदर्शक से राय लें, फिर योजना बदलें',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Few replies are common early in a search, and they are a signal to adjust, not to quit. A fresh look at how well each application fits its ad usually does more than sending more of the same.',
      hi: 'खोज की शुरुआत में कम जवाब आना आम बात है, और यह रुकने का नहीं, बदलाव का इशारा है। हर आवेदन अपने विज्ञापन से कितना मेल खाता है, इस पर नए सिरे से नज़र डालना, वही चीज़ और ज़्यादा भेजने से अक्सर ज़्यादा काम करता है।',
    },
  },
];
