import type { PracticeTaskDef } from './types';

/**
 * The home practice of "AI for Everyday Life": for each of the 25 sessions, one short task she does
 * with that session's tool on her own life, and what she shares back with her tutor.
 */
export const EVERYDAY_PRACTICE: PracticeTaskDef[] = [
  {
    session: 1,
    title: {
      en: 'A week’s meals for ₹1,500',
      hi: '₹1,500 में हफ़्ते भर का खाना',
    },
    task: {
      en: 'Ask ChatGPT to plan a week of vegetarian dinners for your family within ₹1,500 and turn it into a shopping list. Change at least one thing it got wrong for your family, then paste the final plan here and say what you changed and why.',
      hi: 'ChatGPT से कहें कि ₹1,500 के अंदर आपके परिवार के लिए हफ़्ते भर के शाकाहारी रात के खाने की योजना बनाए और उसे ख़रीदारी की सूची में बदल दे। जो बात आपके परिवार के हिसाब से ठीक न बैठे, उसमें कम से कम एक बदलाव करें। फिर अंतिम योजना यहाँ पेस्ट करें और बताएँ कि आपने क्या बदला और क्यों।',
    },
  },
  {
    session: 2,
    title: {
      en: 'A long e-mail in three lines',
      hi: 'लंबा ईमेल, तीन पंक्तियों में',
    },
    task: {
      en: 'Pick a long e-mail thread from your child’s school or your housing society. Ask Gemini (in Gmail if you see it, or the free Gemini app with the text pasted in) to sum it up in three lines and draft a polite reply. Remove names, phone and flat numbers before pasting. Share the summary and your final reply here, and say what you changed in the draft.',
      hi: 'अपने बच्चे के स्कूल या हाउसिंग सोसाइटी की कोई लंबी ईमेल बातचीत चुनें। Gemini से (Gmail में दिखे तो वहीं, नहीं तो मुफ़्त Gemini ऐप में टेक्स्ट पेस्ट करके) उसका तीन पंक्तियों में सार और एक विनम्र जवाब लिखवाएँ। पेस्ट करने से पहले नाम, फ़ोन नंबर और फ़्लैट नंबर हटा दें। फिर सार और अपना अंतिम जवाब यहाँ साझा करें और बताएँ कि ड्राफ़्ट में आपने क्या बदला।',
    },
  },
  {
    session: 3,
    title: {
      en: 'Read a label in any language',
      hi: 'किसी भी भाषा का लेबल पढ़ें',
    },
    task: {
      en: 'Find a medicine strip, food packet or school circular in a language you don’t read well. Point Google Lens at it, translate it, and ask two follow-up questions aloud with the mic in the Google app, such as “Can this be taken after food?” Share what you learned and what you would still check with a doctor, chemist or teacher. A photo is welcome; crop out names and addresses.',
      hi: 'दवा की पत्ती, खाने का पैकेट या स्कूल का कोई सर्कुलर ढूँढें, जो ऐसी भाषा में हो जिसे आप ठीक से नहीं पढ़ पातीं। Google Lens से उसका अनुवाद करें, फिर Google ऐप के माइक से बोलकर दो सवाल और पूछें, जैसे “क्या यह खाने के बाद ली जा सकती है?” बताएँ कि आपको क्या समझ आया और कौन-सी बात आप अब भी डॉक्टर, केमिस्ट या टीचर से पक्की करेंगी। फ़ोटो भेज सकती हैं, पर नाम और पते काट दें।',
    },
  },
  {
    session: 4,
    title: {
      en: 'From messy list to weekly plan',
      hi: 'बिखरी सूची से हफ़्ते की योजना',
    },
    task: {
      en: 'Write down everything on your mind this week, just as it comes: bills, school forms, a doctor’s visit, guests arriving. Give the same list to ChatGPT and Gemini with a role, your context and the format you want, like “a table by day, most urgent first”. Paste the better plan here and say why you chose it; a photo of your handwritten list or printed plan is welcome.',
      hi: 'इस हफ़्ते जो भी काम दिमाग़ में हैं, जैसे-जैसे याद आएँ, लिख लें: बिल, स्कूल के फ़ॉर्म, डॉक्टर के पास जाना, मेहमानों का आना। यही सूची ChatGPT और Gemini दोनों को दें, और साथ में भूमिका, अपनी स्थिति और मनचाहा रूप बताएँ, जैसे “दिन के हिसाब से तालिका, सबसे ज़रूरी काम पहले”। जो योजना बेहतर लगे, उसे यहाँ पेस्ट करें और बताएँ कि वही क्यों चुनी; हाथ से लिखी सूची या छपी योजना की फ़ोटो भी भेज सकती हैं।',
    },
  },
  {
    session: 5,
    title: {
      en: 'Catch a fake before it spreads',
      hi: 'फ़र्ज़ी संदेश, फैलने से पहले पकड़ें',
    },
    task: {
      en: 'Find one suspicious message on your phone: a “payment received” SMS, a KYC warning, a forwarded health cure or a photo that looks too perfect. Check it with Google search and an AI assistant, and find at least one trusted source, such as your bank’s website or a government page. Tell us what gave it away and what you would say to the family group. Hide phone numbers and account details in any screenshot.',
      hi: 'अपने फ़ोन पर कोई एक शक वाला संदेश ढूँढें: “पेमेंट मिल गया” वाला SMS, KYC की चेतावनी, आगे भेजा गया कोई इलाज का दावा या ज़रूरत से ज़्यादा परफ़ेक्ट लगती कोई फ़ोटो। उसे Google सर्च और किसी AI सहायक से जाँचें, और कम से कम एक भरोसेमंद स्रोत देखें, जैसे आपके बैंक की वेबसाइट या कोई सरकारी पेज। बताएँ कि किस बात से पोल खुली और परिवार के ग्रुप में आप क्या लिखेंगी। स्क्रीनशॉट लगाएँ तो उसमें फ़ोन नंबर और खाते की जानकारी छिपा दें।',
    },
  },
  {
    session: 6,
    title: {
      en: 'Your week in Notion',
      hi: 'Notion में आपका हफ़्ता',
    },
    task: {
      en: 'On Notion’s free plan, make a page for your week and ask Notion AI to help set up a habit tracker (water, a walk, 20 minutes of reading) and a reading list of three books or articles. Use it for at least three days. Share a screenshot of your planner and tell us one habit you kept and one you missed.',
      hi: 'Notion के मुफ़्त प्लान पर अपने हफ़्ते का एक पेज बनाएँ और Notion AI की मदद से आदतों का ट्रैकर (पानी, सैर, 20 मिनट पढ़ना) और तीन किताबों या लेखों की एक पढ़ने की सूची तैयार करें। कम से कम तीन दिन इसे इस्तेमाल करें। अपने प्लानर का स्क्रीनशॉट साझा करें और बताएँ कि कौन-सी आदत निभी और कौन-सी छूट गई।',
    },
  },
  {
    session: 7,
    title: {
      en: 'Learn one thing, then quiz yourself',
      hi: 'एक विषय सीखें, फिर ख़ुद को परखें',
    },
    task: {
      en: 'Choose something you have always wanted to understand, such as how a fixed deposit earns interest or your child’s Class 6 fractions. Learn it with ChatGPT’s study mode, one step at a time, then ask for a ten-question quiz. Share your score, a question you got wrong and one thing you understand now that you didn’t before.',
      hi: 'कोई ऐसी चीज़ चुनें जिसे आप हमेशा से समझना चाहती थीं, जैसे फ़िक्स्ड डिपॉज़िट पर ब्याज कैसे बनता है या बच्चे की कक्षा 6 की भिन्न। ChatGPT के स्टडी मोड में इसे एक-एक कदम करके सीखें, फिर दस सवालों की क्विज़ माँगें। अपना स्कोर, एक सवाल जो ग़लत हुआ, और एक बात जो पहले नहीं पर अब समझ आती है, यहाँ साझा करें।',
    },
  },
  {
    session: 8,
    title: {
      en: 'A recording turned into notes',
      hi: 'रिकॉर्डिंग से साफ़ नोट्स',
    },
    task: {
      en: 'Record a ten-minute class, online talk or meeting, such as a parent-teacher or society meeting, with Otter.ai or Google Recorder; if others are speaking, tell them first. Turn it into clean notes with a list of who does what by when. Paste the notes here, not the recording, and remove full names and phone numbers.',
      hi: 'दस मिनट की कोई क्लास, ऑनलाइन बातचीत या मीटिंग, जैसे पेरेंट-टीचर मीटिंग या सोसाइटी की बैठक, Otter.ai या Google Recorder से रिकॉर्ड करें; अगर दूसरे लोग भी बोल रहे हों, तो पहले उन्हें बता दें। इसे साफ़ नोट्स में बदलें, जिनमें यह सूची भी हो कि कौन क्या काम कब तक करेगा। रिकॉर्डिंग नहीं, सिर्फ़ नोट्स यहाँ पेस्ट करें, और पूरे नाम व फ़ोन नंबर हटा दें।',
    },
  },
  {
    session: 9,
    title: {
      en: 'This month’s budget sheet',
      hi: 'इस महीने की बजट शीट',
    },
    task: {
      en: 'Make this month’s household budget in Google Sheets or Excel: income, rent, groceries, school fees, EMIs and savings. Ask Gemini or Copilot (in the sheet if your free account has it, or in its free chat app) to write the total and balance formulas and explain each in plain words. Share a screenshot with real figures blurred or made up, and one formula you now understand.',
      hi: 'Google Sheets या Excel में इस महीने का घर का बजट बनाएँ: आमदनी, किराया, राशन, स्कूल फ़ीस, EMI और बचत। Gemini या Copilot से (आपके मुफ़्त खाते में शीट के अंदर हो तो वहीं, नहीं तो उसके मुफ़्त चैट ऐप में) कुल जोड़ और बची रक़म के फ़ॉर्मूले लिखवाएँ और हर फ़ॉर्मूला आसान शब्दों में समझवाएँ। स्क्रीनशॉट में असली रक़में धुंधली कर दें या काल्पनिक रखें, और बताएँ कि अब कौन-सा फ़ॉर्मूला आपको समझ आ गया।',
    },
  },
  {
    session: 10,
    title: {
      en: 'Compare two courses, with sources',
      hi: 'दो कोर्स की तुलना, स्रोतों के साथ',
    },
    task: {
      en: 'Pick two courses or colleges someone in your family is considering, such as two nursing colleges in Pune or two online diplomas. Ask Perplexity to compare fees, duration, recognition and placements, and open at least three of its sources to check them. Paste the comparison here and mark one claim you could not confirm.',
      hi: 'परिवार में किसी के लिए ऐसे दो कोर्स या कॉलेज चुनें जिन पर विचार चल रहा है, जैसे पुणे के दो नर्सिंग कॉलेज या दो ऑनलाइन डिप्लोमा। Perplexity से फ़ीस, अवधि, मान्यता और प्लेसमेंट की तुलना करवाएँ, और उसके कम से कम तीन स्रोत खोलकर ख़ुद जाँचें। तुलना यहाँ पेस्ट करें और वह एक दावा बताएँ जिसकी आप पुष्टि नहीं कर पाईं।',
    },
  },
  {
    session: 11,
    title: {
      en: 'A festive offer poster',
      hi: 'त्योहार के ऑफ़र का पोस्टर',
    },
    task: {
      en: 'Think of a home business, yours or a friend’s: tiffins, mehendi, tailoring or pickles. On Canva’s free plan, use Magic Design and Magic Write to make a Diwali or Raksha Bandhan offer poster and a matching Instagram post, with the price in ₹. Attach both images and say what you changed from Canva’s first design.',
      hi: 'किसी घरेलू कारोबार के बारे में सोचें, अपना या किसी सहेली का: टिफ़िन, मेहंदी, सिलाई या अचार। Canva के मुफ़्त प्लान पर Magic Design और Magic Write से दिवाली या रक्षाबंधन के ऑफ़र का पोस्टर और उससे मेल खाती Instagram पोस्ट बनाएँ, जिसमें दाम ₹ में लिखा हो। दोनों तस्वीरें लगाएँ और बताएँ कि Canva के पहले डिज़ाइन में आपने क्या बदला।',
    },
  },
  {
    session: 12,
    title: {
      en: 'A month of posts, your voice',
      hi: 'महीने भर की पोस्ट, आपके अंदाज़ में',
    },
    task: {
      en: 'Ask ChatGPT to plan 30 days of Instagram posts for a home business or a cause you care about, with a caption and a few hashtags for each day. First paste three of your own old messages or posts so it learns how you talk. Share the first week here and rewrite one caption so it sounds more like you.',
      hi: 'ChatGPT से किसी घरेलू कारोबार या अपने मन के किसी नेक काम के लिए 30 दिन की Instagram पोस्ट की योजना बनवाएँ, हर दिन के लिए कैप्शन और कुछ हैशटैग के साथ। पहले अपने तीन पुराने संदेश या पोस्ट पेस्ट करें, ताकि वह आपके बोलने का ढंग समझ सके। पहले हफ़्ते की योजना यहाँ साझा करें और एक कैप्शन को ऐसे दोबारा लिखें कि वह और ज़्यादा आपकी अपनी आवाज़ लगे।',
    },
  },
  {
    session: 13,
    title: {
      en: 'A 30-second reel with subtitles',
      hi: 'सबटाइटल वाली 30 सेकंड की रील',
    },
    task: {
      en: 'Film a short clip of a product, a recipe or your work table on your phone. Install the free YouTube Create app from the Play Store and edit the clip into a 30-second reel with its auto-captions and templates, then add subtitles in English and Hindi (on an iPhone, use the free iMovie app and type the subtitles yourself). Share the video or a screenshot, with no children’s faces in it, and say which caption needed fixing.',
      hi: 'फ़ोन पर किसी सामान, किसी रेसिपी या अपनी काम की मेज़ का छोटा वीडियो बनाएँ। Play Store से मुफ़्त YouTube Create ऐप इंस्टॉल करें और उसके ऑटो-कैप्शन और टेम्पलेट से इसे 30 सेकंड की रील बनाएँ, फिर अंग्रेज़ी व हिंदी में सबटाइटल जोड़ें (iPhone पर मुफ़्त iMovie ऐप इस्तेमाल करें और सबटाइटल ख़ुद टाइप करें)। वीडियो या स्क्रीनशॉट साझा करें, जिसमें किसी बच्चे का चेहरा न हो, और बताएँ कि कौन-सा कैप्शन ठीक करना पड़ा।',
    },
  },
  {
    session: 14,
    title: {
      en: 'Warm replies on WhatsApp Business',
      hi: 'WhatsApp Business पर अपनापन भरे जवाब',
    },
    task: {
      en: 'In the free WhatsApp Business app, for your business or a practice one, set up a greeting, an away message and three quick replies (prices, delivery, timings), written with ChatGPT’s help. Add catalogue descriptions for two products, such as “Homemade mango pickle, 500 g, ₹250”. Share screenshots with your number and customers’ chats hidden.',
      hi: 'मुफ़्त WhatsApp Business ऐप में, अपने कारोबार के लिए या अभ्यास के लिए किसी काल्पनिक कारोबार के लिए, ChatGPT की मदद से एक स्वागत संदेश, एक ग़ैरहाज़िरी का संदेश और तीन तुरंत जवाब (quick replies: दाम, डिलीवरी, समय) तैयार करें। कैटलॉग में दो चीज़ों का विवरण जोड़ें, जैसे “घर का बना आम का अचार, 500 ग्राम, ₹250”। स्क्रीनशॉट साझा करें, पर उनमें अपना नंबर और ग्राहकों की चैट छिपा दें।',
    },
  },
  {
    session: 15,
    title: {
      en: 'Be found on Google Maps',
      hi: 'Google Maps पर आपका कारोबार',
    },
    task: {
      en: 'With Gemini’s help, write a Google Business Profile description for a real or practice business, like a tuition class in Indore or a boutique in Lucknow. Then ask it for replies to one happy review and one unhappy one, warm but professional. Paste all three here and say what you changed; you don’t need to publish anything.',
      hi: 'Gemini की मदद से किसी असली या अभ्यास वाले कारोबार, जैसे इंदौर की ट्यूशन क्लास या लखनऊ के बुटीक, के Google Business Profile का विवरण लिखें। फिर उससे एक ख़ुश ग्राहक और एक नाराज़ ग्राहक के रिव्यू के जवाब लिखवाएँ, जिनमें अपनापन भी हो और पेशेवर ढंग भी। तीनों यहाँ पेस्ट करें और बताएँ कि आपने क्या बदला; कुछ भी प्रकाशित करना ज़रूरी नहीं है।',
    },
  },
  {
    session: 16,
    title: {
      en: 'Your resume, for one job',
      hi: 'एक नौकरी के लिए आपका रिज़्यूमे',
    },
    task: {
      en: 'Choose one real job ad and, with ChatGPT and a free Teal or Kickresume template, rewrite your resume for it. If you took a career break, add one honest line about it, such as caring for family, and what you did or learned. Remove your phone number, e-mail and address, then paste or attach the resume and say which line you are proudest of.',
      hi: 'नौकरी का कोई एक असली विज्ञापन चुनें और ChatGPT व Teal या Kickresume के मुफ़्त टेम्पलेट की मदद से उसके लिए अपना रिज़्यूमे दोबारा लिखें। अगर आपने करियर से ब्रेक लिया था, तो उसके बारे में एक सच्ची पंक्ति जोड़ें, जैसे परिवार की देखभाल, और यह भी कि उस दौरान आपने क्या किया या सीखा। फ़ोन नंबर, ईमेल और पता हटाकर रिज़्यूमे यहाँ पेस्ट करें या लगाएँ, और बताएँ कि किस पंक्ति पर आपको सबसे ज़्यादा गर्व है।',
    },
  },
  {
    session: 17,
    title: {
      en: 'A LinkedIn headline that fits',
      hi: 'LinkedIn के लिए सही हेडलाइन',
    },
    task: {
      en: 'Give ChatGPT your resume, without contact details, and the kind of work you want, and ask for three LinkedIn headlines and a short About section. Pick one headline, edit it until it sounds like you, and choose five skills to list. Paste your headline, About and skills here; you need not change your live profile until you feel ready.',
      hi: 'ChatGPT को अपना रिज़्यूमे (संपर्क की जानकारी हटाकर) दें और बताएँ कि आप कैसा काम चाहती हैं, फिर उससे LinkedIn के लिए तीन हेडलाइन और एक छोटा About सेक्शन लिखवाएँ। एक हेडलाइन चुनें, उसे तब तक बदलें जब तक वह आपकी अपनी न लगे, और प्रोफ़ाइल में डालने के लिए पाँच हुनर चुनें। हेडलाइन, About और हुनर यहाँ पेस्ट करें; जब तक आप तैयार महसूस न करें, असली प्रोफ़ाइल बदलना ज़रूरी नहीं।',
    },
  },
  {
    session: 18,
    title: {
      en: 'Three better interview answers',
      hi: 'इंटरव्यू के तीन बेहतर जवाब',
    },
    task: {
      en: 'Do a practice round on Google Interview Warmup for a role you want, then ask ChatGPT in voice mode to be your interviewer for five more questions. Pick your three weakest answers and improve them with the feedback you got. Paste the three improved answers here, and for one of them, say what you changed.',
      hi: 'Google Interview Warmup पर अपनी मनचाही नौकरी के लिए एक अभ्यास राउंड करें, फिर ChatGPT के वॉइस मोड में उससे कहें कि वह इंटरव्यू लेने वाला बनकर पाँच और सवाल पूछे। अपने तीन सबसे कमज़ोर जवाब चुनें और मिली सलाह से उन्हें सुधारें। तीनों सुधरे हुए जवाब यहाँ पेस्ट करें, और किसी एक के बारे में बताएँ कि आपने उसमें क्या बदला।',
    },
  },
  {
    session: 19,
    title: {
      en: 'A cover letter in fifteen minutes',
      hi: 'पंद्रह मिनट में कवर लेटर',
    },
    task: {
      en: 'Choose one job you would like, such as a front-desk post at a clinic or an admin role at a school. With Gemini (in Gmail if your account has it, or the free Gemini app), draft a cover letter for it and a short follow-up e-mail to send a week later. Aim for fifteen minutes. Paste both here, without your phone number or address, and say how long it took.',
      hi: 'कोई एक नौकरी चुनें जो आपको अच्छी लगे, जैसे किसी क्लिनिक में रिसेप्शन का काम या किसी स्कूल के दफ़्तर का काम। Gemini से (आपके खाते में Gmail के अंदर हो तो वहीं, नहीं तो मुफ़्त Gemini ऐप में) उसके लिए एक कवर लेटर और एक हफ़्ते बाद भेजने के लिए छोटा फ़ॉलो-अप ईमेल लिखवाएँ। कोशिश करें कि पंद्रह मिनट में हो जाए। दोनों यहाँ पेस्ट करें, बिना फ़ोन नंबर या पते के, और बताएँ कि कितना समय लगा।',
    },
  },
  {
    session: 20,
    title: {
      en: 'Your first gig, fairly priced',
      hi: 'आपकी पहली गिग, सही दाम पर',
    },
    task: {
      en: 'Pick one skill people would pay for, such as Hindi translation, Canva posters or data entry in Excel. With ChatGPT, write a Fiverr or Upwork gig description, set a fair starting price, and draft a proposal for one real listing. Paste all three here; you need not publish, and never buy Upwork Connects or pay anyone a “registration fee”.',
      hi: 'कोई एक हुनर चुनें जिसके लिए लोग पैसे देते हैं, जैसे हिंदी अनुवाद, Canva पोस्टर या Excel में डेटा एंट्री। ChatGPT के साथ Fiverr या Upwork के लिए गिग का विवरण लिखें, शुरुआत का सही दाम तय करें, और किसी एक असली लिस्टिंग के लिए प्रस्ताव का ड्राफ़्ट बनाएँ। तीनों यहाँ पेस्ट करें; कुछ भी प्रकाशित करना ज़रूरी नहीं, और न Upwork Connects ख़रीदें, न किसी को कोई “रजिस्ट्रेशन फ़ीस” दें।',
    },
  },
  {
    session: 21,
    title: {
      en: 'A ten-slide pitch in Gamma',
      hi: 'Gamma में दस स्लाइड की पिच',
    },
    task: {
      en: 'Pick a small business or community idea, such as a weekend craft class, a reading corner for colony children or a tiffin service for office workers. Build a ten-slide pitch on Gamma’s free plan, then fix at least two slides that came out wrong or too wordy. Share the link or a PDF, with no photos of real children, and say who you would show it to.',
      hi: 'कोई छोटा कारोबार या समाज के लिए कोई काम चुनें, जैसे सप्ताहांत की क्राफ़्ट क्लास, कॉलोनी के बच्चों के लिए पढ़ने का कोना, या दफ़्तर जाने वालों के लिए टिफ़िन सेवा। Gamma के मुफ़्त प्लान पर दस स्लाइड की पिच बनाएँ, फिर कम से कम दो ऐसी स्लाइड सुधारें जो ग़लत या ज़रूरत से ज़्यादा लंबी बनी हों। लिंक या PDF साझा करें, जिसमें असली बच्चों की फ़ोटो न हों, और बताएँ कि आप इसे किसे दिखाएँगी।',
    },
  },
  {
    session: 22,
    title: {
      en: 'Price your tiffin or tuition',
      hi: 'टिफ़िन या ट्यूशन का सही दाम',
    },
    task: {
      en: 'Pick a service you could offer: a tiffin, Class 8 maths tuition or blouse stitching. Using ChatGPT and the one-page plan template, list your monthly costs, set a price and work out your break-even, for example how many ₹80 tiffins a month cover your costs. Paste your one-page plan here and say whether the price feels fair for your neighbourhood.',
      hi: 'कोई ऐसी सेवा चुनें जो आप दे सकती हैं: टिफ़िन, कक्षा 8 की गणित की ट्यूशन या ब्लाउज़ की सिलाई। ChatGPT और एक पेज की योजना वाले टेम्पलेट की मदद से महीने के ख़र्च लिखें, दाम तय करें और ब्रेक-ईवन निकालें, यानी ₹80 वाले कितने टिफ़िन महीने में बिकें तो ख़र्च निकल आए। अपनी एक पेज की योजना यहाँ पेस्ट करें और बताएँ कि यह दाम आपके मोहल्ले के हिसाब से ठीक लगता है या नहीं।',
    },
  },
  {
    session: 23,
    title: {
      en: 'Orders, stock and a first invoice',
      hi: 'ऑर्डर, स्टॉक और पहला बिल',
    },
    task: {
      en: 'Make a Google Sheet of a week’s orders, stock and pending payments for a real or practice business, and ask Gemini for formulas that add the totals and highlight who still owes money. Then make one invoice on Zoho Invoice’s free plan with the GST fields filled in, using sample details if you have no GSTIN. Attach a screenshot or PDF with customer names and numbers hidden.',
      hi: 'किसी असली या अभ्यास वाले कारोबार के एक हफ़्ते के ऑर्डर, स्टॉक और बाक़ी भुगतान की Google Sheet बनाएँ, और Gemini से ऐसे फ़ॉर्मूले लें जो कुल जोड़ें और दिखाएँ कि किसका पैसा अभी आना है। फिर Zoho Invoice के मुफ़्त प्लान पर GST वाले खाने भरकर एक बिल बनाएँ; GSTIN न हो तो नमूने की जानकारी डालें। स्क्रीनशॉट या PDF लगाएँ, पर उसमें ग्राहकों के नाम और नंबर छिपा दें।',
    },
  },
  {
    session: 24,
    title: {
      en: 'A mood board and brand colours',
      hi: 'मूड बोर्ड और ब्रांड के रंग',
    },
    task: {
      en: 'Make a logo mood board in Canva with six to eight images, a few made with Adobe Firefly’s free credits, and choose three brand colours and two fonts (save them in Canva’s Brand Kit if your free plan shows it). Don’t copy another brand’s logo or use real people’s photos without asking. Attach the mood board and say in one line what feeling your brand should give.',
      hi: 'Canva में छह से आठ तस्वीरों का लोगो मूड बोर्ड बनाएँ, जिनमें से कुछ Adobe Firefly के मुफ़्त क्रेडिट से बनी हों, और ब्रांड के तीन रंग और दो फ़ॉन्ट चुनें (आपके मुफ़्त प्लान में Canva Brand Kit दिखे तो उसमें सहेज लें)। किसी दूसरे ब्रांड के लोगो की नकल न करें और बिना पूछे असली लोगों की फ़ोटो न लगाएँ। मूड बोर्ड लगाएँ और एक पंक्ति में बताएँ कि आपका ब्रांड देखकर लोगों को कैसा महसूस होना चाहिए।',
    },
  },
  {
    session: 25,
    title: {
      en: 'Your showcase and next 30 days',
      hi: 'आपका शोकेस और अगले 30 दिन',
    },
    task: {
      en: 'Choose the project from this course you are proudest of, such as your budget sheet, poster or resume, and prepare a three-minute showcase: the problem, the tools you used and what changed. Then ask ChatGPT to help you write a 30-day plan with one small AI habit each week. Share your showcase notes or slides and the plan; a PDF is welcome.',
      hi: 'इस कोर्स में बना वह प्रोजेक्ट चुनें जिस पर आपको सबसे ज़्यादा गर्व है, जैसे बजट शीट, पोस्टर या रिज़्यूमे, और तीन मिनट का शोकेस तैयार करें: समस्या क्या थी, कौन-से टूल इस्तेमाल किए और क्या बदला। फिर ChatGPT की मदद से अगले 30 दिन की योजना बनाएँ, जिसमें हर हफ़्ते AI की एक छोटी आदत हो। अपने शोकेस के नोट्स या स्लाइड और योजना यहाँ साझा करें; चाहें तो PDF भी लगा सकती हैं।',
    },
  },
];
