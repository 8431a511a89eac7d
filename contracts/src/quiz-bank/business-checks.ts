import type { QuizQuestionDef } from '../quizzes';

/**
 * The catch-up checks of "AI for Women in Business": the extra questions that, together with the
 * module quiz's questions tagged with the same session, give every session (1–25) a check of exactly
 * three questions for a student who watched its recording.
 */
export const BUSINESS_CHECK_QUESTIONS: QuizQuestionDef[] = [
  {
    id: 'business-s1-c1',
    session: 1,
    prompt: {
      en: 'You want ChatGPT to help you describe your home-made pickle business. Which prompt will get you the most useful paragraph?',
      hi: 'आप चाहती हैं कि ChatGPT आपके घर के बने अचार के काम का परिचय लिखने में मदद करे। कौन-सा प्रॉम्प्ट सबसे काम का पैराग्राफ़ दिलाएगा?',
    },
    options: [
      { id: 'a', text: { en: '‘Write about pickles.’', hi: '‘अचार के बारे में लिखो।’' } },
      {
        id: 'b',
        text: {
          en: '‘I make mango and lemon pickles at home in Jaipur, ₹250 for 500 g, for families who miss a home-style taste. Write one short, warm paragraph for WhatsApp.’',
          hi: '‘मैं जयपुर में घर पर आम और नींबू का अचार बनाती हूँ, 500 ग्राम ₹250 का, उन परिवारों के लिए जिन्हें घर जैसा स्वाद याद आता है। WhatsApp के लिए एक छोटा, अपनापन भरा पैराग्राफ़ लिखो।’',
        },
      },
      { id: 'c', text: { en: '‘Make my business famous.’', hi: '‘मेरा बिज़नेस मशहूर कर दो।’' } },
      {
        id: 'd',
        text: {
          en: '‘Write ten pages about the history of pickles in India.’',
          hi: '‘भारत में अचार के इतिहास पर दस पन्ने लिखो।’',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'ChatGPT knows only what you tell it. Giving your product, place, price, buyers and where the text will be used gets a paragraph you can use almost as it is.',
      hi: 'ChatGPT को उतना ही पता होता है जितना आप बताती हैं। प्रोडक्ट, जगह, क़ीमत, ग्राहक और टेक्स्ट कहाँ इस्तेमाल होगा, यह सब बताने से ऐसा पैराग्राफ़ मिलता है जो लगभग वैसे ही काम आ जाए।',
    },
  },
  {
    id: 'business-s1-c2',
    session: 1,
    prompt: {
      en: 'You teach maths tuition at home, and ChatGPT asks why parents would choose you. Which answer gives the strongest reason to buy?',
      hi: 'आप घर पर गणित की ट्यूशन पढ़ाती हैं, और ChatGPT पूछता है कि माता-पिता आपको ही क्यों चुनेंगे। किस जवाब में ख़रीदने की सबसे मज़बूत वजह है?',
    },
    options: [
      { id: 'a', text: { en: 'Because I am a very nice person', hi: 'क्योंकि मैं बहुत अच्छी इंसान हूँ' } },
      {
        id: 'b',
        text: {
          en: 'Because everybody needs tuition these days',
          hi: 'क्योंकि आजकल सबको ट्यूशन की ज़रूरत है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Because I will always charge less than every other tutor',
          hi: 'क्योंकि मैं हमेशा हर दूसरे ट्यूटर से कम फ़ीस लूँगी',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Small batches of five for Classes 6–8, homework help in Hindi or English, and a monthly progress note for parents',
          hi: 'कक्षा 6–8 के लिए पाँच बच्चों के छोटे बैच, हिंदी या अंग्रेज़ी में होमवर्क की मदद, और माता-पिता के लिए हर महीने प्रगति की रिपोर्ट',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'A reason to buy is a problem you solve for a particular customer. Small batches, help in the child’s language and regular updates are things parents can see and value.',
      hi: 'ख़रीदने की वजह वह परेशानी है जो आप किसी ख़ास ग्राहक के लिए हल करती हैं। छोटे बैच, बच्चे की भाषा में मदद और नियमित जानकारी, ये ऐसी बातें हैं जिन्हें माता-पिता देख और समझ सकते हैं।',
    },
  },
  {
    id: 'business-s2-c1',
    session: 2,
    prompt: {
      en: 'Gemini sums up your first 20 survey answers as ‘Most people want a dinner tiffin, not lunch.’ What should you do before you change your plan?',
      hi: 'Gemini ने आपके सर्वे के पहले 20 जवाबों का सार बताया: ‘ज़्यादातर लोग दोपहर का नहीं, रात का टिफ़िन चाहते हैं।’ अपनी योजना बदलने से पहले आपको क्या करना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Open the responses and count the lunch and dinner answers yourself',
          hi: 'जवाब खोलकर दोपहर और रात वाले जवाब ख़ुद गिनें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Change the plan at once, because Gemini has read every answer',
          hi: 'तुरंत योजना बदल दें, क्योंकि Gemini ने हर जवाब पढ़ लिया है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Delete the answers that don’t match what you expected',
          hi: 'जो जवाब आपकी उम्मीद से मेल न खाएँ, उन्हें मिटा दें',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A summary can miss or mix up answers. Twenty responses are quick to check yourself, and a big decision deserves the real count.',
      hi: 'सार में कुछ जवाब छूट सकते हैं या गड़बड़ हो सकते हैं। बीस जवाब ख़ुद जाँचने में ज़्यादा समय नहीं लगता, और बड़े फ़ैसले के लिए असली गिनती ज़रूरी है।',
    },
  },
  {
    id: 'business-s2-c2',
    session: 2,
    prompt: {
      en: 'Who should you send your tiffin survey to, so that the answers tell you whether people will really buy?',
      hi: 'टिफ़िन का सर्वे किन लोगों को भेजें, ताकि जवाबों से पता चले कि लोग सच में ख़रीदेंगे या नहीं?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Only close family, because they will always answer kindly',
          hi: 'सिर्फ़ घर के लोगों को, क्योंकि वे हमेशा प्यार से जवाब देंगे',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Anyone anywhere in India, as many people as possible',
          hi: 'पूरे भारत में किसी को भी, जितने ज़्यादा लोग हो सकें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Office workers, students and working parents in the area where you can deliver',
          hi: 'उस इलाक़े के दफ़्तर जाने वाले लोग, विद्यार्थी और कामकाजी माता-पिता, जहाँ तक आप डिलीवरी कर सकती हैं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Other tiffin sellers, so you can hear what they think of your idea',
          hi: 'दूसरे टिफ़िन वालों को, ताकि पता चले कि उन्हें आपका आइडिया कैसा लगता है',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'The answers that matter come from people who could actually order from you. Family may be too kind, and people far away can never become your customers.',
      hi: 'काम के जवाब उन्हीं लोगों से मिलते हैं जो सच में आपसे ऑर्डर कर सकते हैं। घरवाले शायद ज़्यादा ही नरमी से जवाब दें, और दूर रहने वाले लोग आपके ग्राहक बन ही नहीं सकते।',
    },
  },
  {
    id: 'business-s3-c1',
    session: 3,
    prompt: {
      en: 'For a boutique order, the fabric costs ₹400, your stitching time is worth ₹300 and packing is ₹50. In Google Sheets you add 20% profit on the total cost. What price should the sheet show?',
      hi: 'बुटीक के एक ऑर्डर में कपड़ा ₹400 का है, आपकी सिलाई के समय की क़ीमत ₹300 है और पैकिंग ₹50 की। Google Sheets में आप कुल लागत पर 20% मुनाफ़ा जोड़ती हैं। शीट में क़ीमत कितनी आनी चाहिए?',
    },
    options: [
      { id: 'a', text: { en: '₹750', hi: '750 रुपये' } },
      { id: 'b', text: { en: '₹840', hi: '840 रुपये' } },
      { id: 'c', text: { en: '₹900', hi: '900 रुपये' } },
      { id: 'd', text: { en: '₹1,050', hi: '1,050 रुपये' } },
    ],
    correct: ['c'],
    explanation: {
      en: 'The total cost is ₹400 + ₹300 + ₹50 = ₹750, and 20% of ₹750 is ₹150, so the price is ₹900. If Gemini wrote the formula, check that this row shows ₹900.',
      hi: 'कुल लागत ₹400 + ₹300 + ₹50 = ₹750 है, और ₹750 का 20% ₹150 होता है, इसलिए क़ीमत ₹900 होगी। अगर फ़ॉर्मूला Gemini ने लिखा है, तो देख लें कि इस पंक्ति में ₹900 ही आ रहा है।',
    },
  },
  {
    id: 'business-s4-c1',
    session: 4,
    prompt: {
      en: 'On Google Maps, many reviews of the five cake sellers near you complain that cakes arrive late. What is the most useful thing to note in your comparison?',
      hi: 'Google Maps पर आपके आस-पास के पाँच केक वालों के कई रिव्यू में शिकायत है कि केक देर से पहुँचता है। अपनी तुलना में सबसे काम की बात क्या लिखें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'That on-time delivery is a gap you could promise, and keep',
          hi: 'कि समय पर डिलीवरी एक कमी है, जिसका वादा करके आप उसे निभा सकती हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'That reviews don’t matter, since every seller gets complaints',
          hi: 'कि रिव्यू से कोई फ़र्क़ नहीं पड़ता, क्योंकि हर विक्रेता की शिकायत होती है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'That you must be cheaper than all five, even at a loss',
          hi: 'कि आपको पाँचों से सस्ता बेचना ही होगा, चाहे नुकसान हो',
        },
      },
      {
        id: 'd',
        text: {
          en: 'That you should reply under their reviews to tell their customers about your cakes',
          hi: 'कि उनके रिव्यू के नीचे जवाब लिखकर उनके ग्राहकों को अपने केक के बारे में बताएँ',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A complaint that repeats across sellers shows what customers are not getting. Promising on-time delivery, and keeping the promise, can set you apart without cutting your price.',
      hi: 'जो शिकायत कई विक्रेताओं के बारे में बार-बार आए, उससे पता चलता है कि ग्राहकों को क्या नहीं मिल रहा। समय पर डिलीवरी का वादा करके उसे निभाना आपको क़ीमत घटाए बिना अलग पहचान दे सकता है।',
    },
  },
  {
    id: 'business-s4-c2',
    session: 4,
    prompt: {
      en: 'Which are fair ways to learn about the sellers you are comparing? Choose all that apply.',
      hi: 'जिन विक्रेताओं से आप तुलना कर रही हैं, उनके बारे में जानने के सही तरीक़े कौन-से हैं? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Look at their public menus, price lists and Instagram posts',
          hi: 'उनके सार्वजनिक मेन्यू, रेट लिस्ट और Instagram पोस्ट देखें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Place orders under a fake name and cancel them at the last minute',
          hi: 'नक़ली नाम से ऑर्डर देकर आख़िरी समय पर रद्द कर दें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Post a few bad reviews on their pages to see how they reply',
          hi: 'उनके पेज पर कुछ बुरे रिव्यू डालकर देखें कि वे कैसे जवाब देते हैं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Note what each one promises, such as delivery time, eggless cakes or custom designs',
          hi: 'लिखें कि हर कोई क्या वादा करता है, जैसे डिलीवरी का समय, बिना अंडे वाले केक या मनचाहा डिज़ाइन',
        },
      },
    ],
    correct: ['a', 'd'],
    explanation: {
      en: 'Public prices, posts and promises tell you all you need to know. Fake orders and fake reviews harm real people and can get you reported.',
      hi: 'सार्वजनिक क़ीमतें, पोस्ट और वादे ही आपको सारी ज़रूरी जानकारी दे देते हैं। नक़ली ऑर्डर और नक़ली रिव्यू असली लोगों का नुकसान करते हैं, और इनकी शिकायत भी हो सकती है।',
    },
  },
  {
    id: 'business-s5-c1',
    session: 5,
    prompt: {
      en: 'Perplexity lists the registrations for your home tiffin service. Which one is about the safety of the food you cook and sell?',
      hi: 'Perplexity ने आपकी घर की टिफ़िन सेवा के लिए रजिस्ट्रेशन की सूची दी। इनमें से कौन-सा आपके बनाए और बेचे जाने वाले खाने की सुरक्षा से जुड़ा है?',
    },
    options: [
      { id: 'a', text: { en: 'GST registration', hi: 'GST रजिस्ट्रेशन' } },
      { id: 'b', text: { en: 'Udyam registration', hi: 'Udyam रजिस्ट्रेशन' } },
      { id: 'c', text: { en: 'A trademark for your brand name', hi: 'ब्रांड नाम का ट्रेडमार्क' } },
      { id: 'd', text: { en: 'FSSAI registration', hi: 'FSSAI रजिस्ट्रेशन' } },
    ],
    correct: ['d'],
    explanation: {
      en: 'FSSAI, the food safety authority, registers food businesses, including small ones run from home. GST is about tax, and Udyam records you as a small enterprise.',
      hi: 'FSSAI खाद्य सुरक्षा की संस्था है, जो घर से चलने वाले छोटे कामों समेत खाने के हर कारोबार का रजिस्ट्रेशन करती है। GST टैक्स से जुड़ा है, और Udyam आपको एक छोटे उद्यम के रूप में दर्ज करता है।',
    },
  },
  {
    id: 'business-s5-c2',
    session: 5,
    prompt: {
      en: 'Perplexity’s answer on when you need GST registration cites a blog post from 2017. What should you do before you put it on your checklist?',
      hi: 'GST रजिस्ट्रेशन कब ज़रूरी है, इस पर Perplexity के जवाब में 2017 के एक ब्लॉग का हवाला है। इसे अपनी चेकलिस्ट में लिखने से पहले क्या करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Copy it as it is, since tax rules never change',
          hi: 'जैसा है वैसा लिख लें, क्योंकि टैक्स के नियम कभी नहीं बदलते',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Check today’s rule on the official GST portal or with a CA, because the limits depend on what you sell and can change',
          hi: 'सरकारी GST पोर्टल पर या किसी CA से आज का नियम पता करें, क्योंकि सीमा इस पर निर्भर है कि आप क्या बेचती हैं, और यह बदल भी सकती है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Leave GST off the list, because small businesses never need it',
          hi: 'GST को सूची से हटा दें, क्योंकि छोटे कारोबार को इसकी कभी ज़रूरत नहीं होती',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'GST limits depend on your turnover, your state and how you sell, and they have changed over the years. The official portal, gst.gov.in, or a CA gives you today’s answer.',
      hi: 'GST की सीमा आपकी बिक्री, आपके राज्य और बेचने के तरीक़े पर निर्भर है, और सालों में यह बदली भी है। आज का सही जवाब सरकारी पोर्टल gst.gov.in या किसी CA से मिलेगा।',
    },
  },
  {
    id: 'business-s6-c1',
    session: 6,
    prompt: {
      en: 'You are choosing a name for your chikankari boutique in Lucknow. Which of these make a good brand name? Choose all that apply.',
      hi: 'आप लखनऊ में अपने चिकनकारी बुटीक के लिए नाम चुन रही हैं। अच्छे ब्रांड नाम में इनमें से क्या होना चाहिए? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'A spelling very close to a famous brand’s, so people trust it quickly',
          hi: 'किसी मशहूर ब्रांड से मिलती-जुलती स्पेलिंग, ताकि लोग जल्दी भरोसा करें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'It is easy to say and spell in both Hindi and English',
          hi: 'हिंदी और अंग्रेज़ी दोनों में बोलने और लिखने में आसान हो',
        },
      },
      {
        id: 'c',
        text: {
          en: 'It hints at what you make, like ‘Dhaaga’ or ‘Taanka’',
          hi: 'उसमें आपके काम की झलक हो, जैसे ‘धागा’ या ‘टाँका’',
        },
      },
      {
        id: 'd',
        text: {
          en: 'A long name with numbers and symbols, like ‘Lko_Kurtis@2024’',
          hi: 'अंकों और चिह्नों वाला लंबा नाम, जैसे ‘Lko_Kurtis@2024’',
        },
      },
    ],
    correct: ['b', 'c'],
    explanation: {
      en: 'Customers remember and search for a name they can say and spell, and a hint of your craft tells them what you sell. A look-alike of a famous brand can bring legal trouble.',
      hi: 'जो नाम ग्राहक आसानी से बोल और लिख सकें, उसे वे याद रखते हैं और खोज पाते हैं, और काम की झलक से उन्हें पता चलता है कि आप क्या बेचती हैं। मशहूर ब्रांड से मिलता-जुलता नाम क़ानूनी परेशानी में डाल सकता है।',
    },
  },
  {
    id: 'business-s6-c2',
    session: 6,
    prompt: {
      en: 'ChatGPT drafts your founder story. Which version should you keep?',
      hi: 'ChatGPT ने आपकी ‘फ़ाउंडर स्टोरी’, यानी काम की शुरुआत की कहानी, का ड्राफ़्ट बनाया। कौन-सा रूप रखना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'A short, true story: you learnt chikankari from your nani and now work with four women artisans in your mohalla',
          hi: 'एक छोटी, सच्ची कहानी: आपने चिकनकारी अपनी नानी से सीखी और अब अपने मोहल्ले की चार कारीगर महिलाओं के साथ काम करती हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'An exciting story saying you trained in Paris, though you have never been there',
          hi: 'एक रोमांचक कहानी कि आपने पेरिस में ट्रेनिंग ली, जबकि आप वहाँ कभी गईं ही नहीं',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A page-long list of every job you have ever done',
          hi: 'अब तक किए हर काम की एक पन्ने लंबी सूची',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A founder story works when it is true, short and about why you make what you make. Customers connect with real people, and one invented detail can break their trust.',
      hi: 'शुरुआत की कहानी तभी असर करती है जब वह सच्ची और छोटी हो, और बताए कि आप यह काम क्यों करती हैं। ग्राहक असली लोगों से जुड़ते हैं, और एक भी मनगढ़ंत बात उनका भरोसा तोड़ सकती है।',
    },
  },
  {
    id: 'business-s7-c1',
    session: 7,
    prompt: {
      en: 'Adobe Firefly made a logo image you like, but the letters of your brand name came out jumbled. What is the best fix?',
      hi: 'Adobe Firefly ने एक लोगो इमेज बनाई जो आपको पसंद है, पर उसमें आपके ब्रांड नाम के अक्षर उलटे-पुलटे आ गए। सबसे अच्छा हल क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Use it anyway; customers will guess the name',
          hi: 'फिर भी इस्तेमाल करें; ग्राहक नाम का अंदाज़ा लगा लेंगे',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Keep generating images until one spells the name right by chance, however long it takes',
          hi: 'जब तक संयोग से नाम सही न लिखा जाए, तब तक इमेज बनाती रहें, चाहे जितना समय लगे',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Keep only the symbol from Firefly and type the name in Canva, in your brand font',
          hi: 'Firefly से सिर्फ़ चिह्न (सिंबल) रखें, और नाम Canva में अपने ब्रांड फ़ॉन्ट में टाइप करें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Copy a well-known company’s logo and change the name',
          hi: 'किसी जानी-मानी कंपनी का लोगो कॉपी करके नाम बदल दें',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'Image generators often get letters wrong. Typing the name yourself keeps it sharp and correct, and the same in every design.',
      hi: 'इमेज बनाने वाले AI अक्सर अक्षर ग़लत बना देते हैं। नाम ख़ुद टाइप करने से वह साफ़ और सही दिखता है, और हर डिज़ाइन में एक जैसा रहता है।',
    },
  },
  {
    id: 'business-s7-c2',
    session: 7,
    prompt: {
      en: 'You post in both Hindi and English. Which font pair should you save in your Brand Kit?',
      hi: 'आप हिंदी और अंग्रेज़ी दोनों में पोस्ट करती हैं। Brand Kit में कौन-सी फ़ॉन्ट जोड़ी सहेजें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Five different fancy script fonts, a new one for every post',
          hi: 'पाँच अलग-अलग सजावटी फ़ॉन्ट, हर पोस्ट में नया',
        },
      },
      {
        id: 'b',
        text: {
          en: 'One bold font for headings and one plain, easy-to-read font for details, both with Hindi (Devanagari) letters',
          hi: 'शीर्षक के लिए एक मोटा फ़ॉन्ट और जानकारी के लिए एक सादा, आसानी से पढ़ा जाने वाला फ़ॉन्ट, दोनों में हिंदी (देवनागरी) अक्षर हों',
        },
      },
      {
        id: 'c',
        text: {
          en: 'One thin, curly font for everything, even prices',
          hi: 'हर चीज़ के लिए, क़ीमत के लिए भी, एक ही पतला घुमावदार फ़ॉन्ट',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A clear pair used every time makes your posts look like one brand and keeps prices readable on a phone. Many fonts have no Hindi letters, so check that yours do.',
      hi: 'हर बार एक ही साफ़ जोड़ी इस्तेमाल करने से आपकी पोस्ट एक ब्रांड की लगती हैं और फ़ोन पर क़ीमतें आसानी से पढ़ी जाती हैं। कई फ़ॉन्ट में हिंदी अक्षर होते ही नहीं, इसलिए जाँच लें कि आपके फ़ॉन्ट में हों।',
    },
  },
  {
    id: 'business-s8-c1',
    session: 8,
    prompt: {
      en: 'You are editing your kurti photos in Snapseed. Which edits keep the photos honest? Choose all that apply.',
      hi: 'आप Snapseed में अपनी कुर्ती की फ़ोटो ठीक कर रही हैं। कौन-से बदलाव फ़ोटो को सच्चा रखते हैं? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Turning a maroon kurti bottle green because green is in fashion, though you have none in green',
          hi: 'मरून कुर्ती को बॉटल ग्रीन कर देना क्योंकि हरा रंग चलन में है, जबकि आपके पास हरी कुर्ती है ही नहीं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Smoothing the fabric so much that the block print disappears',
          hi: 'कपड़े को इतना चिकना कर देना कि ब्लॉक प्रिंट ही ग़ायब हो जाए',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Straightening and cropping the photo so the kurti is in the centre',
          hi: 'फ़ोटो को सीधा करके काटना (क्रॉप), ताकि कुर्ती बीच में आए',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Adjusting the brightness until the colour on screen matches the real kurti',
          hi: 'ब्राइटनेस तब तक ठीक करना जब तक स्क्रीन पर रंग असली कुर्ती जैसा न दिखे',
        },
      },
    ],
    correct: ['c', 'd'],
    explanation: {
      en: 'Edits that make the photo clearer are fine; edits that change the product are not. A buyer who gets a different colour or print will send it back and may not order again.',
      hi: 'जो बदलाव फ़ोटो को साफ़ बनाएँ, वे ठीक हैं; जो प्रोडक्ट को ही बदल दें, वे नहीं। जिस ग्राहक को अलग रंग या प्रिंट मिलेगा, वह सामान लौटा देगा और शायद दोबारा ऑर्डर न करे।',
    },
  },
  {
    id: 'business-s8-c2',
    session: 8,
    prompt: {
      en: 'After Canva’s background remover, the tassels of your dupatta look cut off in the photo. What should you do?',
      hi: 'Canva के बैकग्राउंड रिमूवर के बाद फ़ोटो में आपके दुपट्टे के फुँदने (टैसल) कटे हुए दिख रहे हैं। आपको क्या करना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Zoom in and use the Restore brush to bring the tassels back, or retake the photo on a plainer background',
          hi: 'ज़ूम करके Restore ब्रश से फुँदने वापस लाएँ, या ज़्यादा सादे बैकग्राउंड पर फ़ोटो दोबारा लें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Post it as it is; nobody looks at the edges',
          hi: 'जैसी है वैसी डाल दें; किनारों पर कोई ध्यान नहीं देता',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Put a bright sticker over the part that was cut off',
          hi: 'कटे हुए हिस्से पर एक चमकीला स्टिकर लगा दें',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Automatic background removal can cut away fine details like tassels, hooks and fringes. Fixing the edges shows the product exactly as the buyer will receive it.',
      hi: 'अपने आप बैकग्राउंड हटाने में फुँदने, हुक और झालर जैसी बारीक चीज़ें कट सकती हैं। किनारे ठीक करने से प्रोडक्ट ठीक वैसा दिखता है जैसा ग्राहक को मिलेगा।',
    },
  },
  {
    id: 'business-s9-c1',
    session: 9,
    prompt: {
      en: 'ChatGPT translated your English description into Hindi, but it calls a kurti ‘upari paridhan’, a stiff, bookish phrase for ‘upper garment’. What should you do?',
      hi: 'ChatGPT ने आपके अंग्रेज़ी विवरण का हिंदी अनुवाद किया, पर उसमें कुर्ती को ‘ऊपरी परिधान’ लिखा है। आपको क्या करना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Keep it, since formal Hindi always sounds more professional',
          hi: 'रहने दें, क्योंकि कठिन शुद्ध हिंदी हमेशा ज़्यादा प्रोफ़ेशनल लगती है',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Drop the Hindi version and post only in English',
          hi: 'हिंदी विवरण हटा दें और सिर्फ़ अंग्रेज़ी में डालें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Read it aloud and use the words your customers use, like ‘kurti’, ‘sooti’ (cotton) and ‘haath ki kadhai’ (hand embroidery)',
          hi: 'उसे बोलकर पढ़ें और वही शब्द रखें जो आपके ग्राहक बोलते हैं, जैसे ‘कुर्ती’, ‘सूती’ और ‘हाथ की कढ़ाई’',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Ask ChatGPT to make the Hindi even longer and more formal',
          hi: 'ChatGPT से कहें कि हिंदी को और लंबा और कठिन बना दे',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'A Hindi description should sound the way your buyers talk and search. Reading it aloud quickly shows up words nobody uses in daily life.',
      hi: 'हिंदी विवरण वैसा होना चाहिए जैसे आपके ग्राहक बोलते और खोजते हैं। बोलकर पढ़ने से तुरंत पता चल जाता है कि कौन-से शब्द रोज़मर्रा में कोई नहीं बोलता।',
    },
  },
  {
    id: 'business-s10-c1',
    session: 10,
    prompt: {
      en: 'Your Dukaan store is ready. What should you do before you share the link with customers?',
      hi: 'आपका Dukaan स्टोर तैयार है। ग्राहकों के साथ लिंक शेयर करने से पहले क्या करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Send it at once to every WhatsApp group you are in, even ones that have nothing to do with shopping',
          hi: 'तुरंत अपने हर WhatsApp ग्रुप में भेज दें, चाहे उसका ख़रीदारी से कोई लेना-देना न हो',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Nothing; the platform checks everything for you',
          hi: 'कुछ नहीं; प्लेटफ़ॉर्म सब कुछ अपने आप जाँच लेता है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Add more products first, even ones you cannot make yet',
          hi: 'पहले और प्रोडक्ट जोड़ें, वे भी जो आप अभी बना नहीं सकतीं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Ask a friend to place a small test order from her phone, and check the prices, the payment and your order alert',
          hi: 'किसी सहेली से उसके फ़ोन से एक छोटा टेस्ट ऑर्डर करवाएँ, और क़ीमत, भुगतान और ऑर्डर की सूचना जाँचें',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'A test order shows the store the way a buyer sees it, and catches a wrong price or a failing payment step before a real customer meets it.',
      hi: 'टेस्ट ऑर्डर से स्टोर वैसा दिखता है जैसा ग्राहक को दिखेगा, और ग़लत क़ीमत या अटकने वाला भुगतान असली ग्राहक से पहले ही पकड़ में आ जाता है।',
    },
  },
  {
    id: 'business-s10-c2',
    session: 10,
    prompt: {
      en: 'Your rose-gold earrings in your Instagram Shop have sold out, and the next batch will be ready in three weeks. What should you do?',
      hi: 'आपकी Instagram Shop में रोज़-गोल्ड झुमके बिक चुके हैं, और अगला बैच तीन हफ़्ते बाद तैयार होगा। आपको क्या करना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Leave them showing as available and explain the delay when someone orders',
          hi: 'उन्हें उपलब्ध ही दिखने दें, और कोई ऑर्डर करे तो देरी के बारे में बता दें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Mark them out of stock and say when they will be back',
          hi: 'उन्हें ‘आउट ऑफ़ स्टॉक’ कर दें और बताएँ कि वे कब तक वापस आएँगे',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Raise the price a lot so that nobody orders them',
          hi: 'क़ीमत बहुत बढ़ा दें, ताकि कोई ऑर्डर न करे',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A catalogue that shows only what you can send keeps buyers’ trust. Saying when an item returns keeps interested buyers coming back.',
      hi: 'जो कैटलॉग सिर्फ़ वही दिखाए जो आप भेज सकती हैं, उस पर ग्राहकों का भरोसा बना रहता है। सामान कब वापस आएगा, यह बताने से इच्छुक ग्राहक लौटकर आते हैं।',
    },
  },
  {
    id: 'business-s11-c1',
    session: 11,
    prompt: {
      en: 'You are using a content-calendar template to plan 30 days of posts for your home bakery. Which plan will keep followers interested?',
      hi: 'आप कंटेंट-कैलेंडर टेम्पलेट से अपनी घरेलू बेकरी की 30 दिन की पोस्ट की योजना बना रही हैं। किस योजना से फ़ॉलोअर की रुचि बनी रहेगी?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '30 posts that all say ‘Order now!’ with the price list',
          hi: '30 पोस्ट, सब में बस ‘अभी ऑर्डर करें!’ और रेट लिस्ट',
        },
      },
      {
        id: 'b',
        text: {
          en: 'No plan: post only on days when you feel like it',
          hi: 'कोई योजना नहीं: सिर्फ़ उन दिनों पोस्ट करें जब मन करे',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A mix: baking behind the scenes, customer photos shared with permission, useful tips, and an offer once a week',
          hi: 'मिली-जुली पोस्ट: बेकिंग के पीछे की झलक, ग्राहकों की अनुमति से उनकी फ़ोटो, काम के टिप्स, और हफ़्ते में एक ऑफ़र',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Famous chefs’ videos reposted every day',
          hi: 'रोज़ मशहूर शेफ़ के वीडियो दोबारा पोस्ट करना',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'Followers stay for posts that are useful or personal, and then notice your offers. A plan keeps you posting regularly even in a busy week.',
      hi: 'फ़ॉलोअर उन पोस्ट के लिए जुड़े रहते हैं जो काम की हों या अपनी-सी लगें, और तब वे आपके ऑफ़र पर भी ध्यान देते हैं। योजना होने से व्यस्त हफ़्ते में भी आप नियम से पोस्ट कर पाती हैं।',
    },
  },
  {
    id: 'business-s11-c2',
    session: 11,
    prompt: {
      en: 'ChatGPT suggests hashtags for your eggless cake posts in Pune. Which should you keep? Choose all that apply.',
      hi: 'ChatGPT ने पुणे में आपके बिना अंडे वाले केक की पोस्ट के लिए हैशटैग सुझाए। इनमें से कौन-से रखने चाहिए? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: { en: '#IPL, because it is trending today', hi: '#IPL, क्योंकि आज यह ट्रेंड कर रहा है' },
      },
      {
        id: 'b',
        text: {
          en: '#EgglessCakesPune, which names your product and your city',
          hi: '#EgglessCakesPune, जिसमें आपका प्रोडक्ट और शहर दोनों हैं',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Thirty popular tags like #love and #instagood on every post',
          hi: 'हर पोस्ट पर #love और #instagood जैसे तीस मशहूर टैग',
        },
      },
      {
        id: 'd',
        text: {
          en: '#PuneHomeBakers, which home bakers and their buyers in your city use',
          hi: '#PuneHomeBakers, जिसे आपके शहर के होम बेकर और उनके ग्राहक इस्तेमाल करते हैं',
        },
      },
    ],
    correct: ['b', 'd'],
    explanation: {
      en: 'A few tags that match your product and city help nearby buyers find you. Unrelated trending tags and generic ones bring viewers who will never order.',
      hi: 'प्रोडक्ट और शहर से जुड़े कुछ टैग आस-पास के ग्राहकों को आप तक पहुँचाते हैं। बेमेल ट्रेंडिंग टैग और आम टैग ऐसे लोग लाते हैं जो कभी ऑर्डर नहीं करेंगे।',
    },
  },
  {
    id: 'business-s12-c1',
    session: 12,
    prompt: {
      en: 'You are typing a prompt into Canva Magic Design for your Eid offer poster. Which prompt will give the closest first draft?',
      hi: 'आप अपने ईद ऑफ़र पोस्टर के लिए Canva Magic Design में प्रॉम्प्ट लिख रही हैं। किस प्रॉम्प्ट से पहला ड्राफ़्ट आपकी ज़रूरत के सबसे क़रीब आएगा?',
    },
    options: [
      { id: 'a', text: { en: '‘Poster’', hi: '‘पोस्टर’' } },
      {
        id: 'b',
        text: { en: '‘Make something beautiful for Eid’', hi: '‘ईद के लिए कुछ सुंदर बना दो’' },
      },
      {
        id: 'c',
        text: {
          en: '‘Copy the poster of the biggest sweet shop in town’',
          hi: '‘शहर की सबसे बड़ी मिठाई की दुकान का पोस्टर कॉपी करो’',
        },
      },
      {
        id: 'd',
        text: {
          en: '‘Eid offer poster for a home sweets business: 15% off sheer khurma kits and seviyan boxes, 8–10 April, order on WhatsApp, green and gold’',
          hi: '‘घर से चलने वाले मिठाई के काम के लिए ईद ऑफ़र पोस्टर: शीर खुरमा किट और सेवइयों के डिब्बों पर 15% छूट, 8–10 अप्रैल, WhatsApp पर ऑर्डर, हरा और सुनहरा रंग’',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Magic Design builds from what you tell it. Giving the offer, the dates, how to order and your colours gets a draft that needs only small changes.',
      hi: 'Magic Design वही बनाता है जो आप बताती हैं। ऑफ़र, तारीख़ें, ऑर्डर का तरीक़ा और आपके रंग बताने से ऐसा ड्राफ़्ट मिलता है जिसमें थोड़े ही बदलाव करने पड़ते हैं।',
    },
  },
  {
    id: 'business-s12-c2',
    session: 12,
    prompt: {
      en: 'Your offer poster is square. How do you make the matching WhatsApp status?',
      hi: 'आपका ऑफ़र पोस्टर चौकोर है। उससे मेल खाता WhatsApp स्टेटस कैसे बनाएँ?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Make a tall 9:16 copy in Canva, and keep the price and dates away from the top and bottom edges',
          hi: 'Canva में 9:16 की लंबी कॉपी बनाएँ, और क़ीमत व तारीख़ ऊपर-नीचे के किनारों से दूर रखें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Post the square poster; it will fill the whole screen anyway',
          hi: 'चौकोर पोस्टर ही डाल दें; वह वैसे भी पूरी स्क्रीन भर देगा',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Take a quick screenshot of the poster in your gallery, even if it comes out blurry',
          hi: 'गैलरी में पोस्टर का झटपट स्क्रीनशॉट ले लें, चाहे वह धुंधला आए',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A status fills a tall phone screen, so a 9:16 design uses all of it. Your name and the reply bar can cover the top and bottom, so keep the key details in the middle.',
      hi: 'स्टेटस फ़ोन की पूरी लंबी स्क्रीन पर दिखता है, इसलिए 9:16 का डिज़ाइन पूरी जगह भरता है। ऊपर और नीचे का हिस्सा आपके नाम और जवाब वाली पट्टी से ढक सकता है, इसलिए ज़रूरी बातें बीच में रखें।',
    },
  },
  {
    id: 'business-s13-c1',
    session: 13,
    prompt: {
      en: 'How should your 30-second product reel begin, so that people don’t scroll past?',
      hi: 'आपकी 30 सेकंड की प्रोडक्ट रील की शुरुआत कैसी हो, ताकि लोग उसे छोड़कर आगे न बढ़ जाएँ?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Ten seconds of your logo with slow music',
          hi: 'धीमे संगीत के साथ दस सेकंड तक आपका लोगो',
        },
      },
      {
        id: 'b',
        text: {
          en: 'The product in the first two or three seconds, like a jhumka catching the light or a cake being cut',
          hi: 'पहले दो-तीन सेकंड में ही प्रोडक्ट, जैसे रोशनी में चमकता झुमका या कटता हुआ केक',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A long spoken introduction before the product appears',
          hi: 'प्रोडक्ट दिखने से पहले बोलकर दिया गया लंबा परिचय',
        },
      },
      {
        id: 'd',
        text: {
          en: 'A black screen that says ‘Wait for it…’',
          hi: 'काली स्क्रीन, जिस पर लिखा हो ‘रुकिए, देखते रहिए…’',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'People decide in the first few seconds whether to keep watching. Showing the product straight away gives them a reason to stay until your call to order.',
      hi: 'लोग पहले कुछ सेकंड में ही तय कर लेते हैं कि आगे देखना है या नहीं। शुरू में ही प्रोडक्ट दिखाने से उन्हें आख़िर तक, ऑर्डर की बात आने तक, रुकने की वजह मिलती है।',
    },
  },
  {
    id: 'business-s13-c2',
    session: 13,
    prompt: {
      en: 'Which ending gives your reel the clearest call to order?',
      hi: 'रील के आख़िर में ऑर्डर के लिए कौन-सा बुलावा सबसे साफ़ है?',
    },
    options: [
      { id: 'a', text: { en: '‘Thank you for watching!’', hi: '‘देखने के लिए धन्यवाद!’' } },
      {
        id: 'b',
        text: {
          en: '‘DM for price’, with no price, size or delivery details anywhere',
          hi: '‘क़ीमत के लिए DM करें’, और कहीं भी क़ीमत, साइज़ या डिलीवरी की जानकारी नहीं',
        },
      },
      {
        id: 'c',
        text: {
          en: '‘₹450 a pair. Order on WhatsApp: tap the link in our bio. Delivery anywhere in Jaipur in two days.’',
          hi: '‘₹450 की जोड़ी। WhatsApp पर ऑर्डर करें: बायो में दिए लिंक पर टैप करें। पूरे जयपुर में दो दिन में डिलीवरी।’',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'A good call to order gives the price, exactly how to order and when it will arrive, on screen and in the caption. Then an interested viewer can order at once.',
      hi: 'अच्छे बुलावे में क़ीमत, ऑर्डर करने का ठीक-ठीक तरीक़ा और सामान कब पहुँचेगा, यह सब स्क्रीन पर और कैप्शन में होता है। तब रुचि रखने वाला दर्शक तुरंत ऑर्डर कर सकता है।',
    },
  },
  {
    id: 'business-s14-c1',
    session: 14,
    prompt: {
      en: 'You bake at home and deliver in your area, but you don’t want your home address to be public. How do you set up your Google Business Profile?',
      hi: 'आप घर पर बेकिंग करती हैं और अपने इलाक़े में डिलीवरी करती हैं, पर नहीं चाहतीं कि घर का पता सबको दिखे। अपनी Google Business Profile कैसे बनाएँ?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Give the address of a nearby mall instead',
          hi: 'उसकी जगह पास के किसी मॉल का पता डाल दें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Don’t make one; a business run from home cannot have a profile',
          hi: 'प्रोफ़ाइल न बनाएँ; घर से चलने वाले काम की प्रोफ़ाइल बन ही नहीं सकती',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Show your full address, because Google displays it on every profile',
          hi: 'पूरा पता दिखाएँ, क्योंकि Google हर प्रोफ़ाइल पर पता दिखाता ही है',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Set it up as a business that delivers to customers, hide the address, and list the areas you serve',
          hi: 'इसे ग्राहकों तक डिलीवरी करने वाले कारोबार के रूप में बनाएँ, पता छिपा दें, और जिन इलाक़ों में आप सेवा देती हैं वे लिखें',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Google Business Profile lets a business that goes to its customers show a service area instead of an address. A false address breaks Google’s rules and sends people to the wrong place.',
      hi: 'Google Business Profile में जो कारोबार ख़ुद ग्राहकों तक पहुँचता है, वह पते की जगह अपना सेवा क्षेत्र दिखा सकता है। ग़लत पता देना Google के नियमों के ख़िलाफ़ है, और इससे लोग ग़लत जगह पहुँच जाते हैं।',
    },
  },
  {
    id: 'business-s14-c2',
    session: 14,
    prompt: {
      en: 'Gemini drafts a reply to a 5-star review of your tiffin service. What belongs in it? Choose all that apply.',
      hi: 'Gemini ने आपकी टिफ़िन सेवा के 5 स्टार वाले रिव्यू का जवाब ड्राफ़्ट किया। उसमें क्या होना चाहिए? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'A warm thank-you that mentions what she liked, such as the Sunday thali',
          hi: 'दिल से धन्यवाद, जिसमें उस चीज़ का ज़िक्र हो जो उन्हें पसंद आई, जैसे रविवार की थाली',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Her phone number and flat number, to show she is a real customer',
          hi: 'उनका फ़ोन नंबर और फ़्लैट नंबर, ताकि दिखे कि वे असली ग्राहक हैं',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A short line inviting her to try your new millet menu',
          hi: 'एक छोटी-सी पंक्ति, जिसमें उन्हें आपका नया मिलेट (मोटे अनाज वाला) मेन्यू चखने का न्योता हो',
        },
      },
      {
        id: 'd',
        text: {
          en: 'The same reply you paste under every review',
          hi: 'वही जवाब जो आप हर रिव्यू के नीचे चिपकाती हैं',
        },
      },
    ],
    correct: ['a', 'c'],
    explanation: {
      en: 'A personal thank-you and a friendly invitation show everyone who reads your reviews that you really care. Never post a customer’s personal details in public.',
      hi: 'अपनेपन से दिया धन्यवाद और प्यार भरा न्योता, रिव्यू पढ़ने वाले हर व्यक्ति को दिखाता है कि आपको सच में परवाह है। किसी ग्राहक की निजी जानकारी कभी सार्वजनिक न करें।',
    },
  },
  {
    id: 'business-s15-c1',
    session: 15,
    prompt: {
      en: 'In Meta Ads Manager, how do you make sure your boosted post never costs more than ₹500 in total?',
      hi: 'Meta Ads Manager में कैसे पक्का करें कि बूस्ट की गई पोस्ट पर कुल ख़र्च ₹500 से ज़्यादा न हो?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Set a daily budget of ₹500 with no end date',
          hi: 'बिना आख़िरी तारीख़ के ₹500 का रोज़ का बजट रखें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Set no budget; Meta stops by itself once the results are good',
          hi: 'कोई बजट न रखें; नतीजे अच्छे आते ही Meta अपने आप रोक देता है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Look at the ad once a month and switch it off if it has spent too much',
          hi: 'महीने में एक बार विज्ञापन देखें, और ज़्यादा ख़र्च हो गया हो तो बंद कर दें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Set a total (lifetime) budget of ₹500 with a start and an end date',
          hi: 'शुरू और आख़िरी तारीख़ के साथ ₹500 का कुल (लाइफ़टाइम) बजट रखें',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'A lifetime budget caps the whole campaign at ₹500 across the dates you choose. A daily budget of ₹500 with no end date would spend up to ₹500 every day until you stop it.',
      hi: 'लाइफ़टाइम बजट से चुनी हुई तारीख़ों में पूरे विज्ञापन का ख़र्च ₹500 पर रुक जाता है। बिना आख़िरी तारीख़ वाला ₹500 का रोज़ का बजट, आपके बंद करने तक हर दिन ₹500 तक ख़र्च करता रहेगा।',
    },
  },
  {
    id: 'business-s16-c1',
    session: 16,
    prompt: {
      en: 'You want to see at a glance which WhatsApp customers have ordered but not yet paid. Which WhatsApp Business feature helps most?',
      hi: 'आप एक नज़र में देखना चाहती हैं कि WhatsApp पर किन ग्राहकों ने ऑर्डर तो किया पर अभी पैसे नहीं दिए। WhatsApp Business का कौन-सा फ़ीचर सबसे ज़्यादा मदद करेगा?',
    },
    options: [
      { id: 'a', text: { en: 'Greeting message', hi: 'ग्रीटिंग मैसेज' } },
      {
        id: 'b',
        text: {
          en: 'Labels such as ‘Payment pending’ and ‘Paid’',
          hi: '‘पेमेंट बाकी’ और ‘पेमेंट मिला’ जैसे लेबल',
        },
      },
      { id: 'c', text: { en: 'Status updates', hi: 'स्टेटस अपडेट' } },
      { id: 'd', text: { en: 'Away message', hi: 'अवे मैसेज' } },
    ],
    correct: ['b'],
    explanation: {
      en: 'Labels tag each chat, and you can filter your chats by label. Moving a customer from ‘Payment pending’ to ‘Paid’ keeps your follow-ups in order.',
      hi: 'लेबल से हर चैट पर निशान लग जाता है, और आप लेबल के हिसाब से चैट छाँटकर देख सकती हैं। ग्राहक को ‘पेमेंट बाकी’ से ‘पेमेंट मिला’ में डालते रहने से फ़ॉलो-अप व्यवस्थित रहता है।',
    },
  },
  {
    id: 'business-s17-c1',
    session: 17,
    prompt: {
      en: 'You want your order sheet to show which deliveries are still pending. What is the simplest set-up?',
      hi: 'आप चाहती हैं कि आपकी ऑर्डर शीट में दिखे कि कौन-सी डिलीवरी अभी बाकी हैं। सबसे आसान तरीक़ा क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'A ‘Status’ column with a drop-down (Pending, Delivered), and a filter or a colour for ‘Pending’',
          hi: 'एक ‘Status’ कॉलम, जिसमें ड्रॉप-डाउन हो (Pending, Delivered), और ‘Pending’ के लिए फ़िल्टर या रंग',
        },
      },
      { id: 'b', text: { en: 'A new sheet for every order', hi: 'हर ऑर्डर के लिए अलग शीट' } },
      {
        id: 'c',
        text: {
          en: 'Typing whatever word comes to mind each time, such as ‘done’, ‘ok’ or ‘gaya’',
          hi: 'हर बार जो शब्द मन में आए वह लिखना, जैसे ‘done’, ‘ok’ या ‘गया’',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Keeping deliveries in your head and using the sheet for prices only',
          hi: 'डिलीवरी याद रखना, और शीट सिर्फ़ क़ीमतों के लिए रखना',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A drop-down keeps the same words in every row, so a filter or a colour rule can pick out every pending order at once. Gemini can help you set up the rule.',
      hi: 'ड्रॉप-डाउन से हर पंक्ति में एक जैसे शब्द आते हैं, इसलिए फ़िल्टर या रंग का नियम सारे बाकी ऑर्डर एक साथ छाँट देता है। यह नियम बनाने में Gemini मदद कर सकता है।',
    },
  },
  {
    id: 'business-s17-c2',
    session: 17,
    prompt: {
      en: 'Gemini’s formula says you sold 12 jars of mango pickle, but you know you sold 20. Some rows say ‘Mango pickle’ and others ‘aam achar’. What is the likely problem?',
      hi: 'Gemini का फ़ॉर्मूला बताता है कि आम के अचार के 12 डिब्बे बिके, पर आपको पता है कि 20 बिके थे। कुछ पंक्तियों में ‘Mango pickle’ लिखा है और कुछ में ‘aam achar’। असल गड़बड़ क्या हो सकती है?',
    },
    options: [
      { id: 'a', text: { en: 'Gemini cannot add numbers', hi: 'Gemini को अंक जोड़ना नहीं आता' } },
      {
        id: 'b',
        text: {
          en: 'Google Sheets loses rows overnight',
          hi: 'Google Sheets रात में पंक्तियाँ गुम कर देता है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'The formula counts only one spelling; use one name for each product everywhere, ideally from a drop-down',
          hi: 'फ़ॉर्मूला सिर्फ़ एक नाम गिनता है; हर प्रोडक्ट का हर जगह एक ही नाम लिखें, हो सके तो ड्रॉप-डाउन से',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'A formula that totals by product name treats ‘Mango pickle’ and ‘aam achar’ as two different products. One name per product makes every total right.',
      hi: 'जो फ़ॉर्मूला प्रोडक्ट के नाम से जोड़ता है, वह ‘Mango pickle’ और ‘aam achar’ को दो अलग प्रोडक्ट मानता है। हर प्रोडक्ट का एक ही नाम रखने से हर जोड़ सही आता है।',
    },
  },
  {
    id: 'business-s18-c1',
    session: 18,
    prompt: {
      en: 'You are GST-registered and send a Zoho invoice to a boutique that buys your block-print fabric. What must the invoice show? Choose all that apply.',
      hi: 'आपका GST रजिस्ट्रेशन है, और आप अपना ब्लॉक-प्रिंट कपड़ा ख़रीदने वाले एक बुटीक को Zoho से इनवॉइस भेज रही हैं। इनवॉइस में क्या होना ज़रूरी है? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Your UPI PIN, so the buyer can pay faster',
          hi: 'आपका UPI PIN, ताकि ख़रीदार जल्दी पैसे भेज सके',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Your GSTIN, an invoice number and the date',
          hi: 'आपका GSTIN, इनवॉइस नंबर और तारीख़',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Each item with its HSN code, the taxable value and the GST charged',
          hi: 'हर सामान का HSN कोड, टैक्स लगने वाली रक़म और लगाया गया GST',
        },
      },
      { id: 'd', text: { en: 'The buyer’s Aadhaar number', hi: 'ख़रीदार का आधार नंबर' } },
    ],
    correct: ['b', 'c'],
    explanation: {
      en: 'A GST invoice needs your GSTIN, a serial number, the date, and the items with their HSN codes and the tax shown separately. Once you add your GST details, Zoho Invoice has a place for each of these.',
      hi: 'GST इनवॉइस में आपका GSTIN, क्रम संख्या, तारीख़, और HSN कोड के साथ सामान और अलग से लिखा टैक्स होना चाहिए। GST की जानकारी जोड़ने के बाद Zoho Invoice में इन सबके लिए जगह मिल जाती है।',
    },
  },
  {
    id: 'business-s18-c2',
    session: 18,
    prompt: {
      en: 'A customer’s payment for a ₹2,400 order is a week late. Which follow-up is best?',
      hi: 'एक ग्राहक के ₹2,400 के ऑर्डर का भुगतान एक हफ़्ते से बाकी है। फ़ॉलो-अप के लिए सबसे अच्छा मैसेज कौन-सा है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Post her name in your society’s WhatsApp group as someone who doesn’t pay',
          hi: 'अपनी सोसाइटी के WhatsApp ग्रुप में उनका नाम डाल दें कि ये पैसे नहीं देतीं',
        },
      },
      {
        id: 'b',
        text: {
          en: '‘Hello Meena ji, a gentle reminder that invoice #045 for ₹2,400 was due on 5 March. Here is the UPI payment link again. Thank you!’',
          hi: '‘नमस्ते मीना जी, एक छोटी-सी याद दिला रही हूँ कि इनवॉइस #045 के ₹2,400 का भुगतान 5 मार्च तक होना था। UPI पेमेंट लिंक फिर से भेज रही हूँ। धन्यवाद!’',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Say nothing and hope she remembers',
          hi: 'कुछ न कहें और उम्मीद रखें कि उन्हें ख़ुद याद आ जाएगा',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Send ‘PAY NOW!!!’ ten times in a row',
          hi: 'लगातार दस बार ‘अभी पैसे भेजो!!!’ भेजें',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A polite reminder with the invoice number, amount, due date and payment link makes paying easy and keeps the relationship friendly.',
      hi: 'इनवॉइस नंबर, रक़म, आख़िरी तारीख़ और पेमेंट लिंक के साथ विनम्रता से याद दिलाने पर भुगतान करना आसान हो जाता है, और रिश्ता भी अच्छा बना रहता है।',
    },
  },
  {
    id: 'business-s19-c1',
    session: 19,
    prompt: {
      en: 'Copilot in Excel shows that October, the Diwali month, was your most profitable and July your slowest. How can you use this?',
      hi: 'Copilot in Excel दिखाता है कि अक्टूबर, यानी दिवाली का महीना, सबसे ज़्यादा मुनाफ़े वाला था और जुलाई सबसे धीमा। इसका फ़ायदा कैसे उठाएँ?',
    },
    options: [
      { id: 'a', text: { en: 'Close the business every July', hi: 'हर जुलाई में काम बंद कर दें' } },
      {
        id: 'b',
        text: { en: 'Ignore it; every year is different', hi: 'ध्यान न दें; हर साल अलग होता है' },
      },
      {
        id: 'c',
        text: {
          en: 'Spend all your savings on next year’s stock in July',
          hi: 'अपनी सारी बचत से जुलाई में ही अगले साल का पूरा स्टॉक ख़रीद लें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Plan stock and festive offers early for October, and use July to try new products',
          hi: 'अक्टूबर के लिए स्टॉक और त्योहार के ऑफ़र पहले से तय करें, और जुलाई में नए प्रोडक्ट आज़माएँ',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Knowing your busy and slow months lets you prepare before the rush instead of running short. A slow month is a good time to test ideas.',
      hi: 'व्यस्त और धीमे महीने पता हों तो आप भीड़ आने से पहले तैयारी कर सकती हैं, ताकि सामान कम न पड़े। धीमा महीना नए आइडिया आज़माने के लिए अच्छा समय है।',
    },
  },
  {
    id: 'business-s19-c2',
    session: 19,
    prompt: {
      en: 'Before you ask Copilot in Excel about a year of sales, how should the data be laid out?',
      hi: 'साल भर की बिक्री के बारे में Copilot in Excel से पूछने से पहले डेटा कैसे रखा होना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'As notes typed into one cell per month',
          hi: 'हर महीने के लिए एक ही सेल में लिखे नोट्स की तरह',
        },
      },
      {
        id: 'b',
        text: {
          en: 'As a table with one row per sale and clear headings such as Date, Product, Quantity and Price',
          hi: 'एक टेबल की तरह, जिसमें हर बिक्री की एक पंक्ति हो और Date, Product, Quantity, Price जैसे साफ़ शीर्षक हों',
        },
      },
      {
        id: 'c',
        text: {
          en: 'As photos of your order notebook pasted into the sheet',
          hi: 'ऑर्डर वाली कॉपी के पन्नों की फ़ोटो शीट में चिपकाकर',
        },
      },
      {
        id: 'd',
        text: {
          en: 'With merged cells and blank rows between months, so that it looks neat',
          hi: 'महीनों के बीच ख़ाली पंक्तियों और मिलाए (मर्ज किए) हुए सेल के साथ, ताकि सुंदर दिखे',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'Copilot reads tidy tables best: one sale per row, one kind of information per column. Merged cells, blank rows and notes make its answers unreliable.',
      hi: 'Copilot साफ़-सुथरी टेबल सबसे अच्छी तरह पढ़ता है: हर पंक्ति में एक बिक्री, हर कॉलम में एक तरह की जानकारी। मर्ज सेल, ख़ाली पंक्तियों और नोट्स से उसके जवाबों पर भरोसा नहीं किया जा सकता।',
    },
  },
  {
    id: 'business-s20-c1',
    session: 20,
    prompt: {
      en: 'You are writing a refund and exchange policy for your kurti business with ChatGPT. Which policy is fair and clear?',
      hi: 'आप ChatGPT की मदद से अपने कुर्ती के काम के लिए रिफ़ंड और एक्सचेंज नीति लिख रही हैं। कौन-सी नीति सही और साफ़ है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '‘No refunds or exchanges, ever, for any reason.’',
          hi: '‘किसी भी वजह से, कभी भी, कोई रिफ़ंड या एक्सचेंज नहीं।’',
        },
      },
      {
        id: 'b',
        text: { en: '‘Returns accepted if we feel like it.’', hi: '‘हमारा मन हुआ तो वापसी ले लेंगे।’' },
      },
      {
        id: 'c',
        text: {
          en: '‘Exchange within 7 days for unworn items with tags. Made-to-measure pieces are exchanged only for a stitching fault. Refunds reach your UPI within 5 working days.’',
          hi: '‘बिना पहनी, टैग लगी चीज़ों का 7 दिन के अंदर एक्सचेंज। नाप से सिली चीज़ें सिर्फ़ सिलाई में ख़राबी होने पर बदली जाएँगी। रिफ़ंड 5 कामकाजी दिनों में आपके UPI में पहुँचेगा।’',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'A good policy says what can be returned, by when, in what condition and how the money comes back. Clear limits for made-to-measure work protect you, and buyers know exactly what to expect.',
      hi: 'अच्छी नीति बताती है कि क्या लौटाया जा सकता है, कब तक, किस हालत में, और पैसे कैसे वापस मिलेंगे। नाप से बने काम के लिए साफ़ सीमा आपको बचाती है, और ग्राहक को ठीक-ठीक पता रहता है कि क्या उम्मीद रखे।',
    },
  },
  {
    id: 'business-s20-c2',
    session: 20,
    prompt: {
      en: 'You want to practise answering a real complaint in a ChatGPT role-play. What should you do? Choose all that apply.',
      hi: 'आप ChatGPT के साथ रोल-प्ले में एक असली शिकायत का जवाब देने का अभ्यास करना चाहती हैं। क्या करना चाहिए? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Paste the whole chat, with her name, number and address',
          hi: 'पूरी चैट चिपका दें, उनके नाम, नंबर और पते के साथ',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Describe the problem without her name or contact details',
          hi: 'उनका नाम या संपर्क की जानकारी दिए बिना समस्या बताएँ',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Send ChatGPT’s first reply to her without reading it',
          hi: 'ChatGPT का पहला जवाब बिना पढ़े उन्हें भेज दें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Ask ChatGPT to play an upset customer, and practise until your replies sound calm and like you',
          hi: 'ChatGPT से नाराज़ ग्राहक बनने को कहें, और तब तक अभ्यास करें जब तक आपके जवाब शांत और आपके अपने जैसे न लगें',
        },
      },
    ],
    correct: ['b', 'd'],
    explanation: {
      en: 'Role-play needs only the problem, so a customer’s personal details never have to leave your phone. Practising first helps you stay calm when the real message arrives.',
      hi: 'रोल-प्ले के लिए सिर्फ़ समस्या बताना काफ़ी है, इसलिए ग्राहक की निजी जानकारी आपके फ़ोन से बाहर जाने की ज़रूरत ही नहीं। पहले अभ्यास कर लेने से असली मैसेज आने पर आप शांत रह पाती हैं।',
    },
  },
  {
    id: 'business-s21-c1',
    session: 21,
    prompt: {
      en: 'In your Zap, what is the trigger, the event that starts everything?',
      hi: 'आपके Zap में ट्रिगर, यानी वह घटना जिससे सब कुछ शुरू होता है, क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'The confirmation email reaching the customer',
          hi: 'ग्राहक तक पुष्टि का ईमेल पहुँचना',
        },
      },
      {
        id: 'b',
        text: {
          en: 'You opening the Google Sheet each morning',
          hi: 'आपका रोज़ सुबह Google Sheet खोलना',
        },
      },
      { id: 'c', text: { en: 'The customer paying by UPI', hi: 'ग्राहक का UPI से भुगतान करना' } },
      {
        id: 'd',
        text: {
          en: 'A new response arriving in your Google Form',
          hi: 'आपके Google Form में नया जवाब आना',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'The trigger is the new form response; adding the row and sending the email are the actions that follow. Knowing which is which helps you build a Zap and fix it.',
      hi: 'ट्रिगर है फ़ॉर्म में नया जवाब; शीट में पंक्ति जुड़ना और ईमेल जाना उसके बाद होने वाले ऐक्शन हैं। कौन-सा क्या है, यह पता हो तो Zap बनाना और ठीक करना आसान होता है।',
    },
  },
  {
    id: 'business-s21-c2',
    session: 21,
    prompt: {
      en: 'Since yesterday, new orders no longer appear in your sheet, though the form still receives them. What should you check first?',
      hi: 'कल से नए ऑर्डर आपकी शीट में नहीं आ रहे, जबकि फ़ॉर्म में अब भी आ रहे हैं। सबसे पहले क्या जाँचें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'The Zap’s history in Zapier, to see whether it is switched off, stopped on an error, or has used up your plan’s tasks for the month',
          hi: 'Zapier में Zap की हिस्ट्री, ताकि पता चले कि वह बंद है, किसी ग़लती पर रुका है, या आपके प्लान के इस महीने के टास्क ख़त्म हो गए हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Nothing; it will fix itself in a few weeks',
          hi: 'कुछ नहीं; कुछ हफ़्तों में अपने आप ठीक हो जाएगा',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Delete the form and make a new one with a new link',
          hi: 'फ़ॉर्म मिटाकर नए लिंक वाला नया फ़ॉर्म बना लें',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Zapier keeps a record of every run and shows why one failed. Free plans have a monthly task limit, and renaming a column in the sheet can also break a step.',
      hi: 'Zapier हर बार चलने का रिकॉर्ड रखता है और बताता है कि कोई रन क्यों फ़ेल हुआ। मुफ़्त प्लान में हर महीने टास्क की सीमा होती है, और शीट के किसी कॉलम का नाम बदलने से भी कोई स्टेप टूट सकता है।',
    },
  },
  {
    id: 'business-s22-c1',
    session: 22,
    prompt: {
      en: 'A kurti sells for ₹600 on a marketplace. Commission and fees come to ₹90, shipping is ₹60, and the kurti costs you ₹300 to make. How much profit do you keep on each one?',
      hi: 'एक मार्केटप्लेस पर कुर्ती ₹600 में बिकती है। कमीशन और फ़ीस मिलाकर ₹90 कटते हैं, शिपिंग ₹60 है, और कुर्ती बनाने में आपका ख़र्च ₹300 है। हर कुर्ती पर आपके पास कितना मुनाफ़ा बचता है?',
    },
    options: [
      { id: 'a', text: { en: '₹150', hi: '150 रुपये' } },
      { id: 'b', text: { en: '₹210', hi: '210 रुपये' } },
      { id: 'c', text: { en: '₹300', hi: '300 रुपये' } },
      { id: 'd', text: { en: '₹450', hi: '450 रुपये' } },
    ],
    correct: ['a'],
    explanation: {
      en: '₹600 − ₹90 − ₹60 − ₹300 = ₹150. Compare this with what you keep when you sell on your own, and remember that returns reduce it further.',
      hi: '₹600 − ₹90 − ₹60 − ₹300 = ₹150। इसकी तुलना ख़ुद बेचने पर बचने वाली रक़म से करें, और याद रखें कि सामान वापस आने पर यह और घट जाता है।',
    },
  },
  {
    id: 'business-s22-c2',
    session: 22,
    prompt: {
      en: 'ChatGPT writes product titles for your marketplace listing. Which one follows the usual rules in the seller guides?',
      hi: 'ChatGPT आपकी मार्केटप्लेस लिस्टिंग के लिए प्रोडक्ट के टाइटल लिख रहा है। कौन-सा टाइटल सेलर गाइड के आम नियमों के मुताबिक़ है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '‘BEST KURTI!!! 100% CHEAPEST, FREE GIFT’',
          hi: '‘सबसे अच्छी कुर्ती!!! 100% सबसे सस्ती, फ़्री गिफ़्ट’',
        },
      },
      {
        id: 'b',
        text: {
          en: '‘Kurti like Fabindia and Biba, same quality’',
          hi: '‘Fabindia और Biba जैसी कुर्ती, वही क्वालिटी’',
        },
      },
      {
        id: 'c',
        text: {
          en: '‘Women’s Cotton Block-Print Straight Kurti, Indigo, Sizes S–XXL’',
          hi: '‘महिलाओं की सूती ब्लॉक-प्रिंट स्ट्रेट कुर्ती, इंडिगो, साइज़ S–XXL’',
        },
      },
      { id: 'd', text: { en: '‘Kurti’', hi: '‘कुर्ती’' } },
    ],
    correct: ['c'],
    explanation: {
      en: 'Marketplaces want titles that describe the product, such as its type, fabric, colour and sizes, without shouting in capitals, offers or other brands’ names. Clear titles are also easier for buyers to find in search.',
      hi: 'मार्केटप्लेस ऐसा टाइटल चाहते हैं जो प्रोडक्ट के बारे में बताए, जैसे उसकी किस्म, कपड़ा, रंग और साइज़, बिना बड़े अक्षरों में चिल्लाए, और बिना ऑफ़र या दूसरे ब्रांड के नाम के। साफ़ टाइटल ग्राहकों को खोज में भी आसानी से मिलते हैं।',
    },
  },
  {
    id: 'business-s23-c1',
    session: 23,
    prompt: {
      en: 'You are gathering documents for a Mudra loan application at your bank. Which are you likely to need? Choose all that apply.',
      hi: 'आप बैंक में Mudra लोन के आवेदन के लिए काग़ज़ जुटा रही हैं। इनमें से किनकी ज़रूरत पड़ सकती है? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Proof of identity and address, such as Aadhaar and PAN',
          hi: 'पहचान और पते का सबूत, जैसे आधार और PAN',
        },
      },
      {
        id: 'b',
        text: {
          en: 'A screenshot of your Instagram follower count',
          hi: 'आपके Instagram फ़ॉलोअर की गिनती का स्क्रीनशॉट',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Details of your business and plan, such as a quotation for the oven or sewing machine you want to buy',
          hi: 'आपके काम और योजना की जानकारी, जैसे जो ओवन या सिलाई मशीन ख़रीदनी है उसका कोटेशन',
        },
      },
      {
        id: 'd',
        text: {
          en: 'A receipt for a ‘processing fee’ paid to a WhatsApp agent',
          hi: 'किसी WhatsApp एजेंट को दी गई ‘प्रोसेसिंग फ़ीस’ की रसीद',
        },
      },
    ],
    correct: ['a', 'c'],
    explanation: {
      en: 'Banks ask for KYC documents and proof of what the loan is for. Check your bank’s own list, since it may ask for more, such as bank statements or a Udyam certificate.',
      hi: 'बैंक KYC के काग़ज़ और लोन किस काम के लिए है, इसका सबूत माँगते हैं। अपने बैंक की सूची ज़रूर देखें, क्योंकि वह बैंक स्टेटमेंट या Udyam सर्टिफ़िकेट जैसे और काग़ज़ भी माँग सकता है।',
    },
  },
  {
    id: 'business-s24-c1',
    session: 24,
    prompt: {
      en: 'Gamma filled your pitch slides with stock pictures of gift hampers that are not yours. What should you do?',
      hi: 'Gamma ने आपकी पिच की स्लाइड में गिफ़्ट हैंपर की ऐसी स्टॉक तस्वीरें डाल दीं जो आपकी नहीं हैं। आपको क्या करना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Keep them; they look more professional than your own photos',
          hi: 'रहने दें; ये आपकी अपनी फ़ोटो से ज़्यादा प्रोफ़ेशनल लगती हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Replace them with photos of hampers you have really made',
          hi: 'उनकी जगह उन हैंपर की फ़ोटो लगाएँ जो आपने सच में बनाए हैं',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Remove every picture and keep only text',
          hi: 'सारी तस्वीरें हटाकर सिर्फ़ टेक्स्ट रखें',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A bulk buyer decides on what you will deliver, so the pictures must show your own work. If the hampers that arrive look different, you lose the client.',
      hi: 'थोक ख़रीदार इसी आधार पर फ़ैसला करता है कि आप क्या देंगी, इसलिए तस्वीरों में आपका अपना काम दिखना चाहिए। अगर पहुँचे हुए हैंपर अलग दिखे, तो क्लाइंट हाथ से निकल जाएगा।',
    },
  },
  {
    id: 'business-s24-c2',
    session: 24,
    prompt: {
      en: 'A company asks for 200 Diwali hampers in 10 days. What should you check before your pitch promises them? Choose all that apply.',
      hi: 'एक कंपनी 10 दिनों में दिवाली के 200 हैंपर माँग रही है। पिच में वादा करने से पहले क्या जाँचें? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Whether you, with any helpers, can really make 200 in 10 days',
          hi: 'क्या आप, अपने साथ काम करने वालों के साथ मिलकर, सच में 10 दिन में 200 हैंपर बना सकती हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Whether your pitch uses Gamma’s newest theme',
          hi: 'क्या आपकी पिच में Gamma की सबसे नई थीम लगी है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'How many Instagram followers the company has',
          hi: 'कंपनी के Instagram पर कितने फ़ॉलोअर हैं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'That your bulk price still covers materials, packing, delivery and your time',
          hi: 'कि थोक क़ीमत में भी सामान, पैकिंग, डिलीवरी और आपके समय का ख़र्च निकल आए',
        },
      },
    ],
    correct: ['a', 'd'],
    explanation: {
      en: 'A bulk order only helps if you can deliver it on time and it still makes a profit. Work out how many you can make a day and your cost per hamper before you quote.',
      hi: 'थोक ऑर्डर तभी फ़ायदेमंद है जब आप उसे समय पर पूरा कर सकें और उसमें मुनाफ़ा भी बचे। क़ीमत बताने से पहले हिसाब लगा लें कि आप रोज़ कितने हैंपर बना सकती हैं और एक हैंपर की लागत कितनी है।',
    },
  },
  {
    id: 'business-s25-c1',
    session: 25,
    prompt: {
      en: 'In your showcase you share your numbers. Which set gives the clearest picture of how your business is doing?',
      hi: 'शोकेस में आप अपने आँकड़े बताती हैं। कौन-से आँकड़े सबसे साफ़ दिखाते हैं कि आपका काम कैसा चल रहा है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Only your Instagram followers and likes',
          hi: 'सिर्फ़ Instagram के फ़ॉलोअर और लाइक',
        },
      },
      {
        id: 'b',
        text: {
          en: 'What you have spent on equipment so far',
          hi: 'अब तक सामान और मशीनों पर हुआ ख़र्च',
        },
      },
      {
        id: 'c',
        text: { en: 'The number of tools you have tried', hi: 'आपने कितने टूल आज़माए, उनकी गिनती' },
      },
      {
        id: 'd',
        text: {
          en: 'Orders, income, costs and profit for each of the last three months',
          hi: 'पिछले तीन महीनों में हर महीने के ऑर्डर, कमाई, ख़र्च और मुनाफ़ा',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Orders, income, costs and profit month by month show whether you are earning and which way things are moving. Followers matter only when they turn into orders.',
      hi: 'महीने-दर-महीने ऑर्डर, कमाई, ख़र्च और मुनाफ़ा दिखाते हैं कि आप कमा रही हैं या नहीं, और काम किस दिशा में जा रहा है। फ़ॉलोअर तभी मायने रखते हैं जब वे ऑर्डर में बदलें।',
    },
  },
  {
    id: 'business-s25-c2',
    session: 25,
    prompt: {
      en: 'You have tried many tools in this course. How should you choose the ones to keep using over the next 90 days?',
      hi: 'इस कोर्स में आपने कई टूल आज़माए। अगले 90 दिनों में कौन-से टूल इस्तेमाल करती रहें, यह कैसे तय करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Keep the few that save you the most time each week, and check what their free plans allow',
          hi: 'वे कुछ टूल रखें जिनसे हर हफ़्ते सबसे ज़्यादा समय बचता है, और देख लें कि उनके मुफ़्त प्लान में क्या-क्या मिलता है',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Buy the paid plan of every tool at once, to get the most out of them',
          hi: 'सबसे ज़्यादा फ़ायदे के लिए हर टूल का पेड प्लान एक साथ ले लें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Use whichever tool a friend tried most recently',
          hi: 'जो टूल किसी सहेली ने हाल में आज़माया हो, वही चलाएँ',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A few tools you use every week help more than many you rarely open. Knowing the free-plan limits saves you from surprise bills and sudden stops.',
      hi: 'हर हफ़्ते काम आने वाले कुछ टूल, कभी-कभार खुलने वाले बहुत सारे टूल से ज़्यादा मदद करते हैं। मुफ़्त प्लान की सीमाएँ पता हों तो अचानक बिल आने या काम रुकने की नौबत नहीं आती।',
    },
  },
];
