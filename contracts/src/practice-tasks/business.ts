import type { PracticeTaskDef } from './types';

/**
 * The practice tasks of "AI for Women in Business": one per session (1–25), done after that session
 * with its tool, on her own small business or the one she plans, with what she shares back with her tutor.
 */
export const BUSINESS_PRACTICE: PracticeTaskDef[] = [
  {
    session: 1,
    title: { en: 'Your business in one paragraph', hi: 'एक पैराग्राफ़ में आपका बिज़नेस' },
    task: {
      en: 'Tell ChatGPT what you sell, where, at what price, who buys it and why they would choose you; for example, home-style thalis in Pune at ₹90 a meal for students and working women. Ask for one short, warm paragraph and rework it until it sounds like you. Paste your final paragraph and tell your tutor which line you changed yourself.',
      hi: 'ChatGPT को बताइए कि आप क्या बेचती हैं, कहाँ, किस दाम पर, कौन ख़रीदता है और वह आपको ही क्यों चुनेगा; जैसे, पुणे में छात्रों और कामकाजी महिलाओं के लिए ₹90 की घर जैसी थाली। उससे एक छोटा, अपनापन भरा पैराग्राफ़ लिखवाइए और तब तक सुधारिए जब तक वह आपकी अपनी आवाज़ न लगे। अपना आख़िरी पैराग्राफ़ पेस्ट कीजिए और ट्यूटर को बताइए कि कौन-सी पंक्ति आपने ख़ुद बदली।',
    },
  },
  {
    session: 2,
    title: { en: 'Ten questions for real customers', hi: 'असली ग्राहकों से दस सवाल' },
    task: {
      en: 'Build a ten-question survey in Google Forms, for example asking neighbours which sweets they’d order for Raksha Bandhan and what they’d pay. Send it to at least ten people on WhatsApp, then paste the answers, without names or phone numbers, into Gemini and ask for the three main findings. Share your form link and the findings, and say one thing that surprised you.',
      hi: 'Google Forms में दस सवालों का एक सर्वे बनाइए, जैसे पड़ोसियों से पूछिए कि रक्षाबंधन पर वे कौन-सी मिठाई मँगवाना चाहेंगे और उसके लिए कितना देंगे। इसे WhatsApp पर कम से कम दस लोगों को भेजिए, फिर जवाबों से नाम और फ़ोन नंबर हटाकर उन्हें Gemini में पेस्ट कीजिए और तीन मुख्य बातें निकलवाइए। फ़ॉर्म का लिंक और वे तीन बातें भेजिए, और बताइए कि किस बात ने आपको चौंकाया।',
    },
  },
  {
    session: 3,
    title: { en: 'Your break-even price', hi: 'बिना घाटे वाली क़ीमत' },
    task: {
      en: 'List everything one order costs you in a Google Sheet: for a tiffin, the rice, dal, sabzi, oil, gas, packing box and the time delivery takes you. Ask Gemini for the formulas that add it up and show your break-even price, then set a selling price with a fair profit on top. Share a screenshot of the sheet and say how much you earn on each order.',
      hi: 'Google Sheet में एक ऑर्डर पर होने वाला हर ख़र्च लिखिए: टिफ़िन हो तो चावल, दाल, सब्ज़ी, तेल, गैस, पैकिंग का डिब्बा, और डिलीवरी में लगने वाला आपका समय भी। Gemini से ऐसे फ़ॉर्मूले पूछिए जो सब जोड़कर आपकी बिना घाटे वाली क़ीमत दिखाएँ, फिर उस पर ठीक-ठाक मुनाफ़ा जोड़कर बेचने का दाम तय कीजिए। शीट का स्क्रीनशॉट भेजिए और बताइए कि हर ऑर्डर पर आपको कितना बचता है।',
    },
  },
  {
    session: 4,
    title: { en: 'Five local sellers, side by side', hi: 'आसपास के पाँच विक्रेता, आमने-सामने' },
    task: {
      en: 'With Google Maps and Perplexity, find five sellers near you who offer what you do, say boutiques that stitch blouses. Make a small table of their prices, star ratings and what they promise, such as ‘delivery in 3 days’ or ‘free alterations’. Paste the table and write two lines on what you will do differently.',
      hi: 'Google Maps और Perplexity की मदद से अपने आसपास ऐसे पाँच विक्रेता ढूँढिए जो आपके जैसा ही काम करते हैं, जैसे ब्लाउज़ सिलने वाले बुटीक। उनकी क़ीमतों, स्टार रेटिंग और उनके वादों की एक छोटी तालिका बनाइए, जैसे ‘3 दिन में डिलीवरी’ या ‘फ़िटिंग की मरम्मत मुफ़्त’। तालिका पेस्ट कीजिए और दो पंक्तियों में लिखिए कि आप क्या अलग करेंगी।',
    },
  },
  {
    session: 5,
    title: { en: 'Your registrations checklist', hi: 'रजिस्ट्रेशन की आपकी चेकलिस्ट' },
    task: {
      en: 'Ask Perplexity which registrations a business like yours needs, such as FSSAI for a home bakery, Udyam, and whether GST applies at your turnover, and open the government portals it links to. Make a checklist: needed now or later, the fee, and the documents. Share the checklist and mark anything you’re unsure about; don’t apply or pay for anything yet.',
      hi: 'Perplexity से पूछिए कि आपके जैसे काम के लिए कौन-कौन से रजिस्ट्रेशन चाहिए, जैसे होम बेकरी के लिए FSSAI, Udyam, और आपकी बिक्री पर GST लागू होता है या नहीं; वह जिन सरकारी पोर्टलों के लिंक दे, उन्हें खोलकर ख़ुद देखिए। एक चेकलिस्ट बनाइए: कौन-सा अभी ज़रूरी है और कौन-सा बाद में, फ़ीस कितनी है, और कौन-से काग़ज़ लगेंगे। चेकलिस्ट भेजिए और जिस बात पर शक हो उस पर निशान लगाइए; अभी किसी चीज़ के लिए आवेदन या भुगतान मत कीजिए।',
    },
  },
  {
    session: 6,
    title: { en: 'Three names and your story', hi: 'तीन नाम और आपकी कहानी' },
    task: {
      en: 'Brainstorm brand names with ChatGPT, keep three, and check that nobody already uses them on Instagram, WhatsApp or in a Google search. Then tell ChatGPT your story in your own words and ask for a founder story of about 80 words, such as how your nani’s achaar recipe became your business. Paste the three names, say which you prefer and why, and paste your story.',
      hi: 'ChatGPT के साथ ब्रांड के नाम सोचिए, उनमें से तीन चुनिए, और देखिए कि Instagram, WhatsApp या Google सर्च पर कोई और उन्हें पहले से तो इस्तेमाल नहीं कर रहा। फिर अपने शब्दों में अपनी कहानी ChatGPT को सुनाइए और लगभग 80 शब्दों में उसे लिखवाइए, जैसे नानी के अचार की रेसिपी कैसे आपका काम बन गई। तीनों नाम भेजिए, बताइए कि आपको कौन-सा सबसे अच्छा लगा और क्यों, और अपनी कहानी भी पेस्ट कीजिए।',
    },
  },
  {
    session: 7,
    title: { en: 'A logo and two colours', hi: 'एक लोगो और दो रंग' },
    task: {
      en: 'Make a simple logo in Canva’s free plan; if you want a small drawing in it, such as a rolling pin for a bakery, make one with Adobe Firefly’s free credits. Choose two brand colours and two fonts, one for headings and one for text, and save them in Canva’s Brand Kit. Attach your logo and write down the colour codes and font names.',
      hi: 'Canva के मुफ़्त प्लान में एक सादा-सा लोगो बनाइए; उसमें कोई छोटा चित्र चाहिए, जैसे बेकरी के लिए बेलन, तो Adobe Firefly के मुफ़्त क्रेडिट से बनवा लीजिए। दो ब्रांड रंग और दो फ़ॉन्ट चुनिए, एक हेडिंग के लिए और एक बाक़ी लिखावट के लिए, और इन्हें Canva के Brand Kit में सहेज लीजिए। अपना लोगो अटैच कीजिए और रंगों के कोड व फ़ॉन्ट के नाम लिख भेजिए।',
    },
  },
  {
    session: 8,
    title: { en: 'Five clean product photos', hi: 'प्रोडक्ट की पाँच साफ़ तस्वीरें' },
    task: {
      en: 'Photograph five of your products by a window in daylight, on a plain bedsheet or chart paper, for example five kurtis or five boxes of laddoos. Brighten and straighten them in Snapseed, and use Canva’s background remover only if your free plan offers it; otherwise keep the plain background. Attach one before-and-after pair and say what made the biggest difference.',
      hi: 'दिन की रोशनी में खिड़की के पास, सादी चादर या चार्ट पेपर पर अपने पाँच प्रोडक्ट की तस्वीरें लीजिए, जैसे पाँच कुर्तियाँ या लड्डू के पाँच डिब्बे। Snapseed में उन्हें थोड़ा उजला और सीधा कीजिए; Canva का बैकग्राउंड रिमूवर तभी इस्तेमाल कीजिए जब वह आपके मुफ़्त प्लान में मिले, वरना सादा बैकग्राउंड ही रहने दीजिए। पहले और बाद की एक जोड़ी तस्वीर अटैच कीजिए और बताइए कि सबसे ज़्यादा फ़र्क़ किस चीज़ से पड़ा।',
    },
  },
  {
    session: 9,
    title: { en: 'Descriptions in two languages', hi: 'दो भाषाओं में प्रोडक्ट का ब्योरा' },
    task: {
      en: 'Give ChatGPT the listing template (name, what it is, size or weight, material or ingredients, price, delivery time) and the facts for five products, such as a hand-block-printed dupatta for ₹650. Ask for a short description of each in English and in Hindi, then check every fact and smooth out any Hindi that sounds stiff. Paste your two best descriptions in both languages.',
      hi: 'ChatGPT को लिस्टिंग का ढाँचा (नाम, क्या है, साइज़ या वज़न, कपड़ा या सामग्री, दाम, डिलीवरी का समय) और पाँच प्रोडक्ट की जानकारी दीजिए, जैसे ₹650 का हाथ से ब्लॉक-प्रिंट किया दुपट्टा। हर प्रोडक्ट का छोटा ब्योरा अंग्रेज़ी और हिंदी दोनों में लिखवाइए, फिर हर बात जाँचिए और जो हिंदी बनावटी लगे उसे सहज बनाइए। दोनों भाषाओं में अपने दो सबसे अच्छे ब्योरे पेस्ट कीजिए।',
    },
  },
  {
    session: 10,
    title: { en: 'Your shop goes online', hi: 'आपकी दुकान ऑनलाइन' },
    task: {
      en: 'Publish a small catalogue of at least five products on Dukaan or Instagram Shop, with your photos and descriptions, prices, the areas you deliver to and how customers can pay, such as UPI or cash on delivery. Use free options only; if a step asks for payment, skip it and tell your tutor. Share your shop link or a screenshot of it.',
      hi: 'Dukaan या Instagram Shop पर कम से कम पाँच प्रोडक्ट का एक छोटा कैटलॉग डालिए, अपनी तस्वीरों और ब्योरों के साथ; उसमें दाम, किन इलाक़ों में डिलीवरी होगी, और पैसे कैसे दिए जा सकते हैं, जैसे UPI या कैश ऑन डिलीवरी, सब लिखिए। सिर्फ़ मुफ़्त विकल्प इस्तेमाल कीजिए; कोई क़दम पैसे माँगे तो उसे छोड़ दीजिए और ट्यूटर को बताइए। अपनी दुकान का लिंक या उसका स्क्रीनशॉट भेजिए।',
    },
  },
  {
    session: 11,
    title: { en: 'A month of posts, planned', hi: 'एक महीने की पोस्ट, पहले से तय' },
    task: {
      en: 'Give ChatGPT the content-calendar template, your products and three lines you’d really say to a customer, and ask for 30 days of Instagram posts with captions and hashtags. Mix product posts, behind-the-scenes moments and answers to customers’ questions, and mark the festivals that fall that month. Paste your first week and say which caption you’ll post first.',
      hi: 'ChatGPT को कॉन्टेंट कैलेंडर का ढाँचा, अपने प्रोडक्ट और ऐसी तीन बातें दीजिए जो आप सच में ग्राहकों से कहती हैं, और Instagram के लिए 30 दिन की पोस्ट कैप्शन और हैशटैग के साथ बनवाइए। इसमें प्रोडक्ट की पोस्ट, काम के पीछे की झलकियाँ और ग्राहकों के सवालों के जवाब, सब मिलाइए, और उस महीने पड़ने वाले त्योहारों पर निशान लगाइए। पहले हफ़्ते की योजना पेस्ट कीजिए और बताइए कि सबसे पहले कौन-सा कैप्शन डालेंगी।',
    },
  },
  {
    session: 12,
    title: { en: 'A festive offer poster', hi: 'त्योहार के ऑफ़र का पोस्टर' },
    task: {
      en: 'Use Canva’s Magic Design to make a poster in your brand colours for your next festival offer, for example a Diwali mithai box at ₹499, or 10% off Eid outfits booked before the 20th. Make a matching WhatsApp status in the 9:16 size. Attach both and write the one line of offer text you chose.',
      hi: 'Canva के Magic Design से अपने ब्रांड के रंगों में अगले त्योहारी ऑफ़र का पोस्टर बनाइए, जैसे ₹499 का दिवाली मिठाई डिब्बा, या 20 तारीख़ से पहले बुक करने पर ईद के कपड़ों पर 10% की छूट। उसी से मेल खाता 9:16 साइज़ का WhatsApp स्टेटस भी बनाइए। दोनों अटैच कीजिए और ऑफ़र की वह एक पंक्ति लिखिए जो आपने चुनी।',
    },
  },
  {
    session: 13,
    title: { en: 'A 30-second product reel', hi: '30 सेकंड की प्रोडक्ट रील' },
    task: {
      en: 'Shoot a few short clips of your product being made or used, such as icing a cake or draping a saree, and edit them into a 30-second reel with a free template in YouTube Create, a free Android app from the Play Store. Add auto-captions, correct any wrong words, and end with a clear line like ‘Order on WhatsApp by Friday’. (On an iPhone, use the free iMovie app and type the captions yourself.) Share the reel or its link and say how long the editing took.',
      hi: 'अपने प्रोडक्ट के बनने या इस्तेमाल होने की कुछ छोटी क्लिप शूट कीजिए, जैसे केक पर आइसिंग करना या साड़ी पहनाना, और Play Store के मुफ़्त Android ऐप YouTube Create के किसी मुफ़्त टेम्पलेट से उन्हें 30 सेकंड की रील में जोड़िए। ऑटो-कैप्शन लगाइए, ग़लत शब्द ठीक कीजिए, और आख़िर में साफ़ बात लिखिए, जैसे ‘शुक्रवार तक WhatsApp पर ऑर्डर करें’। (iPhone पर मुफ़्त iMovie ऐप इस्तेमाल कीजिए और कैप्शन ख़ुद टाइप कीजिए।) रील या उसका लिंक भेजिए और बताइए कि एडिटिंग में कितना समय लगा।',
    },
  },
  {
    session: 14,
    title: { en: 'Be found on Google Maps', hi: 'Google Maps पर दिखिए' },
    task: {
      en: 'Set up a free Google Business Profile; if you work from home, hide your address and show only the areas you serve. With Gemini’s help, write warm replies to one happy review and one unhappy one, real or made up, such as ‘the tiffin came late twice’. Share a screenshot of your profile and paste both replies.',
      hi: 'मुफ़्त Google Business Profile बनाइए; अगर आप घर से काम करती हैं तो अपना पता छिपाइए और सिर्फ़ वे इलाक़े दिखाइए जहाँ आप सामान या सेवा पहुँचाती हैं। Gemini की मदद से एक ख़ुश और एक नाराज़ ग्राहक के रिव्यू का अपनापन भरा जवाब लिखिए; रिव्यू असली हों या आपके सोचे हुए, जैसे ‘टिफ़िन दो बार देर से आया’। अपनी प्रोफ़ाइल का स्क्रीनशॉट भेजिए और दोनों जवाब पेस्ट कीजिए।',
    },
  },
  {
    session: 15,
    title: { en: 'A ₹500 boost, on paper', hi: '₹500 का बूस्ट, काग़ज़ पर' },
    task: {
      en: 'With ChatGPT, plan how you would spend ₹500 boosting one post in Meta Ads Manager: who should see it (age, area, interests), which post and message, how many days it runs, and what result would make it worth it, such as five orders or 20 WhatsApp enquiries. Don’t spend anything for this task; it’s only a plan. Paste your plan and the caption you’d boost.',
      hi: 'ChatGPT के साथ योजना बनाइए कि Meta Ads Manager में एक पोस्ट को बूस्ट करने पर ₹500 कैसे ख़र्च करेंगी: वह किसे दिखे (उम्र, इलाक़ा, रुचियाँ), कौन-सी पोस्ट और क्या संदेश, कितने दिन चले, और कौन-सा नतीजा इस ख़र्च को सही ठहराएगा, जैसे पाँच ऑर्डर या WhatsApp पर 20 पूछताछ। इस काम के लिए एक पैसा भी ख़र्च मत कीजिए; यह सिर्फ़ योजना है। अपनी योजना और वह कैप्शन पेस्ट कीजिए जिसे आप बूस्ट करतीं।',
    },
  },
  {
    session: 16,
    title: { en: 'Quick replies on WhatsApp Business', hi: 'WhatsApp Business पर झटपट जवाब' },
    task: {
      en: 'In WhatsApp Business, set up an away message, labels such as ‘New order’ and ‘Paid’, and three quick replies written with ChatGPT’s help, for example your price list, delivery timings and how to pay. Add your catalogue link to the greeting message. Share screenshots of your quick replies and labels, with customers’ names and numbers and your UPI ID hidden.',
      hi: 'WhatsApp Business में away message (जब आप फ़ोन पर न हों तब अपने-आप जाने वाला संदेश), ‘नया ऑर्डर’ और ‘पेमेंट मिला’ जैसे लेबल, और ChatGPT की मदद से लिखे तीन quick reply बनाइए, जैसे दामों की सूची, डिलीवरी का समय और पेमेंट कैसे करें। greeting message में अपने कैटलॉग का लिंक जोड़िए। अपने quick reply और लेबल के स्क्रीनशॉट भेजिए, पर ग्राहकों के नाम-नंबर और अपनी UPI ID छिपाकर।',
    },
  },
  {
    session: 17,
    title: { en: 'Orders and stock in one sheet', hi: 'ऑर्डर और स्टॉक एक शीट में' },
    task: {
      en: 'Build an order tracker in Google Sheets with columns for date, item, quantity, amount, paid and delivered, plus a small stock table. Ask Gemini for formulas that show stock left and highlight pending deliveries, then enter a week of real or sample orders, such as 12 jars of mango pickle. Share a screenshot showing customers’ first names only and no phone numbers.',
      hi: 'Google Sheets में ऑर्डर का हिसाब रखने वाली शीट बनाइए, जिसमें तारीख़, सामान, मात्रा, रक़म, पेमेंट मिला या नहीं, और डिलीवरी हुई या नहीं, ये कॉलम हों, और साथ में स्टॉक की एक छोटी तालिका। Gemini से ऐसे फ़ॉर्मूले पूछिए जो बचा हुआ स्टॉक दिखाएँ और बाक़ी डिलीवरी को रंग से उभारें, फिर एक हफ़्ते के असली या नमूने के ऑर्डर भरिए, जैसे आम के अचार की 12 बरनियाँ। स्क्रीनशॉट भेजिए, जिसमें ग्राहकों के सिर्फ़ पहले नाम हों और कोई फ़ोन नंबर न हो।',
    },
  },
  {
    session: 18,
    title: { en: 'An invoice and a reminder', hi: 'एक बिल और एक याद-दिहानी' },
    task: {
      en: 'In Zoho Invoice’s free plan, make an invoice for a real or sample order, say a ₹2,400 tuition fee for April; add your GSTIN only if you have one, and include a UPI payment link. Then write a polite reminder for a payment that’s a week late. Attach the invoice PDF with the customer’s address and phone number and your account details hidden, and paste the reminder.',
      hi: 'Zoho Invoice के मुफ़्त प्लान में किसी असली या नमूने के ऑर्डर का बिल बनाइए, जैसे अप्रैल की ₹2,400 की ट्यूशन फ़ीस; GSTIN तभी डालिए जब आपके पास हो, और UPI पेमेंट लिंक जोड़िए। फिर एक हफ़्ते से रुके भुगतान के लिए विनम्र याद-दिहानी का संदेश लिखिए। बिल की PDF अटैच कीजिए, जिसमें ग्राहक का पता और फ़ोन नंबर और आपके खाते की जानकारी छिपी हो, और संदेश पेस्ट कीजिए।',
    },
  },
  {
    session: 19,
    title: { en: 'Your best product and month', hi: 'सबसे अच्छा प्रोडक्ट, सबसे अच्छा महीना' },
    task: {
      en: 'Put a year of sales into Excel, or as much as you have; if you’re just starting, ask Copilot for a realistic sample year for a home bakery. Ask Copilot (in Excel, or in the free Copilot app with your file) which product sells most, which earns most and which month was best, and check one answer with a simple sum. Share the three answers and one change you’ll make.',
      hi: 'Excel में एक साल की बिक्री डालिए, या जितनी आपके पास है उतनी; अगर आपने अभी शुरुआत की है, तो Copilot से किसी होम बेकरी के एक साल का असली-सा नमूना बनवा लीजिए। Copilot से (Excel में, या अपनी फ़ाइल के साथ मुफ़्त Copilot ऐप में) पूछिए कि कौन-सा प्रोडक्ट सबसे ज़्यादा बिकता है, किससे सबसे ज़्यादा कमाई होती है और कौन-सा महीना सबसे अच्छा रहा, और एक जवाब को सीधे जोड़-घटाकर ख़ुद जाँचिए। तीनों जवाब भेजिए और एक बदलाव बताइए जो आप इनकी वजह से करेंगी।',
    },
  },
  {
    session: 20,
    title: { en: 'An angry customer, calmly handled', hi: 'नाराज़ ग्राहक, शांति से' },
    task: {
      en: 'Ask ChatGPT to play an upset customer, for example one whose birthday cake arrived with the wrong name on it, and reply as you would on WhatsApp until she is calm. Then write a short refund and exchange policy with ChatGPT: what you replace, what you refund, and within how many days. Paste your best reply and your policy.',
      hi: 'ChatGPT से कहिए कि वह एक नाराज़ ग्राहक बने, जैसे जिसके जन्मदिन के केक पर ग़लत नाम लिख गया हो, और आप उसे वैसे ही जवाब दीजिए जैसे WhatsApp पर देतीं, जब तक वह शांत न हो जाए। फिर ChatGPT के साथ पैसे लौटाने और सामान बदलने की एक छोटी नीति लिखिए: क्या बदलेंगी, किस हालत में पैसे लौटाएँगी, और कितने दिन के अंदर। अपना सबसे अच्छा जवाब और अपनी नीति पेस्ट कीजिए।',
    },
  },
  {
    session: 21,
    title: { en: 'Orders that file themselves', hi: 'ऑर्डर जो ख़ुद दर्ज हो जाएँ' },
    task: {
      en: 'Make a Google Form for orders (name, item, quantity, delivery date) and, on Zapier’s free plan, connect it so each new order lands in your order sheet and the customer gets a confirmation e-mail; if only two steps are allowed, make two small Zaps. Test it with two sample orders. Share a screenshot of the Zap and the test rows, with no real customer details.',
      hi: 'ऑर्डर के लिए एक Google Form बनाइए (नाम, सामान, मात्रा, डिलीवरी की तारीख़) और Zapier के मुफ़्त प्लान पर उसे ऐसे जोड़िए कि हर नया ऑर्डर आपकी ऑर्डर शीट में पहुँच जाए और ग्राहक को पुष्टि का ई-मेल चला जाए; अगर सिर्फ़ दो स्टेप की छूट हो, तो दो छोटे Zap बना लीजिए। दो नमूने के ऑर्डर डालकर इसे जाँचिए। Zap और जाँच वाली पंक्तियों का स्क्रीनशॉट भेजिए, जिसमें किसी असली ग्राहक की जानकारी न हो।',
    },
  },
  {
    session: 22,
    title: { en: 'Is a marketplace worth it?', hi: 'क्या मार्केटप्लेस फ़ायदे का सौदा है?' },
    task: {
      en: 'Read the Meesho and Amazon Saheli seller guides, then work out with ChatGPT what you would keep on each after commission, shipping and other fees for one product, such as a ₹350 macramé wall hanging. Draft one listing for the marketplace that comes out better. Paste your comparison, your listing and your decision; don’t sign up for any paid plan.',
      hi: 'Meesho और Amazon Saheli की विक्रेता गाइड पढ़िए, फिर ChatGPT की मदद से हिसाब लगाइए कि किसी एक प्रोडक्ट पर, जैसे ₹350 के मैक्रमे वॉल हैंगिंग पर, कमीशन, शिपिंग और बाक़ी फ़ीस कटने के बाद दोनों जगह आपके हाथ में कितना आएगा। जो मार्केटप्लेस बेहतर निकले, उसके लिए एक लिस्टिंग का मसौदा बनाइए। अपनी तुलना, लिस्टिंग और फ़ैसला पेस्ट कीजिए; किसी पेड प्लान के लिए साइन-अप मत कीजिए।',
    },
  },
  {
    session: 23,
    title: { en: 'Schemes you qualify for', hi: 'आपके लायक़ सरकारी योजनाएँ' },
    task: {
      en: 'Ask Perplexity which schemes suit a woman running a business like yours, such as a Mudra Shishu loan of up to ₹50,000 or Stand-Up India, and check the details on each official portal. Shortlist two or three and list the documents each asks for, ticking the ones you already have. Share the list only; never send your Aadhaar, PAN or bank account numbers for this task.',
      hi: 'Perplexity से पूछिए कि आपके जैसा काम करने वाली महिला के लिए कौन-सी योजनाएँ ठीक हैं, जैसे ₹50,000 तक का मुद्रा शिशु लोन या स्टैंड-अप इंडिया, और हर योजना की जानकारी उसके आधिकारिक पोर्टल पर जाँचिए। दो-तीन योजनाएँ चुनिए और हर एक के लिए माँगे गए काग़ज़ों की सूची बनाइए; जो आपके पास पहले से हैं, उन पर सही का निशान लगाइए। सिर्फ़ यह सूची भेजिए; इस काम के लिए अपना आधार, पैन या बैंक खाता नंबर कभी मत भेजिए।',
    },
  },
  {
    session: 24,
    title: { en: 'A five-slide pitch', hi: 'पाँच स्लाइड की पिच' },
    task: {
      en: 'Use Gamma’s free credits to build a five-slide pitch for a bulk buyer, such as an office ordering 50 Diwali hampers at ₹600 each or a café that could stock your cookies. Cover who you are, the product, your bulk price, how you deliver and a clear next step. Attach it as a PDF or share the link, and say who you would send it to.',
      hi: 'Gamma के मुफ़्त क्रेडिट से किसी थोक ग्राहक के लिए पाँच स्लाइड की पिच बनाइए, जैसे कोई दफ़्तर जिसे ₹600 वाले 50 दिवाली हैम्पर चाहिए, या कोई कैफ़े जो आपकी कुकीज़ रख सकता है। इसमें बताइए कि आप कौन हैं, प्रोडक्ट क्या है, थोक का दाम क्या होगा, डिलीवरी कैसे होगी, और आगे का साफ़ क़दम क्या है। इसे PDF के रूप में अटैच कीजिए या लिंक भेजिए, और बताइए कि आप इसे किसे भेजेंगी।',
    },
  },
  {
    session: 25,
    title: { en: 'Your next 90 days', hi: 'आपके अगले 90 दिन' },
    task: {
      en: 'Put together your showcase: your brand and logo, your storefront link, and three numbers, such as your break-even price, last month’s orders and your best seller. With whichever tool you like best, write a 90-day plan with one goal a month, for example 40 tiffin subscribers by Navratri. Attach your showcase slides or PDF and paste the 90-day plan.',
      hi: 'अपना शोकेस तैयार कीजिए: आपका ब्रांड और लोगो, आपकी ऑनलाइन दुकान का लिंक, और तीन आँकड़े, जैसे बिना घाटे वाली क़ीमत, पिछले महीने के ऑर्डर और सबसे ज़्यादा बिकने वाला प्रोडक्ट। जो टूल आपको सबसे अच्छा लगा, उसकी मदद से 90 दिन की योजना लिखिए, हर महीने का एक लक्ष्य रखकर, जैसे नवरात्रि तक टिफ़िन के 40 नियमित ग्राहक। अपनी शोकेस स्लाइड या PDF अटैच कीजिए और 90 दिन की योजना पेस्ट कीजिए।',
    },
  },
];
