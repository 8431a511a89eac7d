// The blog's articles, in English and Hindi. The blog list (GET /api/blogs) names each post by its
// title; the article with that English title is the post's full text at /blogs/:slug. A post the
// list carries without an article here is shown whole on the list, never cut off.

export interface BlogPostText {
  title: string;
  summary: string;
  /** Paragraphs; a paragraph starting with "## " is a sub-heading. */
  body: string[];
}

export interface BlogPost {
  slug: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  en: BlogPostText;
  hi: BlogPostText;
}

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'five-prompts-for-working-mothers',
    author: 'Ishita Banerjee',
    date: '2025-01-14',
    en: {
      title: 'Five prompts every working mother should save today',
      summary:
        'From a week of tiffin ideas to a polite reply to the society WhatsApp group: five prompts our learners use every single day, with examples you can copy.',
      body: [
        'Most of our learners do not have time to “learn AI”. They have time to get one thing done a little faster. These five prompts come from their notebooks. Copy them, change the details in brackets, and keep them in a note on your phone.',
        '## 1. A week of tiffins',
        '“Plan five school tiffins for a [7]-year-old who does not eat [capsicum]. Vegetarian, ready in 15 minutes, using what is usually in an Indian kitchen. Give me one shopping list for the week.”',
        '## 2. The polite reply',
        '“Here is a message from our society WhatsApp group: [paste]. Write a short, polite reply in [Hindi] that says I cannot volunteer this month but can help in [March].”',
        '## 3. The note to school',
        '“Write a two-line note to my daughter’s class teacher explaining that she missed homework because she had a fever. Warm, not apologetic.”',
        '## 4. The month’s budget',
        '“My monthly household spend is [paste numbers]. Group it into five heads, tell me which head grew most since last month, and suggest one realistic saving.”',
        '## 5. Ten minutes for myself',
        '“I have ten free minutes after the children sleep. Suggest a plan to learn [Excel] in ten-minute steps over four weeks.”',
        'One habit matters more than the prompts: read the answer before you use it. The assistant is quick, not always right. You decide.',
      ],
    },
    hi: {
      title: 'हर कामकाजी माँ के पाँच काम के प्रॉम्प्ट',
      summary:
        'हफ़्ते भर के टिफ़िन से लेकर सोसाइटी के व्हाट्सऐप ग्रुप को विनम्र जवाब तक: पाँच प्रॉम्प्ट जो हमारी छात्राएँ रोज़ इस्तेमाल करती हैं, उदाहरण के साथ।',
      body: [
        'हमारी ज़्यादातर छात्राओं के पास “एआई सीखने” का समय नहीं होता। उनके पास बस इतना समय होता है कि कोई एक काम थोड़ा जल्दी हो जाए। ये पाँच प्रॉम्प्ट उन्हीं की कॉपियों से लिए गए हैं। इन्हें कॉपी करें, कोष्ठक में लिखी बातें बदलें और फ़ोन के नोट में रख लें।',
        '## 1. हफ़्ते भर का टिफ़िन',
        '“[7] साल के बच्चे के लिए पाँच दिन का स्कूल टिफ़िन सुझाओ, जो [शिमला मिर्च] नहीं खाता। शाकाहारी, 15 मिनट में बनने वाला, घर की आम चीज़ों से। पूरे हफ़्ते की एक सामान-सूची भी दो।”',
        '## 2. विनम्र जवाब',
        '“यह हमारी सोसाइटी के व्हाट्सऐप ग्रुप का संदेश है: [संदेश]। [हिंदी] में छोटा और विनम्र जवाब लिखो कि इस महीने मैं मदद नहीं कर पाऊँगी, पर [मार्च] में कर सकती हूँ।”',
        '## 3. स्कूल के लिए चिट्ठी',
        '“बेटी की कक्षा-अध्यापिका के लिए दो पंक्तियों का नोट लिखो कि बुख़ार की वजह से उसका गृहकार्य छूट गया। अपनापन हो, माफ़ी की भरमार नहीं।”',
        '## 4. महीने का बजट',
        '“मेरे घर का महीने का ख़र्च यह है: [आँकड़े]। इसे पाँच हिस्सों में बाँटो, बताओ पिछले महीने से कौन-सा हिस्सा सबसे ज़्यादा बढ़ा, और एक व्यावहारिक बचत सुझाओ।”',
        '## 5. दस मिनट अपने लिए',
        '“बच्चों के सोने के बाद मेरे पास दस मिनट होते हैं। चार हफ़्तों में दस-दस मिनट के क़दमों में [एक्सेल] सीखने की योजना बनाओ।”',
        'प्रॉम्प्ट से ज़्यादा ज़रूरी एक आदत है: जवाब इस्तेमाल करने से पहले उसे पढ़ें। सहायक तेज़ है, हमेशा सही नहीं। फ़ैसला आपका है।',
      ],
    },
  },
  {
    slug: 'will-ai-take-my-job',
    author: 'Dr. Nandini Rao',
    date: '2025-02-03',
    en: {
      title: 'Is AI going to take my job? An honest answer',
      summary:
        'AI changes tasks before it changes jobs. We look at which parts of office, teaching and retail work are changing, and how to be the person who uses the tool.',
      body: [
        'It is the question we hear in every first class, usually asked quietly at the end. The honest answer is: AI is changing tasks much faster than it is changing jobs, and the women who learn to hand over the dull tasks are the ones who are trusted with the interesting ones.',
        '## Look at your week, not your job title',
        'Write down what you did last week, task by task. For an accounts assistant that may be matching entries, chasing invoices, writing the monthly summary and answering the manager’s questions. The first three are the kind of work an assistant can draft. The last one, knowing what your manager is really worried about, is yours.',
        '## Teaching, retail, office work',
        'Teachers use AI to draft worksheets and question papers, and spend the time saved with the children who need it. Shop staff use it to write product descriptions and reply to customers, and keep the conversations that sell. Office staff hand it the first draft of letters and minutes, and keep the judgement.',
        '## Be the person who uses the tool',
        'In every workplace we visit, the first person who shows the team a faster way becomes the person others ask. That is a promotion conversation waiting to happen. It does not need a degree in computer science; it needs a month of practice on your own work.',
      ],
    },
    hi: {
      title: 'क्या एआई मेरी नौकरी ले लेगा? एक सच्चा जवाब',
      summary:
        'एआई नौकरियों से पहले काम के तरीक़े बदलता है। दफ़्तर, पढ़ाई और दुकान के कौन-से काम बदल रहे हैं, और आप वह व्यक्ति कैसे बनें जो इस औज़ार को चलाता है।',
      body: [
        'यह सवाल हमें हर पहली कक्षा में सुनाई देता है, अक्सर कक्षा के आख़िर में धीमी आवाज़ में। सच्चा जवाब यह है: एआई नौकरियों से कहीं ज़्यादा तेज़ी से कामों को बदल रहा है, और जो महिलाएँ उबाऊ काम उसे सौंपना सीख लेती हैं, उन्हीं पर दिलचस्प कामों का भरोसा किया जाता है।',
        '## पद नहीं, अपना हफ़्ता देखिए',
        'पिछले हफ़्ते आपने जो-जो काम किए, एक-एक करके लिखिए। किसी लेखा सहायक के लिए यह हिसाब मिलाना, बिलों का पीछा करना, महीने की रिपोर्ट लिखना और मैनेजर के सवालों के जवाब देना हो सकता है। पहले तीन काम का मसौदा सहायक बना सकता है। आख़िरी काम, यानी यह समझना कि मैनेजर असल में किस बात से परेशान हैं, आपका ही है।',
        '## पढ़ाई, दुकान, दफ़्तर',
        'अध्यापिकाएँ वर्कशीट और प्रश्नपत्र का मसौदा एआई से बनवाती हैं और बचा समय उन बच्चों को देती हैं जिन्हें उसकी ज़रूरत है। दुकान में काम करने वाली महिलाएँ सामान का विवरण और ग्राहकों के जवाब लिखवाती हैं, और बिक्री वाली बातचीत ख़ुद करती हैं। दफ़्तर में चिट्ठियों और बैठकों के नोट्स का पहला मसौदा एआई बनाता है, फ़ैसला आप करती हैं।',
        '## वह बनिए जो औज़ार चलाती है',
        'हम जिस भी दफ़्तर में जाते हैं, वहाँ टीम को तेज़ तरीक़ा दिखाने वाली पहली व्यक्ति ही वह बन जाती है जिससे सब पूछते हैं। यही तरक़्क़ी की बातचीत की शुरुआत है। इसके लिए कंप्यूटर साइंस की डिग्री नहीं, अपने ही काम पर एक महीने का अभ्यास चाहिए।',
      ],
    },
  },
  {
    slug: 'boutique-orders-on-whatsapp',
    author: 'Pooja Nair',
    date: '2025-02-21',
    en: {
      title: 'How Rukhsar doubled her boutique orders on WhatsApp',
      summary:
        'A Lucknow boutique owner shares the exact steps she followed: product photos, captions in Hindi and English, and quick replies that never sound robotic.',
      body: [
        'Rukhsar Ahmed sells chikankari kurtas from a small boutique in Lucknow. Before the course, most of her orders came from walk-in customers and a WhatsApp group she updated “whenever there was time”, which usually meant never.',
        '## Step 1: one photo routine',
        'She now photographs every new piece the same way: near a window in the morning, on a plain cream sheet, one full shot and one close-up of the embroidery. An AI photo tool removes the clutter in the background. It takes her ten minutes for a new lot.',
        '## Step 2: captions in her own voice',
        'She gave the assistant five of her old messages that customers liked, and asked it to write new captions “in the same voice, in Hindi and English, no more than three lines”. She edits every caption before it goes out. Customers noticed that the posts finally sounded like her.',
        '## Step 3: quick replies that are still personal',
        'The questions are always the same: price, sizes, delivery to another city, washing care. She wrote the answers once with AI’s help and saved them as WhatsApp Business quick replies, each ending with the customer’s name and a question back.',
        'Two months later her WhatsApp orders had doubled, and she no longer answers messages at midnight. “The tool did not sell a single kurta,” she says. “It gave me the time to.”',
      ],
    },
    hi: {
      title: 'रुख़सार ने व्हाट्सऐप पर अपने बुटीक के ऑर्डर दोगुने कैसे किए',
      summary:
        'लखनऊ की एक बुटीक मालकिन बताती हैं कि उन्होंने क्या-क्या किया: सामान की तस्वीरें, हिंदी और अंग्रेज़ी में कैप्शन, और ऐसे झटपट जवाब जो मशीनी नहीं लगते।',
      body: [
        'रुख़सार अहमद लखनऊ में एक छोटे बुटीक से चिकनकारी कुर्ते बेचती हैं। कोर्स से पहले ज़्यादातर ऑर्डर दुकान पर आने वाले ग्राहकों से आते थे, और एक व्हाट्सऐप ग्रुप से, जिसे वे “जब समय मिले” तब अपडेट करती थीं, यानी लगभग कभी नहीं।',
        '## पहला क़दम: तस्वीरों का एक तरीक़ा',
        'अब वे हर नया कुर्ता एक ही तरह से खींचती हैं: सुबह खिड़की के पास, सादी क्रीम चादर पर, एक पूरी तस्वीर और एक कढ़ाई की नज़दीकी तस्वीर। एक एआई फ़ोटो औज़ार पीछे का बिखराव हटा देता है। नए माल के लिए बस दस मिनट लगते हैं।',
        '## दूसरा क़दम: अपनी ही आवाज़ में कैप्शन',
        'उन्होंने सहायक को अपने पाँच पुराने संदेश दिए जो ग्राहकों को पसंद आए थे, और कहा कि “इसी अंदाज़ में, हिंदी और अंग्रेज़ी में, तीन पंक्तियों से ज़्यादा नहीं” नए कैप्शन लिखे। हर कैप्शन भेजने से पहले वे ख़ुद सुधारती हैं। ग्राहकों ने कहा कि अब पोस्ट सचमुच उनकी अपनी लगती हैं।',
        '## तीसरा क़दम: झटपट जवाब, पर अपनेपन के साथ',
        'सवाल हमेशा वही होते हैं: दाम, साइज़, दूसरे शहर में डिलीवरी, धुलाई। उन्होंने एआई की मदद से एक बार जवाब लिखे और उन्हें व्हाट्सऐप बिज़नेस के झटपट जवाबों में सहेज लिया, हर जवाब के आख़िर में ग्राहक का नाम और एक सवाल।',
        'दो महीने बाद उनके व्हाट्सऐप ऑर्डर दोगुने हो गए, और अब वे आधी रात को संदेशों के जवाब नहीं देतीं। वे कहती हैं, “औज़ार ने एक भी कुर्ता नहीं बेचा। उसने मुझे बेचने का समय दिया।”',
      ],
    },
  },
  {
    slug: 'deepfakes-and-scams-checklist',
    author: 'Tanvi Joshi',
    date: '2025-03-08',
    en: {
      title: 'Spotting deepfakes and scams: a family safety checklist',
      summary:
        'Voice clones asking for money, fake loan apps, edited photos. A printable checklist to talk through with your parents and children this weekend.',
      body: [
        'The same tools that help us write and plan also help scammers sound like our relatives. You do not need to understand how a voice clone works to protect your family. You need a few habits that everyone at home agrees on.',
        '## The checklist',
        'Agree on a family code word. If someone calls asking for money in a hurry, even in a voice you know, ask for the word.',
        'Call back on the number you already have saved, never on the number that called you.',
        'No real bank, courier or police officer asks for an OTP, a screen-share or a payment to “unblock” something.',
        'Before installing a loan app, check that the lender is listed by the Reserve Bank of India. Apps that ask for your contacts and photos are a warning sign.',
        'A shocking photo or video of someone you know? Look for blurred edges around the face, mismatched earrings, hands that look wrong, and ask the person directly.',
        '## Talk it through this weekend',
        'Print this page, sit with your parents and children for twenty minutes and agree on the code word. The conversation is the protection; the list only starts it.',
      ],
    },
    hi: {
      title: 'डीपफ़ेक और ठगी को पहचानें: परिवार की सुरक्षा-सूची',
      summary:
        'पैसे माँगती नकली आवाज़ें, फ़र्ज़ी क़र्ज़ ऐप, बदली हुई तस्वीरें। एक सूची जिसे छापकर इस हफ़्ते माता-पिता और बच्चों के साथ बैठकर पढ़ें।',
      body: [
        'जो औज़ार हमें लिखने और योजना बनाने में मदद करते हैं, वही ठगों को हमारे रिश्तेदारों जैसी आवाज़ में बोलने में भी मदद करते हैं। परिवार को बचाने के लिए यह समझना ज़रूरी नहीं कि नकली आवाज़ कैसे बनती है। ज़रूरी हैं कुछ आदतें, जिन पर घर के सब लोग सहमत हों।',
        '## सूची',
        'परिवार का एक गुप्त शब्द तय करें। अगर कोई जल्दी में पैसे माँगे, चाहे आवाज़ जानी-पहचानी हो, तो वह शब्द पूछें।',
        'उसी नंबर पर वापस फ़ोन करें जो आपके पास पहले से सहेजा है, कभी उस नंबर पर नहीं जिससे फ़ोन आया।',
        'कोई असली बैंक, कूरियर या पुलिस अधिकारी किसी चीज़ को “खुलवाने” के लिए ओटीपी, स्क्रीन दिखाने या भुगतान की माँग नहीं करता।',
        'क़र्ज़ का ऐप डालने से पहले देखें कि देने वाली कंपनी भारतीय रिज़र्व बैंक की सूची में है। जो ऐप आपके संपर्क और तस्वीरें माँगे, वह ख़तरे का संकेत है।',
        'किसी जानने वाले की चौंकाने वाली तस्वीर या वीडियो? चेहरे के किनारों का धुंधलापन, बेमेल झुमके, अजीब दिखते हाथ देखें, और सीधे उसी व्यक्ति से पूछें।',
        '## इस हफ़्ते बात करें',
        'यह पन्ना छापें, माता-पिता और बच्चों के साथ बीस मिनट बैठें और गुप्त शब्द तय करें। असली सुरक्षा बातचीत है; सूची तो बस शुरुआत है।',
      ],
    },
  },
  {
    slug: 'returning-after-a-career-break',
    author: 'Shalini Verma',
    date: '2025-03-29',
    en: {
      title: 'Returning after a career break: let AI draft, you decide',
      summary:
        'How to describe years of caregiving, volunteering and running a household as the real skills they are, and how to practise interviews without fear.',
      body: [
        'A gap on a résumé is not an empty space. Years of caring for a parent, running a household budget or organising the school’s annual day are work, and an assistant can help you find the words for it.',
        '## Turn the gap into lines',
        'Tell the assistant plainly what you did: “For four years I managed my father’s hospital visits, medicines and insurance claims, and ran our household budget.” Ask it for three résumé lines in the language of the job you want. Then keep only what is true and sounds like you.',
        '## Practise the interview out loud',
        'Ask the assistant to play the interviewer for the role you are applying to, one question at a time, and to tell you after each answer what was clear and what was vague. Use the voice mode if you can: speaking is the skill.',
        '## You decide',
        'AI drafts quickly and confidently, including things that are not true about you. Read every line as if your future manager were reading it, because they will.',
      ],
    },
    hi: {
      title: 'करियर के विराम के बाद वापसी: मसौदा एआई बनाए, फ़ैसला आप करें',
      summary:
        'देखभाल, स्वयंसेवा और घर चलाने के सालों को असली हुनर की तरह कैसे लिखें, और बिना डर के इंटरव्यू का अभ्यास कैसे करें।',
      body: [
        'बायोडाटा में ख़ाली साल ख़ाली नहीं होते। माता-पिता की देखभाल, घर का बजट संभालना या स्कूल का वार्षिक उत्सव आयोजित करना भी काम है, और सहायक उसके लिए सही शब्द ढूँढने में मदद कर सकता है।',
        '## विराम को पंक्तियों में बदलें',
        'सहायक को सीधे-सीधे बताइए कि आपने क्या किया: “चार साल मैंने पिताजी के अस्पताल के चक्कर, दवाइयाँ और बीमा के दावे संभाले, और घर का बजट चलाया।” उससे उस नौकरी की भाषा में तीन पंक्तियाँ माँगिए जो आप चाहती हैं। फिर सिर्फ़ वही रखिए जो सच है और आपकी अपनी लगती है।',
        '## इंटरव्यू का अभ्यास बोलकर करें',
        'सहायक से कहिए कि वह उस पद का इंटरव्यू लेने वाला बने, एक-एक सवाल पूछे, और हर जवाब के बाद बताए कि क्या साफ़ था और क्या अधूरा। हो सके तो बोलकर जवाब दें: बोलना ही असली हुनर है।',
        '## फ़ैसला आपका',
        'एआई तेज़ी और भरोसे से मसौदा बनाता है, आपके बारे में ग़लत बातें भी। हर पंक्ति ऐसे पढ़िए जैसे आपकी होने वाली मैनेजर पढ़ रही हों, क्योंकि वे पढ़ेंगी।',
      ],
    },
  },
  {
    slug: 'learning-in-indian-languages',
    author: 'Kavya Menon',
    date: '2025-04-17',
    en: {
      title: 'Learning in Tamil, Marathi or Bengali with AI',
      summary:
        'AI assistants now understand many Indian languages. We tested them for explaining science, translating letters and practising English conversation.',
      body: [
        'Many of our learners think more clearly in the language they grew up with. The good news is that the free assistants now understand Tamil, Marathi, Bengali, Hindi and several other Indian languages well enough to be useful. We tried three everyday tasks.',
        '## Explaining a science chapter',
        'We asked for an explanation of photosynthesis “for a class 7 student, in simple Marathi, with one example from the kitchen”. The answers were clear and mostly correct; one needed a small correction that a teacher spotted at once. Always check facts against the textbook.',
        '## Translating a letter',
        'A letter from a bank in English, translated into Bengali, kept the meaning but made the tone stiffer than it was. Asking “translate it the way you would explain it to your aunt” gave a far more natural result.',
        '## Practising English conversation',
        'In voice mode, the assistant played a shopkeeper, then a receptionist, and gently corrected our sentences in Tamil after each answer. Ten minutes a day of this did more for confidence than any grammar book.',
        'Start in your own language. Understanding comes first; the English can follow.',
      ],
    },
    hi: {
      title: 'एआई के साथ तमिल, मराठी या बांग्ला में पढ़ाई',
      summary:
        'एआई सहायक अब कई भारतीय भाषाएँ समझते हैं। हमने उन्हें विज्ञान समझाने, चिट्ठियों के अनुवाद और अंग्रेज़ी बातचीत के अभ्यास पर परखा।',
      body: [
        'हमारी कई छात्राएँ उस भाषा में ज़्यादा साफ़ सोचती हैं जिसमें वे पली-बढ़ी हैं। अच्छी ख़बर यह है कि मुफ़्त सहायक अब तमिल, मराठी, बांग्ला, हिंदी और कई दूसरी भारतीय भाषाएँ इतनी अच्छी तरह समझते हैं कि काम आ सकें। हमने रोज़ के तीन काम आज़माए।',
        '## विज्ञान का पाठ समझना',
        'हमने प्रकाश-संश्लेषण “सातवीं कक्षा की छात्रा के लिए, आसान मराठी में, रसोई के एक उदाहरण के साथ” समझाने को कहा। जवाब साफ़ और ज़्यादातर सही थे; एक में छोटी-सी ग़लती थी जो एक अध्यापिका ने तुरंत पकड़ ली। तथ्य हमेशा पाठ्यपुस्तक से मिलाएँ।',
        '## चिट्ठी का अनुवाद',
        'बैंक की अंग्रेज़ी चिट्ठी का बांग्ला अनुवाद अर्थ में सही था, पर लहजा असल से ज़्यादा रूखा हो गया। जब कहा कि “ऐसे अनुवाद करो जैसे अपनी मौसी को समझा रही हो”, तो नतीजा कहीं ज़्यादा स्वाभाविक निकला।',
        '## अंग्रेज़ी बातचीत का अभ्यास',
        'बोलकर बात करने वाले मोड में सहायक पहले दुकानदार बना, फिर रिसेप्शनिस्ट, और हर जवाब के बाद तमिल में हमारे वाक्य प्यार से सुधारे। रोज़ दस मिनट के इस अभ्यास ने किसी भी व्याकरण की किताब से ज़्यादा आत्मविश्वास दिया।',
        'अपनी भाषा से शुरुआत करें। पहले समझ आती है; अंग्रेज़ी उसके बाद आ जाएगी।',
      ],
    },
  },
];

/** The article whose English title is `title` (the blog list's title), if there is one. */
export function postByTitle(title: string): BlogPost | undefined {
  const wanted = title.trim().toLowerCase();
  return BLOG_POSTS.find((p) => p.en.title.toLowerCase() === wanted);
}

export function postBySlug(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}
