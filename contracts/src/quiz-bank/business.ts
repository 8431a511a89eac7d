import type { QuizQuestionDef } from '../quizzes';

/** The module quizzes of "AI for Women in Business": module number (1–5) → its questions. */
export const BUSINESS_QUIZZES: Record<number, QuizQuestionDef[]> = {
  1: [
    {
      id: 'business-m1-q1',
      session: 1,
      prompt: {
        en: 'ChatGPT helped you write one paragraph about your home tiffin service. Which version is the clearest offer?',
        hi: 'ChatGPT की मदद से आपने अपनी घर की टिफ़िन सेवा के बारे में एक पैराग्राफ़ लिखा। इनमें से कौन-सा सबसे साफ़ ऑफ़र है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'We make the best and tastiest food in the whole world, for every kind of person, at any time you like.',
            hi: 'हम पूरी दुनिया का सबसे अच्छा और स्वादिष्ट खाना बनाते हैं, हर किसी के लिए, जब चाहें तब।',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Tiffin available. Contact for details.',
            hi: 'टिफ़िन मिलता है। जानकारी के लिए संपर्क करें।',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Home-style veg lunch for office workers in Baner, delivered by 1 pm, ₹120 a day.',
            hi: 'बानेर में दफ़्तर जाने वालों के लिए घर जैसा शाकाहारी खाना, दोपहर 1 बजे तक, ₹120 रोज़।',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'It says what you sell, who it is for, when it arrives and what it costs, so a buyer can decide at once.',
        hi: 'इसमें साफ़ लिखा है कि आप क्या बेचती हैं, किसके लिए, कब पहुँचेगा और कितने का है, इसलिए ग्राहक तुरंत फ़ैसला कर सकता है।',
      },
    },
    {
      id: 'business-m1-q2',
      session: 2,
      prompt: {
        en: 'You are making a Google Forms survey for your tiffin idea. Which questions belong in it? Choose all that apply.',
        hi: 'आप अपने टिफ़िन के आइडिया के लिए Google Forms में सर्वे बना रही हैं। इनमें से कौन-से सवाल उसमें होने चाहिए? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'How many days a week do you buy lunch from outside?',
            hi: 'आप हफ़्ते में कितने दिन बाहर से दोपहर का खाना लेते हैं?',
          },
        },
        { id: 'b', text: { en: 'What is your Aadhaar number?', hi: 'आपका आधार नंबर क्या है?' } },
        {
          id: 'c',
          text: {
            en: 'How much do you usually pay for one lunch?',
            hi: 'एक बार के खाने के लिए आप आमतौर पर कितने पैसे देते हैं?',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Don’t you agree that home food is always better than restaurant food?',
            hi: 'क्या आप नहीं मानते कि घर का खाना हमेशा होटल के खाने से अच्छा होता है?',
          },
        },
      ],
      correct: ['a', 'c'],
      explanation: {
        en: 'These ask about real habits and spending, which show whether people will buy. A survey never needs an Aadhaar number, and a leading question only gets the answer you hoped for.',
        hi: 'ये सवाल असली आदतों और ख़र्च के बारे में पूछते हैं, जिससे पता चलता है कि लोग ख़रीदेंगे या नहीं। सर्वे में आधार नंबर की कभी ज़रूरत नहीं होती, और घुमाकर पूछा गया सवाल बस वही जवाब दिलाता है जो आप सुनना चाहती हैं।',
      },
    },
    {
      id: 'business-m1-q3',
      session: 3,
      prompt: {
        en: 'Each tiffin costs you ₹70 in food and packing, and you sell it for ₹100. Your fixed costs are ₹3,000 a month. How many tiffins a month must you sell to break even?',
        hi: 'एक टिफ़िन पर खाने और पैकिंग का ख़र्च ₹70 है और आप उसे ₹100 में बेचती हैं। आपका तय मासिक ख़र्च ₹3,000 है। न घाटा हो न मुनाफ़ा, इसके लिए महीने में कितने टिफ़िन बेचने होंगे?',
      },
      options: [
        { id: 'a', text: { en: '30 tiffins', hi: '30 टिफ़िन' } },
        { id: 'b', text: { en: '43 tiffins', hi: '43 टिफ़िन' } },
        { id: 'c', text: { en: '100 tiffins', hi: '100 टिफ़िन' } },
        { id: 'd', text: { en: '300 tiffins', hi: '300 टिफ़िन' } },
      ],
      correct: ['c'],
      explanation: {
        en: 'Each tiffin leaves you ₹30 (₹100 − ₹70). ₹3,000 ÷ ₹30 = 100 tiffins cover your fixed costs; every tiffin after that is profit.',
        hi: 'हर टिफ़िन से ₹30 बचते हैं (₹100 − ₹70)। ₹3,000 ÷ ₹30 = 100 टिफ़िन से तय ख़र्च निकल जाता है; उसके बाद हर टिफ़िन मुनाफ़ा है।',
      },
    },
    {
      id: 'business-m1-q4',
      session: 3,
      prompt: {
        en: 'You stitch a blouse in three hours, and the lining and thread cost ₹150. What should your price cover?',
        hi: 'आप एक ब्लाउज़ तीन घंटे में सिलती हैं, और अस्तर व धागे का ख़र्च ₹150 है। आपकी क़ीमत में क्या-क्या शामिल होना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'The materials, your three hours of work, and a share of costs like electricity and the machine',
            hi: 'सामान, आपके तीन घंटे की मेहनत, और बिजली व मशीन जैसे ख़र्चों का हिस्सा',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Only the ₹150 for materials, because you work from home and your own time costs nothing',
            hi: 'सिर्फ़ ₹150 का सामान, क्योंकि आप घर से काम करती हैं और आपके अपने समय की कोई क़ीमत नहीं',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Whatever the cheapest tailor in your lane charges, even if that is less than the blouse costs you to make',
            hi: 'गली का सबसे सस्ता दर्ज़ी जितना लेता है उतना, चाहे वह आपकी लागत से भी कम हो',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Your time is a real cost. If the price covers only materials, you are working for free, and the business cannot last.',
        hi: 'आपका समय भी असली लागत है। अगर क़ीमत से सिर्फ़ सामान का ख़र्च निकले, तो आप मुफ़्त में काम कर रही हैं और ऐसा काम लंबे समय तक नहीं चल सकता।',
      },
    },
    {
      id: 'business-m1-q5',
      session: 4,
      prompt: {
        en: 'Perplexity gives you the prices of five cake sellers near you. What should you do before you use them in your comparison?',
        hi: 'Perplexity ने आपके आस-पास के पाँच केक बेचने वालों की क़ीमतें बताईं। अपनी तुलना में इन्हें इस्तेमाल करने से पहले आपको क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Use them as they are, since AI answers are always up to date',
            hi: 'जैसी हैं वैसी ही इस्तेमाल करें, क्योंकि AI के जवाब हमेशा ताज़ा होते हैं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Keep only the seller with the most stars and drop the rest',
            hi: 'सिर्फ़ सबसे ज़्यादा स्टार वाले विक्रेता को रखें, बाकी हटा दें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Copy their product photos so that your comparison looks complete',
            hi: 'तुलना पूरी दिखे, इसलिए उनकी प्रोडक्ट फ़ोटो कॉपी कर लें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Open the linked sources and check each seller on Google Maps or their own page',
            hi: 'दिए गए स्रोत खोलें और हर विक्रेता को Google Maps या उसके अपने पेज पर जाँचें',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'AI search can show old or mixed-up prices. Checking the sources, the Maps listings and recent reviews makes sure your comparison is true today.',
        hi: 'AI सर्च पुरानी या गड़बड़ क़ीमतें दिखा सकता है। स्रोत, Maps की लिस्टिंग और हाल के रिव्यू जाँचने से आपकी तुलना आज के हिसाब से सही रहती है।',
      },
    },
    {
      id: 'business-m1-q6',
      session: 5,
      prompt: {
        en: 'You want Udyam registration for your home business. Which statement is true?',
        hi: 'आप अपने घरेलू कारोबार के लिए Udyam रजिस्ट्रेशन करवाना चाहती हैं। कौन-सी बात सही है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'You must pay an agent at least ₹5,000 to get it',
            hi: 'इसके लिए किसी एजेंट को कम से कम ₹5,000 देने ही पड़ते हैं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'It is free on the official Udyam portal, using your Aadhaar',
            hi: 'यह सरकारी Udyam पोर्टल पर आधार से मुफ़्त होता है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'It is only for factories with more than 50 workers',
            hi: 'यह सिर्फ़ 50 से ज़्यादा कामगारों वाली फ़ैक्टरियों के लिए है',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Once you have it, you never need GST or FSSAI registration',
            hi: 'यह मिल जाए तो GST या FSSAI रजिस्ट्रेशन की कभी ज़रूरत नहीं पड़ती',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Udyam registration costs nothing on the government portal, udyamregistration.gov.in. It does not replace GST or FSSAI, which depend on what you sell and how much.',
        hi: 'सरकारी पोर्टल udyamregistration.gov.in पर Udyam रजिस्ट्रेशन का कोई पैसा नहीं लगता। यह GST या FSSAI की जगह नहीं लेता; उनकी ज़रूरत इस पर निर्भर है कि आप क्या और कितना बेचती हैं।',
      },
    },
  ],
  2: [
    {
      id: 'business-m2-q1',
      session: 6,
      prompt: {
        en: 'ChatGPT helped you shortlist three brand names. How can you check that a name is not already taken? Choose all that apply.',
        hi: 'ChatGPT की मदद से आपने ब्रांड के तीन नाम चुने। कोई नाम पहले से किसी और का तो नहीं, यह कैसे जाँचें? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: { en: 'Search for it on Google and Instagram', hi: 'उसे Google और Instagram पर खोजें' },
        },
        {
          id: 'b',
          text: {
            en: 'Ask ChatGPT whether it is trademarked and trust its answer',
            hi: 'ChatGPT से पूछें कि यह ट्रेडमार्क है या नहीं, और उसकी बात मान लें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Search the public trademark records on the IP India website',
            hi: 'IP India की वेबसाइट पर ट्रेडमार्क के सार्वजनिक रिकॉर्ड में खोजें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'No need to check: a name ChatGPT invented cannot belong to anyone else',
            hi: 'जाँचने की ज़रूरत नहीं: ChatGPT का सुझाया नाम किसी और का नहीं हो सकता',
          },
        },
      ],
      correct: ['a', 'c'],
      explanation: {
        en: 'A Google and Instagram search shows shops already using the name, and the IP India trademark search shows registered brands. ChatGPT cannot check these records reliably.',
        hi: 'Google और Instagram पर खोजने से पता चलता है कि कोई दुकान यह नाम पहले से तो नहीं चला रही, और IP India पर ट्रेडमार्क सर्च से रजिस्टर्ड ब्रांड दिखते हैं। ChatGPT इन रिकॉर्ड को भरोसे से नहीं जाँच सकता।',
      },
    },
    {
      id: 'business-m2-q2',
      session: 7,
      prompt: {
        en: 'What does a Canva Brand Kit do for your business?',
        hi: 'Canva Brand Kit आपके बिज़नेस के लिए क्या करता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'It registers your logo as a trademark with the government, so nobody can ever copy it',
            hi: 'यह आपके लोगो को सरकार के पास ट्रेडमार्क के रूप में रजिस्टर कर देता है, ताकि कोई नकल न कर सके',
          },
        },
        {
          id: 'b',
          text: {
            en: 'It keeps your logo, colours and fonts in one place, so every design looks like you',
            hi: 'यह आपका लोगो, रंग और फ़ॉन्ट एक जगह रखता है, ताकि हर डिज़ाइन आपके ब्रांड जैसा दिखे',
          },
        },
        {
          id: 'c',
          text: {
            en: 'It makes Instagram show your posts to many more people automatically, without any ads',
            hi: 'यह Instagram पर आपकी पोस्ट अपने आप कहीं ज़्यादा लोगों तक पहुँचा देता है, बिना किसी विज्ञापन के',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'The Brand Kit saves your logo, colours and fonts so you can apply them in one click. The same look everywhere helps customers recognise and trust you.',
        hi: 'Brand Kit आपका लोगो, रंग और फ़ॉन्ट सहेजकर रखता है, ताकि आप एक क्लिक में उन्हें लगा सकें। हर जगह एक जैसा रूप रखने से ग्राहक आपको पहचानते हैं और आप पर भरोसा करते हैं।',
      },
    },
    {
      id: 'business-m2-q3',
      session: 8,
      prompt: {
        en: 'You are photographing your handmade earrings on your phone, to clean up later in Snapseed and Canva. Which set-up gives the best photo?',
        hi: 'आप अपने हाथ से बने झुमकों की फ़ोटो फ़ोन से ले रही हैं, जिन्हें बाद में Snapseed और Canva में ठीक करेंगी। सबसे अच्छी फ़ोटो किस तरह आएगी?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'In daylight near a window, on a plain background, with the phone held steady',
            hi: 'दिन में खिड़की के पास, सादे बैकग्राउंड पर, फ़ोन स्थिर पकड़कर',
          },
        },
        {
          id: 'b',
          text: {
            en: 'At night under a tube light, with the flash on so that every small detail shows',
            hi: 'रात में ट्यूबलाइट के नीचे, फ़्लैश चालू करके, ताकि हर बारीकी दिखे',
          },
        },
        {
          id: 'c',
          text: {
            en: 'On a bright printed bedsheet, so the photo looks colourful',
            hi: 'चटक छपाई वाली चादर पर, ताकि फ़ोटो रंगीन लगे',
          },
        },
        {
          id: 'd',
          text: {
            en: 'From across the room, zooming in as far as the phone allows',
            hi: 'कमरे के दूसरे कोने से, फ़ोन में जितना हो सके ज़ूम करके',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Soft daylight shows true colours without harsh shadows, and a plain background keeps the focus on the product and makes background removal cleaner.',
        hi: 'दिन की हल्की रोशनी में असली रंग दिखते हैं और तेज़ परछाई नहीं आती। सादा बैकग्राउंड प्रोडक्ट पर ध्यान बनाए रखता है और बैकग्राउंड हटाना भी आसान होता है।',
      },
    },
    {
      id: 'business-m2-q4',
      session: 9,
      prompt: {
        en: 'ChatGPT’s description of your dupatta says ‘pure handwoven silk’, but it is a cotton-silk blend. What should you do?',
        hi: 'ChatGPT ने आपके दुपट्टे के विवरण में ‘शुद्ध हाथ से बुना रेशम’ लिखा है, जबकि वह कॉटन-सिल्क मिक्स है। आपको क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Correct it to the real fabric before you publish',
            hi: 'ऑनलाइन डालने से पहले उसे असली कपड़े के नाम से ठीक करें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Keep it, because customers like the word ‘silk’ and most of them will never notice the difference',
            hi: 'रहने दें, क्योंकि ग्राहकों को ‘सिल्क’ शब्द पसंद है और ज़्यादातर को फ़र्क़ पता नहीं चलेगा',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Remove every detail about the fabric, so that nobody can complain about it later',
            hi: 'कपड़े की सारी जानकारी हटा दें, ताकि बाद में कोई शिकायत न कर सके',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'AI can add claims that are not true. A description must match the real product; a wrong fabric claim misleads buyers and brings returns and bad reviews.',
        hi: 'AI ऐसी बातें जोड़ सकता है जो सच नहीं होतीं। विवरण असली प्रोडक्ट से मेल खाना चाहिए; कपड़े के बारे में ग़लत दावा ग्राहक को गुमराह करता है, और इससे सामान वापस आता है और बुरे रिव्यू मिलते हैं।',
      },
    },
    {
      id: 'business-m2-q5',
      session: 9,
      prompt: {
        en: 'You use a product-listing template with ChatGPT. What should each catalogue description include? Choose all that apply.',
        hi: 'आप ChatGPT के साथ प्रोडक्ट-लिस्टिंग टेम्पलेट इस्तेमाल कर रही हैं। कैटलॉग के हर विवरण में क्या होना चाहिए? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'A long paragraph about why other sellers are bad',
            hi: 'दूसरे विक्रेता क्यों ख़राब हैं, इस पर लंबा पैराग्राफ़',
          },
        },
        {
          id: 'b',
          text: {
            en: 'The size or weight, so buyers know exactly what they get',
            hi: 'साइज़ या वज़न, ताकि ग्राहक को ठीक-ठीक पता हो कि उसे क्या मिलेगा',
          },
        },
        {
          id: 'c',
          text: {
            en: 'The names and phone numbers of your happy customers',
            hi: 'आपके ख़ुश ग्राहकों के नाम और फ़ोन नंबर',
          },
        },
        {
          id: 'd',
          text: {
            en: 'What it is made of and how to care for it',
            hi: 'यह किस चीज़ से बना है और इसकी देखभाल कैसे करें',
          },
        },
      ],
      correct: ['b', 'd'],
      explanation: {
        en: 'Size, material and care answer the questions buyers ask most, so fewer orders come back. Never share customers’ personal details, and running others down does not build trust.',
        hi: 'साइज़, मटीरियल और देखभाल की जानकारी ग्राहकों के सबसे आम सवालों का जवाब है, इससे कम सामान वापस आता है। ग्राहकों की निजी जानकारी कभी साझा न करें, और दूसरों की बुराई से भरोसा नहीं बनता।',
      },
    },
    {
      id: 'business-m2-q6',
      session: 10,
      prompt: {
        en: 'You are publishing your catalogue on Dukaan or Instagram Shop. What must a buyer be able to see before she orders?',
        hi: 'आप अपना कैटलॉग Dukaan या Instagram Shop पर डाल रही हैं। ऑर्डर करने से पहले ग्राहक को क्या दिखना ज़रूरी है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Only photos; you will share the prices privately in messages',
            hi: 'सिर्फ़ फ़ोटो; क़ीमत आप मैसेज में अलग से बताएँगी',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Your home address and personal phone number on every product',
            hi: 'हर प्रोडक्ट पर आपके घर का पता और निजी फ़ोन नंबर',
          },
        },
        {
          id: 'c',
          text: {
            en: 'A long list of every product you might make someday',
            hi: 'उन सब प्रोडक्ट की लंबी सूची जो आप शायद कभी बनाएँ',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Prices, delivery areas and payment options',
            hi: 'क़ीमत, डिलीवरी के इलाक़े और भुगतान के तरीक़े',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'Clear prices, where you deliver and how to pay let a buyer order without waiting for your reply. Keep your home address private and share it only when a pickup needs it.',
        hi: 'साफ़ क़ीमत, डिलीवरी कहाँ तक होती है और भुगतान कैसे करें, यह सब दिखे तो ग्राहक आपके जवाब का इंतज़ार किए बिना ऑर्डर कर सकती है। घर का पता निजी रखें, और ज़रूरत हो तभी बताएँ।',
      },
    },
  ],
  3: [
    {
      id: 'business-m3-q1',
      session: 11,
      prompt: {
        en: 'ChatGPT has written 30 days of Instagram captions for you. What should you do before you schedule them?',
        hi: 'ChatGPT ने आपके लिए 30 दिन के Instagram कैप्शन लिख दिए हैं। इन्हें शेड्यूल करने से पहले क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Post them exactly as written, because the AI already knows your business and customers better than you do',
            hi: 'जैसे लिखे हैं वैसे ही पोस्ट करें, क्योंकि AI आपके बिज़नेस और ग्राहकों को आपसे बेहतर जानता है',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Read each one, fix prices and dates, and reword it so it sounds like you',
            hi: 'हर कैप्शन पढ़ें, क़ीमत और तारीख़ ठीक करें, और उसे अपने अंदाज़ में लिखें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Use the one caption you like best on all 30 days',
            hi: 'जो कैप्शन सबसे अच्छा लगे, वही सभी 30 दिन लगाएँ',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'AI drafts save time, but they can get facts wrong and sound like everyone else. Your edits keep prices right and make the posts feel personal.',
        hi: 'AI के ड्राफ़्ट से समय बचता है, पर उनमें तथ्य ग़लत हो सकते हैं और वे सबके जैसे लगते हैं। आपके बदलाव से क़ीमतें सही रहती हैं और पोस्ट में आपकी अपनी बात झलकती है।',
      },
    },
    {
      id: 'business-m3-q2',
      session: 12,
      prompt: {
        en: 'Canva Magic Design made your Diwali offer poster. What should you check before sharing it and your WhatsApp status? Choose all that apply.',
        hi: 'Canva Magic Design ने आपका दिवाली ऑफ़र पोस्टर बना दिया। इसे और WhatsApp स्टेटस को शेयर करने से पहले क्या जाँचें? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'That it uses as many different fonts as possible',
            hi: 'कि उसमें जितने हो सकें उतने अलग-अलग फ़ॉन्ट हों',
          },
        },
        {
          id: 'b',
          text: {
            en: 'That the price, discount and last date of the offer are right',
            hi: 'कि क़ीमत, छूट और ऑफ़र की आख़िरी तारीख़ सही हो',
          },
        },
        {
          id: 'c',
          text: {
            en: 'That a big brand’s logo is on it, so it looks more trusted',
            hi: 'कि भरोसा बढ़ाने के लिए उस पर किसी बड़े ब्रांड का लोगो हो',
          },
        },
        {
          id: 'd',
          text: {
            en: 'That the text is easy to read on a small phone screen',
            hi: 'कि छोटी फ़ोन स्क्रीन पर भी लिखा हुआ आसानी से पढ़ा जा सके',
          },
        },
      ],
      correct: ['b', 'd'],
      explanation: {
        en: 'A wrong price or date confuses buyers and costs trust, and most people see your poster on a phone. Another brand’s logo is not yours to use.',
        hi: 'ग़लत क़ीमत या तारीख़ से ग्राहक उलझते हैं और भरोसा टूटता है, और ज़्यादातर लोग पोस्टर फ़ोन पर ही देखते हैं। किसी दूसरे ब्रांड का लोगो आप इस्तेमाल नहीं कर सकतीं।',
      },
    },
    {
      id: 'business-m3-q3',
      session: 13,
      prompt: {
        en: 'YouTube Create added auto-captions to your 30-second product reel. What is the right next step?',
        hi: 'YouTube Create ने आपकी 30 सेकंड की प्रोडक्ट रील में अपने आप सबटाइटल जोड़ दिए। अब सही क़दम क्या है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Read every caption and fix wrong words, especially product names and prices',
            hi: 'हर सबटाइटल पढ़ें और ग़लत शब्द ठीक करें, ख़ासकर प्रोडक्ट के नाम और क़ीमत',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Delete them all, because everyone watches reels with the sound on and nobody reads subtitles anyway',
            hi: 'सब हटा दें, क्योंकि सब रील आवाज़ चालू करके देखते हैं और सबटाइटल कोई नहीं पढ़ता',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Leave them as they are; auto-captions never make mistakes',
            hi: 'जैसे हैं वैसे छोड़ दें; अपने आप बने सबटाइटल में कभी ग़लती नहीं होती',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Many people watch reels on mute, so captions matter, but auto-captions often mishear names, Hindi words and numbers. A quick check keeps your message right.',
        hi: 'बहुत लोग रील बिना आवाज़ के देखते हैं, इसलिए सबटाइटल ज़रूरी हैं, पर अपने आप बने सबटाइटल अक्सर नाम, हिंदी शब्द और अंक ग़लत सुन लेते हैं। एक बार जाँच लेने से आपका संदेश सही रहता है।',
      },
    },
    {
      id: 'business-m3-q4',
      session: 14,
      prompt: {
        en: 'A customer leaves a 2-star review on your Google Business Profile because the delivery was late. Which reply is best?',
        hi: 'एक ग्राहक ने डिलीवरी देर से होने पर आपकी Google Business Profile पर 2 स्टार का रिव्यू दिया। सबसे अच्छा जवाब कौन-सा है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Ask friends and relatives to post five-star reviews, so this one is pushed down',
            hi: 'दोस्तों और रिश्तेदारों से पाँच स्टार के रिव्यू डलवाएँ, ताकि यह नीचे चला जाए',
          },
        },
        {
          id: 'b',
          text: {
            en: '‘Sorry your order was late. We have changed our delivery slots; please message us so we can make it right.’',
            hi: '‘देर के लिए माफ़ी चाहते हैं। हमने डिलीवरी का समय बदल दिया है; कृपया हमें मैसेज करें, ताकि हम इसकी भरपाई कर सकें।’',
          },
        },
        {
          id: 'c',
          text: {
            en: '‘This is not true. Your order was on time.’',
            hi: '‘यह सच नहीं है। आपका ऑर्डर समय पर पहुँचा था।’',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'A calm apology and a fix show every future reader that you care. Fake reviews break Google’s rules and can harm your profile.',
        hi: 'शांत माफ़ी और सुधार की बात से आगे पढ़ने वाले हर ग्राहक को दिखता है कि आपको उनकी परवाह है। नक़ली रिव्यू Google के नियमों के ख़िलाफ़ हैं और आपकी प्रोफ़ाइल को नुकसान पहुँचा सकते हैं।',
      },
    },
    {
      id: 'business-m3-q5',
      session: 15,
      prompt: {
        en: 'You spent ₹500 on a boosted post for your home bakery. How should you judge whether it worked?',
        hi: 'आपने अपनी घरेलू बेकरी की एक पोस्ट को बूस्ट करने पर ₹500 ख़र्च किए। कैसे तय करें कि इसका फ़ायदा हुआ?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'By the number of likes, since likes always turn into sales sooner or later',
            hi: 'कितने लाइक मिले, उससे, क्योंकि लाइक देर-सवेर बिक्री में बदल ही जाते हैं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'By how many people messaged or ordered, compared with the ₹500 you spent',
            hi: 'कितने लोगों ने मैसेज या ऑर्डर किया, उसकी तुलना ख़र्च किए ₹500 से करके',
          },
        },
        {
          id: 'c',
          text: {
            en: 'By whether a bigger bakery nearby lost followers that week',
            hi: 'इससे कि उस हफ़्ते पास की बड़ी बेकरी के फ़ॉलोअर घटे या नहीं',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Likes are nice but do not pay the bills. Count the enquiries and orders the post brought: if the profit on those orders is more than ₹500, the boost paid for itself.',
        hi: 'लाइक अच्छे लगते हैं, पर उनसे ख़र्च नहीं चलता। गिनें कि पोस्ट से कितनी पूछताछ और ऑर्डर आए: अगर उन ऑर्डर का मुनाफ़ा ₹500 से ज़्यादा है, तो बूस्ट का ख़र्च वसूल हो गया।',
      },
    },
    {
      id: 'business-m3-q6',
      session: 15,
      prompt: {
        en: 'You are planning that ₹500 boost with ChatGPT’s help. Which choices make sense? Choose all that apply.',
        hi: 'आप ChatGPT की मदद से ₹500 के उस बूस्ट की योजना बना रही हैं। कौन-से फ़ैसले समझदारी के हैं? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Show it to people within a few kilometres, where you can deliver',
            hi: 'इसे आस-पास के कुछ किलोमीटर के लोगों को दिखाएँ, जहाँ तक आप डिलीवरी कर सकती हैं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Show it to all of India, to reach as many people as possible',
            hi: 'इसे पूरे भारत में दिखाएँ, ताकि ज़्यादा से ज़्यादा लोग देखें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Use one clear message with the price and how to order',
            hi: 'एक साफ़ संदेश रखें, जिसमें क़ीमत और ऑर्डर करने का तरीक़ा हो',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Use a nicer cake photo taken from another bakery’s page',
            hi: 'किसी दूसरी बेकरी के पेज से ज़्यादा सुंदर केक की फ़ोटो लगा लें',
          },
        },
      ],
      correct: ['a', 'c'],
      explanation: {
        en: 'A small budget works best on nearby people who can really order, with one clear message. All of India wastes the money, and another seller’s photo misleads buyers.',
        hi: 'छोटा बजट तब सबसे अच्छा काम करता है जब वह आस-पास के उन लोगों तक पहुँचे जो सच में ऑर्डर कर सकते हैं, और संदेश एक ही और साफ़ हो। पूरे भारत में दिखाने से पैसे बर्बाद होते हैं, और दूसरे की फ़ोटो ग्राहक को गुमराह करती है।',
      },
    },
  ],
  4: [
    {
      id: 'business-m4-q1',
      session: 16,
      prompt: {
        en: 'Your home kitchen closes at 8 pm. Which WhatsApp Business feature answers customers who message you after that?',
        hi: 'आपकी घर की रसोई रात 8 बजे बंद हो जाती है। उसके बाद मैसेज करने वाले ग्राहकों को WhatsApp Business का कौन-सा फ़ीचर जवाब देता है?',
      },
      options: [
        { id: 'a', text: { en: 'Labels', hi: 'लेबल' } },
        { id: 'b', text: { en: 'Quick replies', hi: 'क्विक रिप्लाई' } },
        { id: 'c', text: { en: 'Away message', hi: 'अवे मैसेज' } },
        { id: 'd', text: { en: 'Catalogue link', hi: 'कैटलॉग लिंक' } },
      ],
      correct: ['c'],
      explanation: {
        en: 'An away message goes out automatically outside the hours you set, so a customer knows when you will reply. Quick replies are saved answers that you send yourself.',
        hi: 'अवे मैसेज आपके तय किए समय के बाहर अपने आप चला जाता है, ताकि ग्राहक को पता रहे कि आप कब जवाब देंगी। क्विक रिप्लाई पहले से सहेजे जवाब हैं, जिन्हें आप ख़ुद भेजती हैं।',
      },
    },
    {
      id: 'business-m4-q2',
      session: 16,
      prompt: {
        en: 'A caller says he is from WhatsApp and must ‘verify your business account’. He asks for the 6-digit code you just got by SMS. What do you do?',
        hi: 'एक व्यक्ति फ़ोन पर कहता है कि वह WhatsApp से है और उसे आपका बिज़नेस अकाउंट ‘वेरिफ़ाई’ करना है। वह SMS से अभी आया 6 अंकों का कोड माँगता है। आप क्या करेंगी?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Do not share it, end the call, and turn on two-step verification in WhatsApp',
            hi: 'कोड न बताएँ, फ़ोन काट दें, और WhatsApp में टू-स्टेप वेरिफ़िकेशन चालू करें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Read it out, since your business account needs to be verified',
            hi: 'कोड बता दें, क्योंकि बिज़नेस अकाउंट वेरिफ़ाई होना ज़रूरी है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Give him only the first three digits, to be safe',
            hi: 'सावधानी के लिए सिर्फ़ पहले तीन अंक बताएँ',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'That code lets someone take over your WhatsApp and message your customers. WhatsApp never asks for it by phone; two-step verification adds a PIN only you know.',
        hi: 'इस कोड से कोई भी आपका WhatsApp अपने क़ब्ज़े में लेकर आपके ग्राहकों को मैसेज कर सकता है। WhatsApp फ़ोन पर यह कोड कभी नहीं माँगता; टू-स्टेप वेरिफ़िकेशन से एक PIN जुड़ जाता है, जो सिर्फ़ आपको पता होता है।',
      },
    },
    {
      id: 'business-m4-q3',
      session: 17,
      prompt: {
        en: 'In your order sheet, Gemini wrote a formula for ‘Stock left’. For 50 jars of pickle with 32 sold, it shows 82. What does this tell you?',
        hi: 'आपकी ऑर्डर शीट में Gemini ने ‘बचा हुआ स्टॉक’ के लिए फ़ॉर्मूला लिखा। अचार के 50 डिब्बों में से 32 बिकने पर वह 82 दिखाता है। इसका क्या मतलब है?',
      },
      options: [
        { id: 'a', text: { en: 'You now have 82 jars in stock', hi: 'अब आपके पास 82 डिब्बे हैं' } },
        {
          id: 'b',
          text: {
            en: 'The sheet must be right, because Gemini wrote the formula',
            hi: 'शीट सही ही होगी, क्योंकि फ़ॉर्मूला Gemini ने लिखा है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'You should delete the sheet and go back to a notebook',
            hi: 'शीट मिटा दें और फिर से कॉपी में हिसाब लिखें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'The formula adds instead of subtracting; fix it so it shows 18',
            hi: 'फ़ॉर्मूला घटाने की जगह जोड़ रहा है; उसे ठीक करें ताकि 18 दिखे',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'Stock left is opening stock minus what sold: 50 − 32 = 18. Testing an AI-written formula on a row you can work out yourself catches mistakes like this.',
        hi: 'बचा हुआ स्टॉक = शुरू का स्टॉक − बिका हुआ: 50 − 32 = 18। AI के लिखे फ़ॉर्मूले को ऐसी पंक्ति पर जाँचें जिसका हिसाब आप ख़ुद लगा सकें, तो ऐसी ग़लती तुरंत पकड़ में आ जाती है।',
      },
    },
    {
      id: 'business-m4-q4',
      session: 18,
      prompt: {
        en: 'You sent a Zoho invoice with a UPI payment link. Which of these are true? Choose all that apply.',
        hi: 'आपने UPI पेमेंट लिंक के साथ Zoho का इनवॉइस भेजा। इनमें से कौन-सी बातें सही हैं? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'To receive the money, you may need to enter your UPI PIN',
            hi: 'पैसे पाने के लिए आपको अपना UPI PIN डालना पड़ सकता है',
          },
        },
        {
          id: 'b',
          text: {
            en: 'You never enter your UPI PIN to receive money',
            hi: 'पैसे पाने के लिए UPI PIN कभी नहीं डालना होता',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Confirm the payment in your bank or UPI app, not from a screenshot',
            hi: 'पैसे आए या नहीं, यह स्क्रीनशॉट से नहीं, अपने बैंक या UPI ऐप में देखें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Share your UPI PIN with a customer whose payment keeps failing',
            hi: 'जिस ग्राहक का भुगतान बार-बार अटक रहा हो, उसे अपना UPI PIN बता दें',
          },
        },
      ],
      correct: ['b', 'c'],
      explanation: {
        en: 'A UPI PIN is only for sending money, so a request to enter it to ‘receive’ is a scam. Fake payment screenshots are common, so check your own account before you ship.',
        hi: 'UPI PIN सिर्फ़ पैसे भेजने के लिए होता है, इसलिए पैसे ‘पाने’ के लिए PIN माँगा जाए तो वह धोखा है। नक़ली पेमेंट स्क्रीनशॉट आम हैं, इसलिए सामान भेजने से पहले अपना खाता ज़रूर देखें।',
      },
    },
    {
      id: 'business-m4-q5',
      session: 19,
      prompt: {
        en: 'Copilot in Excel finds that sarees sold the most pieces last year, but pickles earned you the most profit. What does this mean?',
        hi: 'Copilot in Excel बताता है कि पिछले साल सबसे ज़्यादा नग साड़ियों के बिके, पर सबसे ज़्यादा मुनाफ़ा अचार से हुआ। इसका क्या मतलब है?',
      },
      options: [
        {
          id: 'a',
          text: { en: 'You should stop selling sarees from tomorrow', hi: 'कल से साड़ियाँ बेचना बंद कर दें' },
        },
        {
          id: 'b',
          text: {
            en: 'Copilot has made a mistake, because your best seller is always your most profitable product',
            hi: 'Copilot से ग़लती हुई है, क्योंकि सबसे ज़्यादा बिकने वाली चीज़ से ही हमेशा सबसे ज़्यादा मुनाफ़ा होता है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Best-selling and most profitable can differ; look at the profit on each item too',
            hi: 'सबसे ज़्यादा बिकने वाली और सबसे ज़्यादा मुनाफ़े वाली चीज़ अलग हो सकती हैं; हर चीज़ का मुनाफ़ा भी देखें',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'A product can sell a lot but earn little on each piece. Looking at units sold and profit per item together shows where your effort pays most; check Copilot’s totals against your sheet.',
        hi: 'कोई चीज़ बहुत बिक सकती है पर हर नग पर कम कमाई दे सकती है। बिक्री की गिनती और हर चीज़ का मुनाफ़ा साथ देखने से पता चलता है कि मेहनत कहाँ सबसे ज़्यादा फल देती है; Copilot के जोड़ को अपनी शीट से भी मिलाएँ।',
      },
    },
    {
      id: 'business-m4-q6',
      session: 20,
      prompt: {
        en: 'In a ChatGPT role-play, an angry customer says her kurti came in the wrong size. Which first reply is best?',
        hi: 'ChatGPT के साथ अभ्यास में एक नाराज़ ग्राहक कहती है कि उसकी कुर्ती ग़लत साइज़ की आई है। सबसे अच्छा पहला जवाब कौन-सा है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: '‘You should have read the size chart before ordering.’',
            hi: '‘ऑर्डर करने से पहले साइज़ चार्ट पढ़ना चाहिए था।’',
          },
        },
        {
          id: 'b',
          text: {
            en: '‘Sorry about that. Please send a photo of the tag, and I will arrange an exchange.’',
            hi: '‘इसके लिए माफ़ी चाहती हूँ। कृपया टैग की फ़ोटो भेज दीजिए, मैं साइज़ बदलने का इंतज़ाम करती हूँ।’',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Block her number so that the argument does not go on',
            hi: 'उसका नंबर ब्लॉक कर दें, ताकि बहस आगे न बढ़े',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Saying sorry, asking for what you need to check, and offering a fix calms the customer. Your written exchange policy then tells you both what happens next.',
        hi: 'माफ़ी माँगना, जाँच के लिए ज़रूरी चीज़ माँगना और हल बताना ग्राहक को शांत करता है। फिर आपकी लिखी हुई एक्सचेंज नीति दोनों को बताती है कि आगे क्या होगा।',
      },
    },
  ],
  5: [
    {
      id: 'business-m5-q1',
      session: 21,
      prompt: {
        en: 'Your Zap puts each new Google Forms order into your sheet and emails the customer a confirmation. What should you do before sharing the form?',
        hi: 'आपका Zap हर नए Google Forms ऑर्डर को शीट में डालता है और ग्राहक को पुष्टि का ईमेल भेजता है। फ़ॉर्म शेयर करने से पहले क्या करें?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Place a test order yourself and check the new row and the email',
            hi: 'ख़ुद एक टेस्ट ऑर्डर डालें और देखें कि शीट में नई पंक्ति और ईमेल आया या नहीं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Add questions for the customer’s Aadhaar number and date of birth, just in case',
            hi: 'ज़रूरत पड़ जाए, इसलिए ग्राहक के आधार नंबर और जन्मतिथि के सवाल भी जोड़ दें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Nothing; once a Zap is switched on, it can never go wrong',
            hi: 'कुछ नहीं; Zap एक बार चालू हो जाए तो कभी गड़बड़ नहीं होती',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'A test order shows that every answer lands in the right column and the customer really gets the email. To protect privacy, ask only for what you need to deliver.',
        hi: 'टेस्ट ऑर्डर से पता चलता है कि हर जवाब सही कॉलम में जा रहा है और ग्राहक को सच में ईमेल मिल रहा है। ग्राहकों की निजता के लिए सिर्फ़ उतनी जानकारी माँगें जितनी डिलीवरी के लिए ज़रूरी है।',
      },
    },
    {
      id: 'business-m5-q2',
      session: 22,
      prompt: {
        en: 'You are deciding whether selling on Meesho or Amazon is worth it. What should you compare with selling on your own? Choose all that apply.',
        hi: 'आप तय कर रही हैं कि Meesho या Amazon पर बेचना फ़ायदेमंद है या नहीं। ख़ुद बेचने से तुलना करते समय क्या देखें? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'How many followers the marketplace has on Instagram',
            hi: 'उस मार्केटप्लेस के Instagram पर कितने फ़ॉलोअर हैं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'The commission and other fees taken from each order',
            hi: 'हर ऑर्डर पर कटने वाला कमीशन और दूसरी फ़ीस',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Shipping and return costs, and how soon the money reaches you',
            hi: 'शिपिंग और वापसी का ख़र्च, और पैसा कितने दिनों में आपके पास आता है',
          },
        },
      ],
      correct: ['b', 'c'],
      explanation: {
        en: 'What you keep from each sale after fees, shipping and returns decides whether a marketplace pays. Check the current fees in the seller guide, as they change.',
        hi: 'फ़ीस, शिपिंग और वापसी के बाद हर बिक्री से आपके हाथ में कितना बचता है, इसी से तय होता है कि मार्केटप्लेस फ़ायदेमंद है या नहीं। मौजूदा फ़ीस सेलर गाइड में देखें, क्योंकि ये बदलती रहती हैं।',
      },
    },
    {
      id: 'business-m5-q3',
      session: 23,
      prompt: {
        en: 'A WhatsApp message promises a ‘guaranteed Mudra loan’ if you first pay a ₹2,000 fee to a personal UPI ID. What should you do?',
        hi: 'WhatsApp पर मैसेज आया है कि पहले किसी निजी UPI ID पर ₹2,000 फ़ीस भेजें, तो ‘पक्का Mudra लोन’ मिलेगा। आपको क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Pay it, since Mudra is a real government scheme',
            hi: 'पैसे भेज दें, क्योंकि Mudra सच में सरकारी योजना है',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Send photos of your Aadhaar and PAN first, to check whether the offer is real',
            hi: 'पहले आधार और PAN की फ़ोटो भेजकर देखें कि ऑफ़र असली है या नहीं',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Do not pay; apply through a bank or the official portal, and report the number',
            hi: 'पैसे न भेजें; बैंक या सरकारी पोर्टल से आवेदन करें, और उस नंबर की शिकायत करें',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Mudra loans are given by banks and other lenders; you need no agent and no fee sent to a personal UPI ID. Report such messages at cybercrime.gov.in or by calling 1930.',
        hi: 'Mudra लोन बैंक और दूसरी वित्तीय संस्थाएँ देती हैं; इसके लिए न किसी एजेंट की ज़रूरत है, न किसी निजी UPI ID पर फ़ीस भेजने की। ऐसे मैसेज की शिकायत cybercrime.gov.in पर या 1930 पर फ़ोन करके करें।',
      },
    },
    {
      id: 'business-m5-q4',
      session: 23,
      prompt: {
        en: 'Perplexity summarises the Stand-Up India scheme for you. Which summary matches the official scheme?',
        hi: 'Perplexity ने आपको Stand-Up India योजना का सार बताया। कौन-सा सार सरकारी योजना से मेल खाता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Bank loans of ₹10 lakh to ₹1 crore for women or SC/ST entrepreneurs starting a new enterprise',
            hi: 'नया उद्यम शुरू करने वाली महिलाओं या SC/ST उद्यमियों के लिए ₹10 लाख से ₹1 करोड़ तक के बैंक लोन',
          },
        },
        {
          id: 'b',
          text: {
            en: 'A free gift of ₹1 crore to every woman who fills in an online form',
            hi: 'ऑनलाइन फ़ॉर्म भरने वाली हर महिला को ₹1 करोड़ मुफ़्त',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Personal loans for weddings and holidays, paid out by WhatsApp agents',
            hi: 'शादी और छुट्टियों के लिए निजी लोन, जो WhatsApp एजेंट देते हैं',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Stand-Up India helps women and SC/ST entrepreneurs get bank loans of ₹10 lakh to ₹1 crore for a new (greenfield) business. Confirm the details on standupmitra.in before you apply.',
        hi: 'Stand-Up India महिलाओं और SC/ST उद्यमियों को नया (ग्रीनफ़ील्ड) कारोबार शुरू करने के लिए ₹10 लाख से ₹1 करोड़ तक का बैंक लोन दिलाने में मदद करती है। आवेदन से पहले standupmitra.in पर जानकारी पक्की कर लें।',
      },
    },
    {
      id: 'business-m5-q5',
      session: 24,
      prompt: {
        en: 'Gamma’s draft of your gifting pitch says ‘Trusted by 500 companies’. You have served 12 clients so far. What do you do?',
        hi: 'आपकी गिफ़्टिंग पिच के Gamma ड्राफ़्ट में लिखा है ‘500 कंपनियों का भरोसा’। आपने अब तक 12 क्लाइंट के लिए काम किया है। आप क्या करेंगी?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Keep it, because a bigger number will impress the client and nobody ever checks',
            hi: 'रहने दें, क्योंकि बड़ी संख्या से क्लाइंट प्रभावित होगा और कोई जाँच नहीं करता',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Change it to 100, which sounds more believable',
            hi: 'उसे 100 कर दें, जो ज़्यादा भरोसेमंद लगता है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Write the true number and add a real quote from one of your clients',
            hi: 'सही संख्या लिखें और अपने किसी क्लाइंट की असली राय जोड़ें',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'A bulk buyer may ask for references, and a false claim can cost you the order and your good name. Twelve happy clients and one real quote are strong proof for a small business.',
        hi: 'थोक ख़रीदार रेफ़रेंस माँग सकता है, और झूठे दावे से ऑर्डर और आपकी साख दोनों जा सकते हैं। छोटे बिज़नेस के लिए 12 ख़ुश क्लाइंट और एक असली राय अच्छा सबूत है।',
      },
    },
    {
      id: 'business-m5-q6',
      session: 25,
      prompt: {
        en: 'In your showcase you present a plan for the next 90 days. Which goal is the most useful?',
        hi: 'शोकेस में आप अगले 90 दिनों की योजना रखती हैं। कौन-सा लक्ष्य सबसे काम का है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: '‘Grow my business a lot and become famous on Instagram.’',
            hi: '‘अपने बिज़नेस को बहुत बड़ा करना और Instagram पर मशहूर होना।’',
          },
        },
        {
          id: 'b',
          text: {
            en: '‘Post whenever I feel like it and see what happens over the next few months.’',
            hi: '‘जब मन करे तब पोस्ट करना और देखना कि अगले कुछ महीनों में क्या होता है।’',
          },
        },
        {
          id: 'c',
          text: {
            en: '‘Start using every feature of every tool, all at once, from tomorrow.’',
            hi: '‘कल से हर टूल का हर फ़ीचर एक साथ इस्तेमाल करना शुरू करना।’',
          },
        },
        {
          id: 'd',
          text: {
            en: '‘Reach 40 orders a month within 90 days, checking my numbers every Sunday.’',
            hi: '‘90 दिनों में हर महीने 40 ऑर्डर तक पहुँचना, और हर रविवार अपने आँकड़े देखना।’',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'A good goal has a number and a deadline, so you can tell whether you are on track. A weekly check lets you change course early if orders are slow.',
        hi: 'अच्छे लक्ष्य में एक संख्या और समय-सीमा होती है, ताकि आप जान सकें कि आप सही रास्ते पर हैं या नहीं। हर हफ़्ते की जाँच से ऑर्डर कम हों तो आप जल्दी दिशा बदल सकती हैं।',
      },
    },
  ],
};
