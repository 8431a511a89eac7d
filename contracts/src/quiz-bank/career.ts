import type { QuizQuestionDef } from '../quizzes';

/** The module quizzes of "AI for Your Career": module number (1–5) → its questions. */
export const CAREER_QUIZZES: Record<number, QuizQuestionDef[]> = {
  1: [
    {
      id: 'career-m1-q1',
      session: 1,
      prompt: {
        en: 'For years you ran your home: the monthly budget, your children’s school admissions, your father-in-law’s hospital visits. Which are transferable skills? Choose all that apply.',
        hi: 'बरसों आपने घर संभाला: महीने का बजट, बच्चों के स्कूल में दाख़िले, ससुर जी के अस्पताल के चक्कर। इनमें से कौन-से हुनर नौकरी में भी काम आते हैं? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Budgeting and keeping track of expenses',
            hi: 'बजट बनाना और ख़र्चों का हिसाब रखना',
          },
        },
        {
          id: 'b',
          text: {
            en: 'None: work at home does not count as experience',
            hi: 'कोई नहीं: घर का काम अनुभव नहीं माना जाता',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Planning, scheduling and coordinating with many people',
            hi: 'योजना बनाना, समय तय करना और कई लोगों से तालमेल बिठाना',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Only skills you hold a certificate for',
            hi: 'सिर्फ़ वे हुनर जिनका आपके पास सर्टिफ़िकेट है',
          },
        },
      ],
      correct: ['a', 'c'],
      explanation: {
        en: 'Running a household budget and coordinating schools, doctors and family are real skills that employers value. What counts is what you did, not whether you were paid or certified for it.',
        hi: 'घर का बजट चलाना और स्कूल, डॉक्टर व परिवार के बीच तालमेल बिठाना असली हुनर हैं, जिनकी कंपनियाँ क़द्र करती हैं। मायने यह रखता है कि आपने क्या किया, यह नहीं कि उसके पैसे मिले या सर्टिफ़िकेट।',
      },
    },
    {
      id: 'career-m1-q2',
      session: 2,
      prompt: {
        en: 'A Naukri ad lists “Must have: Excel, handling customers” and “Good to have: Tally”. You have both must-haves but have never used Tally. What should you do?',
        hi: 'Naukri के एक विज्ञापन में लिखा है “ज़रूरी: Excel, ग्राहकों से बात करना” और “हो तो अच्छा: Tally”। ज़रूरी दोनों हुनर आपके पास हैं, पर Tally कभी नहीं चलाया। आप क्या करें?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Skip it: you must match every line of an ad',
            hi: 'छोड़ दें: विज्ञापन की हर बात आप पर लागू होनी चाहिए',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Apply, and mark Tally as a gap you can start learning',
            hi: 'आवेदन करें, और Tally को ऐसी कमी मानें जिसे आप सीखना शुरू कर सकती हैं',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Add Tally to your résumé anyway, so that you match the ad fully',
            hi: 'फिर भी रिज़्यूमे में Tally लिख दें, ताकि आप विज्ञापन से पूरी तरह मेल खाएँ',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Ask Gemini to guess who will get the job',
            hi: 'Gemini से पूछें कि नौकरी किसे मिलेगी',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Must-haves are what the job needs from day one; good-to-haves are a bonus. Meeting the must-haves is a good reason to apply, and a gap is something to learn, never to fake.',
        hi: '“ज़रूरी” हुनर पहले दिन से चाहिए, “हो तो अच्छा” वाले बस अतिरिक्त फ़ायदा हैं। ज़रूरी हुनर पूरे हों तो आवेदन करना ठीक है, और जो कमी है उसे सीखना चाहिए, झूठ से छिपाना नहीं।',
      },
    },
    {
      id: 'career-m1-q3',
      session: 3,
      prompt: {
        en: 'AmbitionBox shows ₹3.2–4.5 lakh a year for your target role in Pune, based on a few hundred salary reports. How should you use this figure?',
        hi: 'AmbitionBox पर पुणे में आपके मनचाहे काम के लिए सालाना ₹3.2–4.5 लाख दिख रहा है, जो कुछ सौ लोगों की बताई सैलरी पर आधारित है। इस आँकड़े का इस्तेमाल कैसे करें?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'As the exact salary every company must pay you',
            hi: 'ऐसी पक्की सैलरी की तरह जो हर कंपनी को देनी ही होगी',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Ignore it: salary websites are always wrong',
            hi: 'इसे अनदेखा करें: सैलरी वाली वेबसाइटें हमेशा ग़लत होती हैं',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Quote only the highest figure, and refuse any offer that is even a little lower',
            hi: 'सिर्फ़ सबसे ऊँचा आँकड़ा बताएँ, और उससे ज़रा भी कम का ऑफ़र ठुकरा दें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'As a rough range to compare with Glassdoor, job ads and people in the role',
            hi: 'एक मोटे दायरे की तरह, जिसे Glassdoor, नौकरी के विज्ञापनों और उस काम में लगे लोगों से मिलाएँ',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'Salary sites collect figures that people report themselves, so they give a useful range, not a promise. Comparing two or three sources, including people who do the job, makes your range trustworthy.',
        hi: 'सैलरी वाली साइटें लोगों के ख़ुद बताए आँकड़े जुटाती हैं, इसलिए वे काम का दायरा देती हैं, वादा नहीं। दो-तीन स्रोतों से, और यह काम करने वाले लोगों से मिलान करने पर आपका दायरा भरोसेमंद बनता है।',
      },
    },
    {
      id: 'career-m1-q4',
      session: 4,
      prompt: {
        en: 'You want ChatGPT or Gemini to turn a job ad into talking points for you. Which prompt will give the most useful answer?',
        hi: 'आप चाहती हैं कि ChatGPT या Gemini किसी नौकरी के विज्ञापन से आपके लिए बोलने लायक़ मुद्दे निकाले। कौन-सा प्रॉम्प्ट सबसे काम का जवाब देगा?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Give me some interview tips.',
            hi: 'मुझे इंटरव्यू के कुछ टिप्स दो।',
          },
        },
        {
          id: 'b',
          text: {
            en: 'You are a recruiter. Using this job ad and my résumé, list five matches, each with an example from my work.',
            hi: 'तुम एक रिक्रूटर हो। इस विज्ञापन और मेरे रिज़्यूमे से पाँच मेल खाती बातें बताओ, हर एक के साथ मेरे काम का एक उदाहरण।',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Tell me everything about jobs, résumés, salaries and interviews in India, in as much detail as you possibly can.',
            hi: 'भारत में नौकरी, रिज़्यूमे, सैलरी और इंटरव्यू के बारे में जितना भी हो सके, सब कुछ पूरे विस्तार से बताओ।',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Make me sound perfect for any job.',
            hi: 'मुझे हर नौकरी के लिए एकदम सही दिखाओ।',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'A good career prompt gives the AI a role, the context (the job ad and your résumé) and asks for evidence from your own experience. Vague prompts get generic answers.',
        hi: 'अच्छा प्रॉम्प्ट AI को एक भूमिका देता है, पूरी जानकारी देता है (विज्ञापन और आपका रिज़्यूमे) और आपके अपने अनुभव से सबूत माँगता है। गोल-मोल प्रॉम्प्ट पर जवाब भी गोल-मोल मिलते हैं।',
      },
    },
    {
      id: 'career-m1-q5',
      session: 5,
      prompt: {
        en: 'A WhatsApp message offers you a work-from-home data-entry job at ₹40,000 a month if you first pay a ₹1,500 “registration fee” by UPI. What is the safest step?',
        hi: 'WhatsApp पर संदेश आया है: घर से डेटा-एंट्री की नौकरी, ₹40,000 महीना, बस पहले UPI से ₹1,500 “रजिस्ट्रेशन फ़ीस” भरनी होगी। सबसे सुरक्षित क़दम क्या है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Don’t pay; check the company’s official website and report the number',
            hi: 'पैसे न भेजें; कंपनी की आधिकारिक वेबसाइट जाँचें और उस नंबर की शिकायत करें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Pay the fee, since it is only a small amount',
            hi: 'फ़ीस भर दें, रक़म छोटी ही तो है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Send a photo of your Aadhaar so they can verify you',
            hi: 'पहचान के लिए उन्हें अपने आधार की फ़ोटो भेज दें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Share the OTP they send to your phone so they can confirm your UPI account',
            hi: 'आपके फ़ोन पर आया OTP उन्हें बता दें ताकि वे आपका UPI खाता जाँच सकें',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Genuine employers never charge you to get a job. A fee, pressure to hurry, or a request for an OTP or documents are signs of a scam; report it at cybercrime.gov.in or by calling 1930.',
        hi: 'असली कंपनियाँ नौकरी देने के पैसे नहीं लेतीं। फ़ीस, जल्दी करने का दबाव, या OTP और दस्तावेज़ माँगना धोखे के संकेत हैं; इसकी शिकायत cybercrime.gov.in पर या 1930 पर फ़ोन करके करें।',
      },
    },
    {
      id: 'career-m1-q6',
      session: 5,
      prompt: {
        en: 'Your Naukri and LinkedIn profiles can be seen by many strangers. Which of these is best kept off them?',
        hi: 'आपकी Naukri और LinkedIn प्रोफ़ाइल बहुत-से अनजान लोग देख सकते हैं। इनमें से क्या उन पर न डालना ही बेहतर है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Your skills and work experience',
            hi: 'आपके हुनर और काम का अनुभव',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Your city and the roles you are looking for',
            hi: 'आपका शहर और आप किस तरह का काम ढूँढ रही हैं',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Your Aadhaar number and full home address',
            hi: 'आपका आधार नंबर और घर का पूरा पता',
          },
        },
        {
          id: 'd',
          text: {
            en: 'The courses and certificates you have completed',
            hi: 'आपके पूरे किए कोर्स और सर्टिफ़िकेट',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Recruiters need your skills, experience and city, not identity numbers or your full address. Keeping those private protects you from fraud; share documents only once a real offer is confirmed.',
        hi: 'रिक्रूटर को आपके हुनर, अनुभव और शहर की ज़रूरत होती है, पहचान नंबर या घर के पूरे पते की नहीं। इन्हें निजी रखने से आप धोखाधड़ी से बचती हैं; दस्तावेज़ तभी दें जब असली ऑफ़र पक्का हो जाए।',
      },
    },
  ],
  2: [
    {
      id: 'career-m2-q1',
      session: 6,
      prompt: {
        en: 'Jobscan says your résumé matches only 45% of a job ad’s keywords. Which are honest ways to raise the score? Choose all that apply.',
        hi: 'Jobscan बता रहा है कि आपका रिज़्यूमे विज्ञापन के सिर्फ़ 45% कीवर्ड से मेल खाता है। स्कोर बढ़ाने के ईमानदार तरीक़े कौन-से हैं? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Use the ad’s words for skills you really have, e.g. “customer support” for “helping clients”',
            hi: 'जो हुनर सच में आपके पास हैं, उनके लिए विज्ञापन वाले शब्द लिखें, जैसे “ग्राहकों की मदद” की जगह “customer support”',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Paste the whole job ad in white text at the bottom',
            hi: 'पूरा विज्ञापन नीचे सफ़ेद रंग के अक्षरों में चिपका दें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Add a short skills section with the relevant tools you actually use',
            hi: 'एक छोटा “हुनर” वाला हिस्सा जोड़ें, जिसमें वे काम के टूल हों जो आप सच में चलाती हैं',
          },
        },
        {
          id: 'd',
          text: {
            en: 'List software you have never used, since nobody checks',
            hi: 'ऐसे सॉफ़्टवेयर भी लिख दें जो कभी नहीं चलाए, कोई जाँचता तो है नहीं',
          },
        },
      ],
      correct: ['a', 'c'],
      explanation: {
        en: 'Using the ad’s words for skills you truly have helps both the software and the recruiter see the fit. Hidden text and false skills can get you rejected, or caught out in the interview.',
        hi: 'जो हुनर सच में हैं, उन्हें विज्ञापन वाले शब्दों में लिखने से सॉफ़्टवेयर और रिक्रूटर दोनों को मेल दिखता है। छिपे शब्द और झूठे हुनर आपको बाहर करवा सकते हैं, या इंटरव्यू में पकड़े जा सकते हैं।',
      },
    },
    {
      id: 'career-m2-q2',
      session: 6,
      prompt: {
        en: 'Which résumé layout is easiest for hiring software (ATS) to read?',
        hi: 'भर्ती वाले सॉफ़्टवेयर (ATS) के लिए किस तरह का रिज़्यूमे पढ़ना सबसे आसान है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'A colourful design with icons, and text inside boxes and tables',
            hi: 'रंग-बिरंगा डिज़ाइन, आइकन के साथ, और बक्सों व टेबल के अंदर लिखी बातें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'A simple one-column layout with clear headings',
            hi: 'एक ही कॉलम वाला सादा रिज़्यूमे, साफ़ शीर्षकों के साथ',
          },
        },
        {
          id: 'c',
          text: {
            en: 'A scanned photo of a printed résumé',
            hi: 'छपे हुए रिज़्यूमे की स्कैन की हुई फ़ोटो',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Everything in one long paragraph with no headings',
            hi: 'सब कुछ एक लंबे पैराग्राफ़ में, बिना किसी शीर्षक के',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Hiring software reads plain text best. Tables, text boxes, images and scanned pages can scramble or hide your details, so a clean layout with standard headings such as “Experience” and “Skills” is safest.',
        hi: 'भर्ती वाला सॉफ़्टवेयर सादा टेक्स्ट सबसे अच्छे से पढ़ता है। टेबल, टेक्स्ट बॉक्स, तस्वीरें और स्कैन किए पन्ने आपकी जानकारी बिगाड़ या छिपा सकते हैं, इसलिए “Experience” और “Skills” जैसे सीधे शीर्षकों वाला सादा रिज़्यूमे सबसे सुरक्षित है।',
      },
    },
    {
      id: 'career-m2-q3',
      session: 7,
      prompt: {
        en: 'You took four years off to care for your young child and your mother. Which résumé line presents the break best?',
        hi: 'आपने छोटे बच्चे और अपनी माँ की देखभाल के लिए चार साल का ब्रेक लिया। रिज़्यूमे में इस ब्रेक को बताने वाली सबसे अच्छी पंक्ति कौन-सी है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Unemployed, 2020–2024',
            hi: 'बेरोज़गार, 2020–2024',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Hide the gap by stretching your last job’s dates',
            hi: 'पिछली नौकरी की तारीख़ें आगे बढ़ाकर ब्रेक छिपा दें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Career break 2020–24: family care; ran household finances, did an online Excel course',
            hi: 'करियर ब्रेक 2020–24: परिवार की देखभाल; घर का हिसाब-किताब संभाला, Excel का ऑनलाइन कोर्स किया',
          },
        },
        {
          id: 'd',
          text: {
            en: 'A long note explaining each personal reason for the break in detail, and apologising for it',
            hi: 'एक लंबा नोट, जिसमें ब्रेक की हर निजी वजह विस्तार से बताई हो और उसके लिए माफ़ी माँगी हो',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'A short, honest line names the break and shows what you did and learned during it. Changing dates is dishonest and is often found out in background checks.',
        hi: 'छोटी और सच्ची पंक्ति ब्रेक को साफ़ बताती है और दिखाती है कि उस दौरान आपने क्या किया और सीखा। तारीख़ें बदलना बेईमानी है और बैकग्राउंड जाँच में अक्सर पकड़ा जाता है।',
      },
    },
    {
      id: 'career-m2-q4',
      session: 8,
      prompt: {
        en: 'Gemini in Gmail has drafted a cover letter for a job you want. What should you do before you send it?',
        hi: 'Gmail में Gemini ने आपकी पसंद की नौकरी के लिए कवर लेटर का मसौदा बना दिया है। भेजने से पहले आपको क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Send it exactly as it is, since AI-written drafts are always right',
            hi: 'बिल्कुल जैसा है वैसा भेज दें, AI के लिखे मसौदे हमेशा सही होते हैं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Add grand words so it sounds more impressive',
            hi: 'भारी-भरकम शब्द जोड़ दें ताकि ज़्यादा असरदार लगे',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Use the same letter, unchanged, for every company',
            hi: 'हर कंपनी को बिना बदले यही लेटर भेजें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Read it, correct any wrong facts, and make it sound like you',
            hi: 'उसे पढ़ें, ग़लत बातें ठीक करें, और उसे अपने अंदाज़ में लिखें',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'Gemini can invent details or sound stiff. Checking the facts against your résumé and the job ad, and adding your own voice, turns a quick draft into a letter you can stand behind.',
        hi: 'Gemini अपनी तरफ़ से बातें गढ़ सकता है या उसकी भाषा बनावटी लग सकती है। तथ्यों को अपने रिज़्यूमे और विज्ञापन से मिलाकर और अपने शब्द जोड़कर, जल्दी बना मसौदा ऐसा लेटर बनता है जिस पर आप भरोसे से टिक सकें।',
      },
    },
    {
      id: 'career-m2-q5',
      session: 9,
      prompt: {
        en: 'You are rewriting your LinkedIn headline with ChatGPT’s help. Which headline helps recruiters find you?',
        hi: 'आप ChatGPT की मदद से अपनी LinkedIn हेडलाइन दोबारा लिख रही हैं। कौन-सी हेडलाइन रिक्रूटर को आप तक पहुँचने में मदद करेगी?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Looking for a job',
            hi: 'नौकरी की तलाश में',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Accounts Executive | Tally, GST filing, Excel | Helping small firms keep clean books',
            hi: 'Accounts Executive | Tally, GST फ़ाइलिंग, Excel | छोटी फ़र्मों का हिसाब-किताब साफ़ रखने में मदद',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Hard-working, honest and sincere person ready to do any kind of work',
            hi: 'मेहनती, ईमानदार और लगन वाली, किसी भी तरह का काम करने को तैयार',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Open to anything',
            hi: 'कुछ भी चलेगा',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Recruiters search LinkedIn by role and skills, so a headline that names your target role and key skills appears in more searches and tells them at once what you offer.',
        hi: 'रिक्रूटर LinkedIn पर काम के नाम और हुनर से खोजते हैं, इसलिए जिस हेडलाइन में आपका मनचाहा काम और मुख्य हुनर हों, वह ज़्यादा खोजों में दिखती है और तुरंत बता देती है कि आप क्या दे सकती हैं।',
      },
    },
    {
      id: 'career-m2-q6',
      session: 10,
      prompt: {
        en: 'You are making a LinkedIn profile photo from a phone picture with Canva AI. Which result works best?',
        hi: 'आप फ़ोन की एक तस्वीर से Canva AI की मदद से LinkedIn प्रोफ़ाइल फ़ोटो बना रही हैं। कौन-सा नतीजा सबसे अच्छा रहेगा?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'A clear, well-lit head-and-shoulders photo, plain background',
            hi: 'साफ़, अच्छी रोशनी वाली फ़ोटो जिसमें चेहरा और कंधे दिखें, पीछे सादा बैकग्राउंड',
          },
        },
        {
          id: 'b',
          text: {
            en: 'A cropped group photo from a cousin’s wedding',
            hi: 'किसी रिश्तेदार की शादी की ग्रुप फ़ोटो, काटकर',
          },
        },
        {
          id: 'c',
          text: {
            en: 'An AI-edited portrait so changed that people would not recognise you in person',
            hi: 'AI से इतनी बदली हुई फ़ोटो कि मिलने पर लोग आपको पहचान ही न पाएँ',
          },
        },
        {
          id: 'd',
          text: {
            en: 'A flower or a quote instead of your face',
            hi: 'चेहरे की जगह कोई फूल या सुविचार',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Recruiters and interviewers should be able to recognise you from your photo. Use AI to tidy the background and the light, not to change your face.',
        hi: 'रिक्रूटर और इंटरव्यू लेने वाले आपको फ़ोटो से पहचान सकें, यह ज़रूरी है। AI से बैकग्राउंड और रोशनी ठीक करें, चेहरा नहीं बदलें।',
      },
    },
  ],
  3: [
    {
      id: 'career-m3-q1',
      session: 11,
      prompt: {
        en: 'You are practising “Tell me about yourself” in ChatGPT voice mode for a two-minute answer. What should the answer cover?',
        hi: 'आप ChatGPT वॉइस मोड में “अपने बारे में बताइए” का दो मिनट का जवाब अभ्यास कर रही हैं। जवाब में क्या होना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Your whole life story from school onwards, with every job in order',
            hi: 'स्कूल से अब तक की पूरी कहानी, हर नौकरी एक-एक करके',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Your family details and your husband’s job',
            hi: 'आपके परिवार की जानकारी और पति की नौकरी',
          },
        },
        {
          id: 'c',
          text: {
            en: 'What you do now, what you did before, and why you want this role',
            hi: 'आप अभी क्या करती हैं, पहले क्या किया, और यह काम क्यों चाहती हैं',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Only the salary you expect',
            hi: 'सिर्फ़ वह सैलरी जो आप चाहती हैं',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'A strong introduction is a short path from your present work through your past experience to why this role fits. It keeps the interviewer on what matters for the job.',
        hi: 'अच्छा परिचय एक छोटा-सा सफ़र है: अभी का काम, पहले का अनुभव, और यह काम आप पर क्यों जँचता है। इससे इंटरव्यू लेने वाले का ध्यान नौकरी से जुड़ी बातों पर रहता है।',
      },
    },
    {
      id: 'career-m3-q2',
      session: 12,
      prompt: {
        en: 'What does Google Interview Warmup do when you answer a practice question?',
        hi: 'जब आप Google Interview Warmup पर किसी अभ्यास वाले सवाल का जवाब देती हैं, तो वह क्या करता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Shows your answer as text and notes the words you use most',
            hi: 'आपका जवाब लिखकर दिखाता है और बताता है कि कौन-से शब्द आप सबसे ज़्यादा बोलती हैं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Gives you a pass or fail mark that employers can see on your profile',
            hi: 'पास या फ़ेल का नंबर देता है, जो कंपनियाँ आपकी प्रोफ़ाइल पर देख सकती हैं',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Sends your answers to companies that are hiring',
            hi: 'आपके जवाब भर्ती कर रही कंपनियों को भेज देता है',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Guarantees you a job once you finish ten questions',
            hi: 'दस सवाल पूरे करते ही नौकरी पक्की कर देता है',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Interview Warmup is a private practice tool: it turns your spoken answer into text and highlights things such as job-related terms and words you repeat. It does not grade you or send your answers to employers.',
        hi: 'Interview Warmup अभ्यास का निजी टूल है: यह आपके बोले जवाब को लिखकर दिखाता है और काम से जुड़े शब्द व बार-बार दोहराए शब्द जैसी बातें बताता है। यह न नंबर देता है, न आपके जवाब कंपनियों को भेजता है।',
      },
    },
    {
      id: 'career-m3-q3',
      session: 13,
      prompt: {
        en: 'ChatGPT suggests you answer behavioural questions with the STAR method. What do the four letters stand for?',
        hi: 'ChatGPT सुझाव देता है कि व्यवहार से जुड़े सवालों के जवाब STAR तरीक़े से दें। इसके चार अक्षरों का मतलब क्या है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Skills, Talent, Attitude, Reward',
            hi: 'Skills, Talent, Attitude, Reward (हुनर, प्रतिभा, रवैया, इनाम)',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Start, Talk, Answer, Repeat',
            hi: 'Start, Talk, Answer, Repeat (शुरू करें, बोलें, जवाब दें, दोहराएँ)',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Story, Timeline, Achievement, Review',
            hi: 'Story, Timeline, Achievement, Review (कहानी, समय-रेखा, उपलब्धि, समीक्षा)',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Situation, Task, Action, Result',
            hi: 'Situation, Task, Action, Result (हालात, ज़िम्मेदारी, क़दम, नतीजा)',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'STAR stands for Situation, Task, Action and Result: set the scene, say what you had to do, explain what you did, and end with what happened. It keeps your story short and clear.',
        hi: 'STAR का मतलब है Situation, Task, Action और Result: हालात बताइए, आपकी ज़िम्मेदारी क्या थी, आपने क्या किया, और आख़िर में नतीजा क्या निकला। इससे आपकी कहानी छोटी और साफ़ रहती है।',
      },
    },
    {
      id: 'career-m3-q4',
      session: 13,
      prompt: {
        en: 'You are asked, “Tell me about a time you met a tight deadline,” and you have no office example yet. Which is a strong STAR answer?',
        hi: 'आपसे पूछा गया, “कोई ऐसा मौक़ा बताइए जब आपने कम समय में काम पूरा किया हो,” और आपके पास दफ़्तर का कोई उदाहरण नहीं है। STAR वाला अच्छा जवाब कौन-सा है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Say that you have never faced a deadline',
            hi: 'कह दें कि आपके सामने कभी ऐसी समय-सीमा आई ही नहीं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Tell how you arranged your sister’s wedding in three weeks: task, action, result',
            hi: 'बताएँ कि बहन की शादी तीन हफ़्ते में कैसे संभाली: ज़िम्मेदारी, आपके क़दम, नतीजा',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Make up a story about an office job you never had, with an invented manager',
            hi: 'दफ़्तर की ऐसी नौकरी की कहानी गढ़ लें जो कभी की ही नहीं, एक नक़ली मैनेजर के साथ',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Talk in general about why deadlines matter',
            hi: 'आम तौर पर बताएँ कि समय-सीमा क्यों ज़रूरी होती है',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'A real story from home, told as Situation, Task, Action and Result, proves the skill honestly. Invented stories fall apart under follow-up questions, and general talk proves nothing.',
        hi: 'घर की कोई सच्ची कहानी, हालात, ज़िम्मेदारी, क़दम और नतीजे के क्रम में, हुनर को ईमानदारी से साबित करती है। गढ़ी हुई कहानी आगे के सवालों पर टूट जाती है, और आम बातों से कुछ साबित नहीं होता।',
      },
    },
    {
      id: 'career-m3-q5',
      session: 14,
      prompt: {
        en: 'You ask Gemini to help you write a LinkedIn message asking a college friend for a referral at her company. What should it include? Choose all that apply.',
        hi: 'आप Gemini से LinkedIn का ऐसा संदेश लिखवा रही हैं जिसमें कॉलेज की एक सहेली से उसकी कंपनी में रेफ़रल माँगना है। उसमें क्या होना चाहिए? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'A pressure line such as “You must help me, I really need this”',
            hi: 'दबाव वाली बात, जैसे “तुम्हें मेरी मदद करनी ही होगी, मुझे इसकी सख़्त ज़रूरत है”',
          },
        },
        {
          id: 'b',
          text: {
            en: 'The link or job ID of the exact opening you are applying for',
            hi: 'जिस नौकरी के लिए आवेदन कर रही हैं, उसका लिंक या जॉब आईडी',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Your whole résumé pasted into the message',
            hi: 'पूरा रिज़्यूमे संदेश में ही चिपका देना',
          },
        },
        {
          id: 'd',
          text: {
            en: 'A line on why you fit the role, and an offer to send your résumé',
            hi: 'एक पंक्ति कि आप इस काम के लिए क्यों ठीक हैं, और रिज़्यूमे भेजने की पेशकश',
          },
        },
      ],
      correct: ['b', 'd'],
      explanation: {
        en: 'A clear referral request names the exact opening and makes it easy to say yes: why you fit and an offer to send your résumé. Pressure and long walls of text make people less likely to reply.',
        hi: 'साफ़ रेफ़रल संदेश में नौकरी का सही नाम या लिंक होता है और हाँ कहना आसान बनाता है: आप क्यों ठीक हैं, और रिज़्यूमे भेजने की पेशकश। दबाव और लंबे-लंबे संदेशों से जवाब मिलने की उम्मीद घटती है।',
      },
    },
    {
      id: 'career-m3-q6',
      session: 15,
      prompt: {
        en: 'HR offers ₹4.2 lakh a year. Your research shows ₹4.5–5.5 lakh for this role in your city, and you would like two days a week from home. What is a good reply?',
        hi: 'HR ने सालाना ₹4.2 लाख का ऑफ़र दिया है। आपकी जानकारी के हिसाब से आपके शहर में इस काम के लिए ₹4.5–5.5 लाख मिलते हैं, और आप हफ़्ते में दो दिन घर से काम चाहती हैं। अच्छा जवाब क्या है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Accept at once without asking anything, so that they don’t take the offer back',
            hi: 'बिना कुछ पूछे तुरंत हाँ कह दें, ताकि वे ऑफ़र वापस न ले लें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Refuse and end the conversation',
            hi: 'मना करके बातचीत ख़त्म कर दें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Tell them another company offered ₹6 lakh, even though no such offer exists',
            hi: 'कह दें कि दूसरी कंपनी ₹6 लाख दे रही है, जबकि ऐसा कोई ऑफ़र है ही नहीं',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Thank them, share your researched range, and ask about two hybrid days',
            hi: 'धन्यवाद कहें, अपनी जानकारी वाला दायरा बताएँ, और हफ़्ते में दो दिन घर से काम के बारे में पूछें',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'Polite negotiation based on research is normal and expected. Asking about flexible work along with pay is fair; inventing an offer is dishonest and can backfire.',
        hi: 'जानकारी के आधार पर विनम्रता से मोल-भाव करना आम बात है और इसकी उम्मीद भी की जाती है। सैलरी के साथ लचीले काम के बारे में पूछना ठीक है; झूठा ऑफ़र बताना बेईमानी है और उल्टा पड़ सकता है।',
      },
    },
  ],
  4: [
    {
      id: 'career-m4-q1',
      session: 16,
      prompt: {
        en: 'Copilot in Outlook has turned your rough notes into an e-mail to your manager. What should you check before you press Send?',
        hi: 'Outlook में Copilot ने आपके कच्चे नोट्स से मैनेजर के लिए ई-मेल बना दिया है। भेजने से पहले आपको क्या जाँचना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'That names, numbers and dates match your notes, and the tone fits',
            hi: 'कि नाम, आँकड़े और तारीख़ें आपके नोट्स से मेल खाती हैं, और भाषा ठीक है',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Nothing: Copilot always reads your notes perfectly',
            hi: 'कुछ नहीं: Copilot आपके नोट्स हमेशा बिल्कुल सही समझता है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Only that the e-mail looks long enough',
            hi: 'बस इतना कि ई-मेल काफ़ी लंबा दिखे',
          },
        },
        {
          id: 'd',
          text: {
            en: 'That it uses as many long, formal words as possible, to sound senior',
            hi: 'कि उसमें जितने हो सकें उतने लंबे, औपचारिक शब्द हों, ताकि आप अनुभवी लगें',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'AI drafts can change a number or add a detail you never wrote. You are responsible for what you send, so check the facts and the tone before it goes out.',
        hi: 'AI का मसौदा कोई आँकड़ा बदल सकता है या ऐसी बात जोड़ सकता है जो आपने लिखी ही नहीं। जो आप भेजती हैं उसकी ज़िम्मेदारी आपकी है, इसलिए भेजने से पहले तथ्य और भाषा दोनों जाँचें।',
      },
    },
    {
      id: 'career-m4-q2',
      session: 16,
      prompt: {
        en: 'Your office gives you Copilot on your work account. A friend suggests pasting the company’s client list into a free personal chatbot instead. What is the right call?',
        hi: 'दफ़्तर ने आपको काम वाले अकाउंट पर Copilot दिया है। एक सहेली कहती है कि कंपनी के ग्राहकों की सूची किसी मुफ़्त निजी चैटबॉट में डाल दो। सही फ़ैसला क्या है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Paste it: every AI tool keeps data private',
            hi: 'डाल दें: हर AI टूल डेटा निजी रखता है',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Paste it, but delete the chat afterwards',
            hi: 'डाल दें, पर बाद में चैट मिटा दें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Use only the tools your company approves for its data, and follow its policy',
            hi: 'कंपनी के डेटा के लिए सिर्फ़ वही टूल इस्तेमाल करें जिनकी कंपनी इजाज़त देती है, और उसके नियम मानें',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Company and client data belongs to your employer. Work tools on a work account follow the company’s rules; free personal tools may not, and deleting a chat later does not undo sharing it.',
        hi: 'कंपनी और ग्राहकों का डेटा आपकी कंपनी का है। काम वाले अकाउंट के टूल कंपनी के नियमों से चलते हैं; मुफ़्त निजी टूल शायद नहीं, और बाद में चैट मिटाने से डाला हुआ डेटा वापस नहीं आता।',
      },
    },
    {
      id: 'career-m4-q3',
      session: 17,
      prompt: {
        en: 'Your sales list has the same order twice, extra spaces in customer names and dates written in different ways. Which steps clean it? Choose all that apply.',
        hi: 'आपकी बिक्री की सूची में एक ही ऑर्डर दो बार है, ग्राहकों के नामों में फ़ालतू स्पेस हैं और तारीख़ें अलग-अलग ढंग से लिखी हैं। इसे साफ़ करने के सही क़दम कौन-से हैं? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Use Remove Duplicates on the order numbers',
            hi: 'ऑर्डर नंबर वाले कॉलम पर Remove Duplicates चलाएँ',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Delete every row that looks odd, without checking it',
            hi: 'जो भी पंक्ति अजीब लगे, बिना जाँचे मिटा दें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Colour the messy cells red and leave them as they are',
            hi: 'गड़बड़ वाले सेल लाल रंग दें और वैसे ही छोड़ दें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Use TRIM to remove extra spaces, and set one date format for the column',
            hi: 'फ़ालतू स्पेस हटाने के लिए TRIM लगाएँ, और पूरे कॉलम की तारीख़ें एक ही ढंग में करें',
          },
        },
      ],
      correct: ['a', 'd'],
      explanation: {
        en: 'Remove Duplicates takes out repeated orders, and TRIM plus one consistent date format make the data reliable for formulas. Deleting rows blindly can throw away real sales.',
        hi: 'Remove Duplicates दोहराए गए ऑर्डर हटा देता है, और TRIM के साथ तारीख़ों का एक जैसा ढंग डेटा को फ़ॉर्मूलों के लिए भरोसेमंद बनाता है। बिना देखे पंक्तियाँ मिटाने से असली बिक्री भी हट सकती है।',
      },
    },
    {
      id: 'career-m4-q4',
      session: 18,
      prompt: {
        en: 'Gamma has built a six-slide update from your one-page brief, and you have five minutes to present it. What should you do next?',
        hi: 'Gamma ने आपके एक पन्ने के नोट से छह स्लाइड का अपडेट बना दिया है, और आपको इसे पाँच मिनट में पेश करना है। अब आपको क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Add ten more slides packed with text so that nothing at all is left out',
            hi: 'दस स्लाइड और जोड़ दें, ठसाठस लिखकर, ताकि कुछ भी न छूटे',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Read every slide out word for word',
            hi: 'हर स्लाइड शब्द-शब्द पढ़कर सुनाएँ',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Check the facts, keep one point per slide, and rehearse with a timer',
            hi: 'तथ्य जाँचें, हर स्लाइड पर एक ही मुख्य बात रखें, और घड़ी लगाकर अभ्यास करें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Present it without opening it first',
            hi: 'बिना खोले सीधे पेश कर दें',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'AI-made slides can include wrong figures or filler. Six slides in five minutes means under a minute each, so one clear point per slide and a timed rehearsal keep you on track.',
        hi: 'AI से बनी स्लाइडों में ग़लत आँकड़े या बेकार की बातें आ सकती हैं। पाँच मिनट में छह स्लाइड का मतलब है हर स्लाइड पर एक मिनट से कम, इसलिए हर स्लाइड पर एक साफ़ बात और घड़ी लगाकर किया अभ्यास काम आता है।',
      },
    },
    {
      id: 'career-m4-q5',
      session: 19,
      prompt: {
        en: 'You want to record a team meeting with Otter.ai so that you can write the minutes later. What should you do first?',
        hi: 'आप टीम की मीटिंग Otter.ai से रिकॉर्ड करना चाहती हैं ताकि बाद में मिनट्स लिख सकें। सबसे पहले क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Record quietly; nobody needs to know',
            hi: 'चुपचाप रिकॉर्ड कर लें; किसी को बताने की ज़रूरत नहीं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Record on a phone hidden in your bag instead',
            hi: 'इसके बजाय बैग में छिपे फ़ोन से रिकॉर्ड कर लें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Record it, then post the full transcript in a big public WhatsApp group',
            hi: 'रिकॉर्ड करें, फिर पूरी लिखित बातचीत किसी बड़े सार्वजनिक WhatsApp ग्रुप में डाल दें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Tell everyone and get their OK, as your company’s rules allow',
            hi: 'सबको बताएँ और उनकी हाँ लें, जैसा कंपनी के नियम कहते हैं',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'Recording people without telling them breaks trust and may break company rules. Ask first, then check the transcript, because names and numbers are often misheard.',
        hi: 'लोगों को बताए बिना रिकॉर्ड करना भरोसा तोड़ता है और कंपनी के नियमों के ख़िलाफ़ भी हो सकता है। पहले पूछें, फिर लिखी बातचीत जाँचें, क्योंकि नाम और आँकड़े अक्सर ग़लत सुने जाते हैं।',
      },
    },
    {
      id: 'career-m4-q6',
      session: 20,
      prompt: {
        en: 'Your target job ad asks for basic Power BI. Which two-week learning plan is most likely to work?',
        hi: 'आपकी मनचाही नौकरी के विज्ञापन में Power BI की बुनियादी जानकारी माँगी गई है। दो हफ़्ते की कौन-सी योजना सबसे ज़्यादा कारगर होगी?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Watch ten hours of videos on the last weekend, without trying anything yourself',
            hi: 'आख़िरी शनिवार-रविवार को एक साथ दस घंटे वीडियो देखें, ख़ुद कुछ करके देखे बिना',
          },
        },
        {
          id: 'b',
          text: {
            en: 'A little each day: a short lesson, one practice task, then ChatGPT quizzes you',
            hi: 'रोज़ थोड़ा-थोड़ा: एक छोटा पाठ, एक अभ्यास, फिर ChatGPT से अपनी परीक्षा',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Buy the most expensive course and hope to finish it',
            hi: 'सबसे महँगा कोर्स ख़रीदें और उम्मीद करें कि पूरा हो जाएगा',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Ask ChatGPT to do all the practice tasks for you',
            hi: 'सारे अभ्यास ChatGPT से ही करवा लें',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Short daily practice and testing yourself help you remember far better than cramming. ChatGPT study mode asks you questions and guides you step by step instead of just handing you answers.',
        hi: 'रोज़ थोड़ा अभ्यास और ख़ुद की परीक्षा लेना, एक साथ रटने से कहीं ज़्यादा याद रहता है। ChatGPT का study mode सीधे जवाब देने के बजाय आपसे सवाल पूछता है और क़दम-दर-क़दम समझाता है।',
      },
    },
  ],
  5: [
    {
      id: 'career-m5-q1',
      session: 21,
      prompt: {
        en: 'While searching with Perplexity you keep seeing “returnship” openings. What is a returnship?',
        hi: 'Perplexity पर खोजते हुए आपको बार-बार “returnship” वाली नौकरियाँ दिख रही हैं। returnship क्या होती है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'A refund you get after returning something you bought online',
            hi: 'ऑनलाइन ख़रीदा सामान लौटाने पर मिलने वाला रिफ़ंड',
          },
        },
        {
          id: 'b',
          text: {
            en: 'An unpaid internship only for college students',
            hi: 'सिर्फ़ कॉलेज के छात्रों के लिए बिना पैसे की इंटर्नशिप',
          },
        },
        {
          id: 'c',
          text: {
            en: 'A paid programme to help people return to work after a career break',
            hi: 'करियर ब्रेक के बाद काम पर लौटने में मदद करने वाला, पैसे वाला कार्यक्रम',
          },
        },
        {
          id: 'd',
          text: {
            en: 'A monthly government pension for women who stopped working after marriage',
            hi: 'शादी के बाद काम छोड़ने वाली महिलाओं के लिए हर महीने की सरकारी पेंशन',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Returnships are structured, usually paid programmes, run by many companies in India, for professionals coming back after a break. They often include training and mentoring and can lead to a permanent role.',
        hi: 'Returnship एक तय ढाँचे वाला, आम तौर पर पैसे वाला कार्यक्रम है, जिसे भारत में कई कंपनियाँ ब्रेक के बाद लौट रहे लोगों के लिए चलाती हैं। इसमें अक्सर ट्रेनिंग और मार्गदर्शन मिलता है और आगे पक्की नौकरी भी मिल सकती है।',
      },
    },
    {
      id: 'career-m5-q2',
      session: 21,
      prompt: {
        en: 'A Telegram group promises ₹3,000 a day from home for liking YouTube videos, pays you ₹150 at first, then asks you to “invest” ₹5,000 to unlock bigger tasks. What is this?',
        hi: 'एक Telegram ग्रुप YouTube वीडियो लाइक करने के बदले घर बैठे रोज़ ₹3,000 का वादा करता है, पहले ₹150 भेजता है, फिर बड़े काम खोलने के लिए ₹5,000 “निवेश” करने को कहता है। यह क्या है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'A common task scam: stop, don’t pay, and report it on 1930 or cybercrime.gov.in',
            hi: 'आम “टास्क” धोखाधड़ी: वहीं रुकें, पैसे न दें, और 1930 या cybercrime.gov.in पर शिकायत करें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'A genuine work-from-home job, since they have already sent ₹150 to your bank account',
            hi: 'असली घर से काम वाली नौकरी, आख़िर उन्होंने आपके बैंक खाते में ₹150 भेजे तो हैं',
          },
        },
        {
          id: 'c',
          text: {
            en: 'A freelance gig you can add to your résumé',
            hi: 'फ़्रीलांस काम, जिसे आप रिज़्यूमे में जोड़ सकती हैं',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Task scams pay a small amount first to win your trust, then ask for deposits you never get back. Real remote jobs do not ask you to pay or invest; report it at cybercrime.gov.in or call 1930.',
        hi: '“टास्क” वाली धोखाधड़ी में पहले थोड़े पैसे देकर भरोसा जीता जाता है, फिर ऐसी रक़म माँगी जाती है जो कभी वापस नहीं मिलती। असली नौकरी में पैसे भरने या निवेश करने को नहीं कहा जाता; cybercrime.gov.in पर या 1930 पर शिकायत करें।',
      },
    },
    {
      id: 'career-m5-q3',
      session: 22,
      prompt: {
        en: 'You are putting three pieces of work from this course on a Google Sites portfolio. What makes each piece convincing? Choose all that apply.',
        hi: 'आप इस कोर्स के तीन काम Google Sites पर अपने पोर्टफ़ोलियो में डाल रही हैं। हर काम को असरदार क्या बनाता है? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'A line on the problem, what you did and the result',
            hi: 'एक पंक्ति: समस्या क्या थी, आपने क्या किया और नतीजा क्या रहा',
          },
        },
        {
          id: 'b',
          text: {
            en: 'A clear image or link so visitors can see the work itself',
            hi: 'साफ़ तस्वीर या लिंक, ताकि देखने वाले असली काम देख सकें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Real client names and phone numbers from your old job',
            hi: 'पुरानी नौकरी के असली ग्राहकों के नाम और फ़ोन नंबर',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Work copied from the internet, since nobody will check',
            hi: 'इंटरनेट से उठाया गया काम, कोई जाँचेगा तो है नहीं',
          },
        },
      ],
      correct: ['a', 'b'],
      explanation: {
        en: 'A short note on the problem, your action and the result, plus something to look at, shows what you can do. Keep other people’s private data out, and show only your own work.',
        hi: 'समस्या, आपके क़दम और नतीजे पर छोटा-सा नोट, साथ में देखने लायक़ कुछ, यह दिखाता है कि आप क्या कर सकती हैं। दूसरों की निजी जानकारी बाहर रखें और सिर्फ़ अपना किया काम दिखाएँ।',
      },
    },
    {
      id: 'career-m5-q4',
      session: 23,
      prompt: {
        en: 'A client on Upwork likes your proposal, then asks you to move to WhatsApp and take payment outside the platform “to save fees”. What should you do?',
        hi: 'Upwork पर एक क्लाइंट को आपका प्रस्ताव पसंद आया, फिर वह कहता है कि “फ़ीस बचाने के लिए” WhatsApp पर बात करें और पैसे प्लेटफ़ॉर्म के बाहर लें। आप क्या करें?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Agree, since it saves both of you money',
            hi: 'मान जाएँ, इससे दोनों के पैसे बचेंगे',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Keep the work and the payment on the platform, as its rules require',
            hi: 'काम और भुगतान दोनों प्लेटफ़ॉर्म पर ही रखें, जैसा उसके नियम कहते हैं',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Share your UPI PIN so that they can pay you faster',
            hi: 'अपना UPI PIN बता दें ताकि वे जल्दी पैसे भेज सकें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Start the work right away and ask for payment at the end, off the platform',
            hi: 'अभी से काम शुरू कर दें और आख़िर में प्लेटफ़ॉर्म के बाहर पैसे माँग लें',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Upwork’s rules say to pay through the platform, and its payment protection covers only work paid there. Going off-platform risks unpaid work, and you never need to share your UPI PIN to receive money.',
        hi: 'Upwork के नियमों के मुताबिक़ भुगतान प्लेटफ़ॉर्म से ही होना चाहिए, और उसकी भुगतान सुरक्षा भी सिर्फ़ वहीं के काम पर मिलती है। बाहर जाने पर मेहनत के पैसे डूब सकते हैं, और पैसे पाने के लिए UPI PIN कभी नहीं बताना पड़ता।',
      },
    },
    {
      id: 'career-m5-q5',
      session: 24,
      prompt: {
        en: 'Notion AI is helping you draft a 30-60-90 day plan for a customer-support role. Which goal is measurable?',
        hi: 'Notion AI कस्टमर-सपोर्ट की नौकरी के लिए आपकी 30-60-90 दिन की योजना बनाने में मदद कर रहा है। इनमें से कौन-सा लक्ष्य मापा जा सकता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Try hard every single day and learn as much as I possibly can about everything',
            hi: 'हर दिन पूरी मेहनत करूँ और हर चीज़ के बारे में जितना हो सके सीखूँ',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Be a good team member',
            hi: 'टीम की अच्छी सदस्य बनूँ',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Understand the company well',
            hi: 'कंपनी को अच्छे से समझूँ',
          },
        },
        {
          id: 'd',
          text: {
            en: 'By day 60, handle 20 customer queries a day on my own',
            hi: '60वें दिन तक रोज़ ग्राहकों के 20 सवाल अपने दम पर निपटाऊँ',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'A measurable goal has a number and a date, so you and your manager can both tell whether you reached it. Vague goals sound good but cannot be checked.',
        hi: 'मापे जा सकने वाले लक्ष्य में एक संख्या और एक तारीख़ होती है, ताकि आप और आपका मैनेजर दोनों देख सकें कि लक्ष्य पूरा हुआ या नहीं। गोल-मोल लक्ष्य सुनने में अच्छे लगते हैं, पर उन्हें जाँचा नहीं जा सकता।',
      },
    },
    {
      id: 'career-m5-q6',
      session: 25,
      prompt: {
        en: 'You are setting weekly targets for your 30-day job-search plan. Which target is realistic and easy to track?',
        hi: 'आप नौकरी खोजने की अपनी 30 दिन की योजना के लिए हर हफ़्ते के लक्ष्य तय कर रही हैं। कौन-सा लक्ष्य व्यावहारिक है और जिसका हिसाब रखना आसान है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Apply to every single opening on Naukri and LinkedIn each day, whatever the role or city',
            hi: 'रोज़ Naukri और LinkedIn की हर नौकरी पर आवेदन करूँ, काम या शहर चाहे जो हो',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Wait for recruiters to find your profile',
            hi: 'इंतज़ार करूँ कि रिक्रूटर ख़ुद मेरी प्रोफ़ाइल ढूँढ लें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Five tailored applications and two networking messages a week, tracked in a sheet',
            hi: 'हर हफ़्ते पाँच सोच-समझकर बनाए आवेदन और जान-पहचान बढ़ाने वाले दो संदेश, एक शीट में दर्ज',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Rewrite your résumé from scratch every day',
            hi: 'हर दिन रिज़्यूमे नए सिरे से लिखूँ',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Small, specific targets you can count each week keep you moving and show what is working. Applications tailored to each job get more replies than the same résumé sent everywhere.',
        hi: 'छोटे और साफ़ लक्ष्य, जिन्हें हर हफ़्ते गिना जा सके, आपको आगे बढ़ाते रहते हैं और बताते हैं कि क्या काम कर रहा है। हर नौकरी के हिसाब से बनाए आवेदन पर, हर जगह भेजे एक ही रिज़्यूमे से ज़्यादा जवाब मिलते हैं।',
      },
    },
  ],
};
