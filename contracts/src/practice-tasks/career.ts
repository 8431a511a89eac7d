import type { PracticeTaskDef } from './types';

/**
 * Practice tasks of "AI for Your Career": one for each of the 25 sessions of `CAREER_CURRICULUM`, done
 * after class with that session’s tool on her own working life, with what she shares back with her tutor.
 */
export const CAREER_PRACTICE: PracticeTaskDef[] = [
  {
    session: 1,
    title: {
      en: 'Your ten skills, with proof',
      hi: 'आपके दस हुनर, सबूत के साथ',
    },
    task: {
      en: 'Open ChatGPT and list what you have done: jobs, studies and the work of running a home, like keeping the family budget or caring for an elderly parent. Ask for ten transferable skills, each with the example it comes from, and correct anything it has exaggerated. Paste your final ten and tell your tutor which skill surprised you.',
      hi: 'ChatGPT खोलिए और अपने सारे काम लिखिए: नौकरियाँ, पढ़ाई, और घर चलाने का काम भी, जैसे परिवार का बजट संभालना या बुज़ुर्ग माता-पिता की देखभाल। उससे नौकरी में काम आने वाले दस हुनर माँगिए, हर एक के साथ वह उदाहरण जिससे वह निकला है, और जहाँ उसने बढ़ा-चढ़ाकर लिखा हो, उसे ठीक कीजिए। अपने आख़िरी दस हुनर पेस्ट कीजिए और ट्यूटर को बताइए कि किस हुनर ने आपको हैरान किया।',
    },
  },
  {
    session: 2,
    title: {
      en: 'Three job ads, marked up',
      hi: 'तीन विज्ञापन, निशान लगाकर',
    },
    task: {
      en: 'Pick three ads on Naukri or LinkedIn Jobs for a role you want, say an accounts executive in Pune or a customer-support lead in Jaipur. Paste each into Gemini and ask it to split the skills into must-have and nice-to-have. Mark what you already have and your gaps, share the table or a screenshot, and name the one gap you’ll work on first.',
      hi: 'Naukri या LinkedIn Jobs पर अपनी मनचाही भूमिका के तीन विज्ञापन चुनिए, जैसे पुणे में अकाउंट्स एग्ज़ीक्यूटिव या जयपुर में कस्टमर-सपोर्ट लीड। हर विज्ञापन Gemini में पेस्ट करके उससे हुनरों को “ज़रूरी” और “हो तो अच्छा” में बाँटने को कहिए। जो हुनर आपके पास हैं और जो कमियाँ हैं, उन पर निशान लगाइए, टेबल या उसका स्क्रीनशॉट साझा कीजिए, और बताइए कि सबसे पहले किस कमी पर काम करेंगी।',
    },
  },
  {
    session: 3,
    title: {
      en: 'A fair salary sheet for your city',
      hi: 'अपने शहर की सही सैलरी शीट',
    },
    task: {
      en: 'Ask Perplexity what your target role pays in your city, for example an HR executive in Hyderabad with three years’ experience, then check the figures on AmbitionBox and Glassdoor. Make a one-page sheet with a low, middle and high monthly figure in ₹ and where each came from. Share it or a screenshot, and tell your tutor which source you trust most and why.',
      hi: 'Perplexity से पूछिए कि आपके शहर में आपकी मनचाही भूमिका की तनख़्वाह कितनी होती है, जैसे हैदराबाद में तीन साल के अनुभव वाली HR एग्ज़ीक्यूटिव की, फिर AmbitionBox और Glassdoor पर ये आँकड़े जाँचिए। एक पेज की शीट बनाइए जिसमें ₹ में महीने की कम, बीच की और ऊँची रकम हो, और यह भी कि हर आँकड़ा कहाँ से आया। शीट या उसका स्क्रीनशॉट साझा कीजिए और ट्यूटर को बताइए कि आपको किस स्रोत पर सबसे ज़्यादा भरोसा है और क्यों।',
    },
  },
  {
    session: 4,
    title: {
      en: 'One prompt for every job ad',
      hi: 'हर विज्ञापन के लिए एक प्रॉम्प्ट',
    },
    task: {
      en: 'Write a prompt you can reuse: the role the AI should play (a recruiter), your background in three lines, and the format you want back (five talking points, each with proof from your own work). Try it on the same job ad in ChatGPT and in Gemini. Paste your prompt and the better of the two answers, and say what made it better.',
      hi: 'एक ऐसा प्रॉम्प्ट लिखिए जो बार-बार काम आए: AI किसकी भूमिका में जवाब दे (एक रिक्रूटर), तीन लाइनों में आपकी पृष्ठभूमि, और जवाब किस रूप में चाहिए (पाँच मुख्य बातें, हर एक के साथ आपके अपने काम से सबूत)। इसे नौकरी के एक ही विज्ञापन पर ChatGPT और Gemini दोनों में आज़माइए। अपना प्रॉम्प्ट और दोनों में से बेहतर जवाब पेस्ट कीजिए, और बताइए कि वह बेहतर क्यों लगा।',
    },
  },
  {
    session: 5,
    title: {
      en: 'Lock down your job-search accounts',
      hi: 'जॉब-सर्च खातों को सुरक्षित करें',
    },
    task: {
      en: 'In your Naukri and LinkedIn settings, check who can see your phone number, e-mail and current salary, and switch off what strangers don’t need. Save strong passwords for both in Google Password Manager. Then ask an AI whether a job message you’ve received, or one forwarded on WhatsApp, looks fake, and tell your tutor what gave it away; hide numbers and e-mails in any screenshot.',
      hi: 'Naukri और LinkedIn की सेटिंग में देखिए कि आपका फ़ोन नंबर, ई-मेल और मौजूदा तनख़्वाह कौन देख सकता है, और जो अनजान लोगों के काम का नहीं, उसे बंद कर दीजिए। दोनों के मज़बूत पासवर्ड Google Password Manager में सेव कीजिए। फिर नौकरी का कोई संदेश, जो आपको मिला हो या WhatsApp पर आगे भेजा गया हो, AI से जँचवाइए कि कहीं नकली तो नहीं, और ट्यूटर को बताइए कि किस बात से पता चला; स्क्रीनशॉट में नंबर और ई-मेल छिपा दीजिए।',
    },
  },
  {
    session: 6,
    title: {
      en: 'Raise your résumé’s match score',
      hi: 'रिज़्यूमे का मैच स्कोर बढ़ाइए',
    },
    task: {
      en: 'Run your résumé and one real job ad through Jobscan’s free scan and note the match score. With ChatGPT’s help, add the missing keywords only where they are true for you, then scan again. Share both scores and two lines you changed; if you attach your résumé as a PDF, blank out your phone number and address first.',
      hi: 'अपना रिज़्यूमे और नौकरी का एक असली विज्ञापन Jobscan के मुफ़्त स्कैन में डालिए और मैच स्कोर लिख लीजिए। ChatGPT की मदद से छूटे हुए कीवर्ड सिर्फ़ वहीं जोड़िए जहाँ वे आप पर सच में लागू होते हों, फिर दोबारा स्कैन कीजिए। दोनों स्कोर और बदली हुई दो लाइनें साझा कीजिए; रिज़्यूमे PDF में भेजें तो पहले उसमें से फ़ोन नंबर और पता मिटा दीजिए।',
    },
  },
  {
    session: 7,
    title: {
      en: 'Two honest lines about your break',
      hi: 'अपने ब्रेक पर दो सच्ची लाइनें',
    },
    task: {
      en: 'Tell ChatGPT what filled your career break, for example raising your children in Lucknow, managing a home renovation or a course you finished, and ask for two honest résumé lines in a returnship template. Remove anything that sounds like an apology or isn’t quite true. Paste your two lines and tell your tutor how you’d say them aloud in an interview.',
      hi: 'ChatGPT को बताइए कि करियर ब्रेक में आपने क्या-क्या किया, जैसे लखनऊ में बच्चों की परवरिश, घर की मरम्मत का काम संभालना या कोई कोर्स पूरा करना, और रिटर्नशिप टेम्पलेट में रिज़्यूमे के लिए दो सच्ची लाइनें माँगिए। जो बात माफ़ी माँगने जैसी लगे या पूरी तरह सच न हो, उसे हटा दीजिए। अपनी दो लाइनें पेस्ट कीजिए और ट्यूटर को बताइए कि इंटरव्यू में आप इन्हें बोलकर कैसे कहेंगी।',
    },
  },
  {
    session: 8,
    title: {
      en: 'A cover letter and follow-up',
      hi: 'कवर लेटर और फ़ॉलो-अप',
    },
    task: {
      en: 'Pick one opening you’d really apply for and use Gemini in Google Docs to draft a cover letter under 200 words that names the company and two skills from the ad. Then ask Gemini in Gmail for a short, polite follow-up to send a week later. Paste both, point out one sentence you rewrote in your own words, and leave your phone number out.',
      hi: 'कोई ऐसी नौकरी चुनिए जिसके लिए आप सच में अर्ज़ी देंगी, और Google Docs में Gemini से 200 शब्दों से छोटा कवर लेटर लिखवाइए जिसमें कंपनी का नाम और विज्ञापन के दो हुनर हों। फिर Gmail में Gemini से एक छोटा, विनम्र फ़ॉलो-अप लिखवाइए जो एक हफ़्ते बाद भेजा जा सके। दोनों पेस्ट कीजिए, वह एक वाक्य दिखाइए जिसे आपने अपने शब्दों में दोबारा लिखा, और अपना फ़ोन नंबर उसमें मत डालिए।',
    },
  },
  {
    session: 9,
    title: {
      en: 'A LinkedIn headline that works',
      hi: 'असरदार LinkedIn हेडलाइन',
    },
    task: {
      en: 'Give ChatGPT your target role and your ten skills from session 1, and ask for three headline options and a 150-word About section in your voice. Choose a headline, edit the About section, pick five skills to list and update your LinkedIn profile. Paste the headline and About section, or attach a screenshot, and say what you kept from ChatGPT’s draft and what you changed.',
      hi: 'ChatGPT को अपनी मनचाही भूमिका और पहले सत्र वाले दस हुनर दीजिए, और उससे हेडलाइन के तीन विकल्प और आपके अपने अंदाज़ में 150 शब्दों का About सेक्शन माँगिए। एक हेडलाइन चुनिए, About सेक्शन सुधारिए, दिखाने के लिए पाँच हुनर चुनिए और अपनी LinkedIn प्रोफ़ाइल अपडेट कीजिए। हेडलाइन और About सेक्शन पेस्ट कीजिए या स्क्रीनशॉट लगाइए, और बताइए कि ChatGPT के ड्राफ़्ट से क्या रखा और क्या बदला।',
    },
  },
  {
    session: 10,
    title: {
      en: 'A profile photo and banner',
      hi: 'प्रोफ़ाइल फ़ोटो और बैनर',
    },
    task: {
      en: 'Take a phone photo in daylight near a window, against a plain wall, in clothes you’d wear to work. Tidy it with Adobe Express’s free background remover, then make a LinkedIn banner in free Canva with your target role in a few words. Attach the banner, and the photo only if you’re comfortable, and tell your tutor which tool you found easier.',
      hi: 'दिन की रोशनी में खिड़की के पास, सादी दीवार के सामने, दफ़्तर वाले कपड़ों में फ़ोन से अपनी एक फ़ोटो लीजिए। Adobe Express के मुफ़्त बैकग्राउंड रिमूवर से उसे साफ़-सुथरा बनाइए, फिर मुफ़्त Canva में कुछ शब्दों में अपनी मनचाही भूमिका लिखकर LinkedIn बैनर बनाइए। बैनर लगाइए, फ़ोटो तभी जब आप सहज हों, और ट्यूटर को बताइए कि कौन-सा टूल ज़्यादा आसान लगा।',
    },
  },
  {
    session: 11,
    title: {
      en: 'Your two-minute introduction',
      hi: 'दो मिनट में अपना परिचय',
    },
    task: {
      en: 'In ChatGPT voice mode, answer “Tell me about yourself” aloud in under two minutes, in English or Hindi, as you would to an interviewer at a Bengaluru company. Ask for feedback on length, clarity and confidence, and go three rounds. Write down your final version and share it with one line on what changed between the first round and the third.',
      hi: 'ChatGPT के voice mode में “अपने बारे में बताइए” का जवाब दो मिनट के अंदर बोलकर दीजिए, अंग्रेज़ी या हिंदी में, जैसे बेंगलुरु की किसी कंपनी के इंटरव्यूअर को देतीं। लंबाई, साफ़ बात और आत्मविश्वास पर फ़ीडबैक माँगिए, और ऐसा तीन बार कीजिए। अपना आख़िरी जवाब लिखकर ट्यूटर से साझा कीजिए, साथ में एक लाइन कि पहली और तीसरी बार के बीच क्या बदला।',
    },
  },
  {
    session: 12,
    title: {
      en: 'Ten questions, three answers reworked',
      hi: 'दस सवाल, तीन जवाब नए सिरे से',
    },
    task: {
      en: 'In Google Interview Warmup, pick the field closest to your target role and answer ten of its questions out loud. Take the three answers you felt weakest about, rework them with the talking points it highlights, and try them again. Share the three reworked answers, or a screenshot of one, and tell your tutor which question you’d like to practise with her.',
      hi: 'Google Interview Warmup में अपनी मनचाही भूमिका से सबसे मिलता-जुलता क्षेत्र चुनिए और उसके दस सवालों के जवाब बोलकर दीजिए। जिन तीन जवाबों में आप सबसे कमज़ोर लगीं, उन्हें उसके दिखाए मुख्य बिंदुओं की मदद से दोबारा तैयार कीजिए और फिर से बोलिए। नए सिरे से तैयार तीनों जवाब या किसी एक का स्क्रीनशॉट साझा कीजिए, और ट्यूटर को बताइए कि किस सवाल का अभ्यास आप उनके साथ करना चाहेंगी।',
    },
  },
  {
    session: 13,
    title: {
      en: 'Five STAR stories from your life',
      hi: 'आपकी ज़िंदगी से पाँच STAR कहानियाँ',
    },
    task: {
      en: 'Ask ChatGPT to coach you through five STAR stories (situation, task, action, result) from real moments at work or home, such as calming an angry customer or keeping your housing society’s accounts. Make sure each result is something you can back up, like a number or a clear outcome. Paste your two strongest stories and name the interview question each one answers.',
      hi: 'ChatGPT की मदद से STAR तरीक़े (स्थिति, ज़िम्मेदारी, कदम, नतीजा) में पाँच कहानियाँ बनाइए, काम या घर के असली मौक़ों से, जैसे किसी नाराज़ ग्राहक को शांत करना या हाउसिंग सोसाइटी का हिसाब रखना। ध्यान रखिए कि हर नतीजा ऐसा हो जिसका आप सबूत दे सकें, जैसे कोई संख्या या साफ़ परिणाम। अपनी दो सबसे दमदार कहानियाँ पेस्ट कीजिए और बताइए कि हर एक इंटरव्यू के किस सवाल का जवाब देती है।',
    },
  },
  {
    session: 14,
    title: {
      en: 'Five messages that get replies',
      hi: 'पाँच संदेश जिनका जवाब आए',
    },
    task: {
      en: 'Choose five people on LinkedIn at companies you’d like to join, for example a former colleague now at Infosys or a senior from your college at a Chennai bank. Use Gemini to draft a short connection note for each and one polite referral request, then edit them so they sound like you. Paste two messages with names removed, and at the next session tell your tutor how many replies came.',
      hi: 'LinkedIn पर उन कंपनियों के पाँच लोग चुनिए जहाँ आप काम करना चाहती हैं, जैसे Infosys में काम कर रही कोई पुरानी सहकर्मी या चेन्नई के किसी बैंक में आपके कॉलेज की कोई सीनियर। Gemini से हर एक के लिए छोटा कनेक्शन नोट और रेफ़रल के लिए एक विनम्र अनुरोध लिखवाइए, फिर उन्हें अपने अंदाज़ में ढालिए। नाम हटाकर अपने दो संदेश पेस्ट कीजिए, और अगले सत्र में ट्यूटर को बताइए कि कितने जवाब आए।',
    },
  },
  {
    session: 15,
    title: {
      en: 'Rehearse asking for a fair offer',
      hi: 'सही ऑफ़र माँगने का अभ्यास',
    },
    task: {
      en: 'Ask ChatGPT to play an HR manager who offers you ₹28,000 a month for a role your salary sheet puts at ₹32,000–38,000 and wants you in the office five days a week. Ask for a fair figure and two work-from-home days, and let it push back twice. Paste the exchange or your best two lines, and tell your tutor which counter-offer you would accept.',
      hi: 'ChatGPT से कहिए कि वह ऐसा HR मैनेजर बने जो आपको उस भूमिका के लिए महीने के ₹28,000 दे रहा है जिसकी तनख़्वाह आपकी सैलरी शीट के हिसाब से ₹32,000–38,000 है, और जो चाहता है कि आप हफ़्ते में पाँचों दिन दफ़्तर आएँ। उचित रकम और हफ़्ते में दो दिन घर से काम की माँग रखिए, और उसे दो बार आपत्ति करने दीजिए। पूरी बातचीत या अपनी सबसे अच्छी दो लाइनें पेस्ट कीजिए, और ट्यूटर को बताइए कि आप कौन-सा काउंटर-ऑफ़र मान लेंगी।',
    },
  },
  {
    session: 16,
    title: {
      en: 'Rough notes into a status report',
      hi: 'कच्चे नोट्स से स्टेटस रिपोर्ट',
    },
    task: {
      en: 'Jot rough notes on a week of real or practice work, say the orders, delays and next steps at a Surat textile office, leaving out client names. Paste them into Copilot in Word and Outlook if your office provides it, or the free Copilot app, and ask for a one-page status report and a five-line e-mail to your manager. Paste the e-mail and tell your tutor one thing you fixed in the draft.',
      hi: 'एक हफ़्ते के असली या अभ्यास वाले काम पर कच्चे नोट्स लिखिए, जैसे सूरत के किसी टेक्सटाइल दफ़्तर के ऑर्डर, देरी और अगले कदम, ग्राहकों के नाम छोड़कर। इन्हें Word और Outlook वाले Copilot में डालिए, अगर दफ़्तर से मिला हो, वरना मुफ़्त Copilot ऐप में, और एक पेज की स्टेटस रिपोर्ट और मैनेजर के लिए पाँच लाइनों का ई-मेल माँगिए। ई-मेल पेस्ट कीजिए और ट्यूटर को बताइए कि ड्राफ़्ट में आपने कौन-सी एक बात सुधारी।',
    },
  },
  {
    session: 17,
    title: {
      en: 'Clean a messy sales list',
      hi: 'बिखरी हुई बिक्री सूची साफ़ करें',
    },
    task: {
      en: 'Make a Google Sheet of 20 sales rows, from a family shop with customer names removed or made up, with mixed city spellings and blank cells. Use Gemini in Sheets if your account has it, or the free Gemini app, to clean it, total sales by city with SUMIF and spot trends. Attach a screenshot and write three findings in plain words, like “Indore sales fell by ₹4,000 in March”.',
      hi: 'Google Sheet में बिक्री की 20 पंक्तियाँ बनाइए, पारिवारिक दुकान की (ग्राहकों के नाम हटाकर) या काल्पनिक, जिनमें शहरों के नाम अलग-अलग वर्तनी में हों और कुछ ख़ाने ख़ाली हों। आपके खाते में Gemini in Sheets हो तो उससे, वरना मुफ़्त Gemini ऐप से, इसे साफ़ कीजिए, SUMIF से शहर के हिसाब से कुल बिक्री निकालिए और रुझान देखिए। स्क्रीनशॉट लगाइए और आसान शब्दों में तीन नतीजे लिखिए, जैसे “मार्च में इंदौर की बिक्री ₹4,000 घटी”।',
    },
  },
  {
    session: 18,
    title: {
      en: 'A six-slide update',
      hi: 'छह स्लाइडों का अपडेट',
    },
    task: {
      en: 'Write a one-page brief on a project you know well, such as a school fundraiser or a small office move, and let Gamma’s free plan or Copilot in PowerPoint turn it into six slides. Rewrite each slide title so it states your point, and cut any slide that doesn’t earn its place. Share the deck as a PDF or link, and tell your tutor whether you could present it in five minutes.',
      hi: 'किसी ऐसे काम पर एक पेज का ब्रीफ़ लिखिए जिसे आप अच्छी तरह जानती हैं, जैसे स्कूल का कोई फ़ंडरेज़र या दफ़्तर का छोटा-सा शिफ़्ट, और Gamma के मुफ़्त प्लान या PowerPoint के Copilot से उसकी छह स्लाइडें बनवाइए। हर स्लाइड का शीर्षक ऐसा लिखिए कि वह आपकी बात सीधे कहे, और जो स्लाइड ज़रूरी न लगे उसे हटा दीजिए। डेक PDF या लिंक के रूप में साझा कीजिए, और ट्यूटर को बताइए कि क्या आप उसे पाँच मिनट में प्रस्तुत कर पाईं।',
    },
  },
  {
    session: 19,
    title: {
      en: 'Minutes with owners and dates',
      hi: 'ज़िम्मेदारी और तारीख़ वाले मिनट्स',
    },
    task: {
      en: 'With everyone’s permission, record a short meeting on Otter.ai’s free plan or follow it with Google Meet captions; a family call about a wedding or a society committee meeting works well. Turn it into minutes: the decisions, then each action with one owner and a due date. Share your minutes with surnames and phone numbers removed, and say what the transcript got wrong.',
      hi: 'सबकी इजाज़त लेकर Otter.ai के मुफ़्त प्लान पर एक छोटी मीटिंग रिकॉर्ड कीजिए, या Google Meet के कैप्शन के सहारे उसे फ़ॉलो कीजिए; शादी की तैयारी पर परिवार की कॉल या सोसाइटी कमेटी की मीटिंग अच्छी रहेगी। उससे मिनट्स बनाइए: पहले फ़ैसले, फिर हर काम के साथ एक ज़िम्मेदार व्यक्ति और आख़िरी तारीख़। उपनाम और फ़ोन नंबर हटाकर अपने मिनट्स साझा कीजिए, और बताइए कि ट्रांसक्रिप्ट में क्या ग़लत आया।',
    },
  },
  {
    session: 20,
    title: {
      en: 'A two-week learning sprint',
      hi: 'दो हफ़्ते में नया हुनर',
    },
    task: {
      en: 'Choose one skill from your target job ad that you don’t have yet, such as Excel pivot tables or basic SQL, and ask ChatGPT study mode for a two-week plan of 30 minutes a day. Find a Coursera course you can audit for free, skipping the paid certificate, and have ChatGPT quiz you at the end of each day. Share your plan and your quiz score from day three.',
      hi: 'अपनी मनचाही नौकरी के विज्ञापन से कोई एक हुनर चुनिए जो अभी आपके पास नहीं है, जैसे Excel की पिवट टेबल या बेसिक SQL, और ChatGPT के study mode से रोज़ 30 मिनट वाली दो हफ़्ते की योजना माँगिए। Coursera पर कोई ऐसा कोर्स ढूँढिए जिसे मुफ़्त में ऑडिट किया जा सके, पैसे वाला सर्टिफ़िकेट छोड़ दीजिए, और हर दिन के आख़िर में ChatGPT से अपने लिए छोटा क्विज़ बनवाकर हल कीजिए। अपनी योजना और तीसरे दिन के क्विज़ का स्कोर साझा कीजिए।',
    },
  },
  {
    session: 21,
    title: {
      en: 'Ten openings, three kinds',
      hi: 'दस मौक़े, तीन तरह के',
    },
    task: {
      en: 'Ask Perplexity to find returnship programmes for women in your field in India, such as those run by large banks and IT firms, and set LinkedIn job alerts for remote and part-time roles. Shortlist ten openings across returnships, remote roles and freelance gigs, each with its link and last date to apply. Share the list as a table or screenshot, starring the three you’ll apply to first.',
      hi: 'Perplexity से अपने क्षेत्र में भारत में महिलाओं के लिए रिटर्नशिप प्रोग्राम ढूँढवाइए, जैसे बड़े बैंक और IT कंपनियाँ चलाती हैं, और LinkedIn पर रिमोट और पार्ट-टाइम नौकरियों के जॉब अलर्ट लगाइए। रिटर्नशिप, रिमोट नौकरियों और फ़्रीलांस कामों में से दस मौक़े छाँटिए, हर एक के लिंक और अर्ज़ी की आख़िरी तारीख़ के साथ। सूची टेबल या स्क्रीनशॉट में साझा कीजिए, और जिन तीन पर सबसे पहले अर्ज़ी देंगी, उनके आगे स्टार लगाइए।',
    },
  },
  {
    session: 22,
    title: {
      en: 'Publish a one-page portfolio',
      hi: 'एक पेज का पोर्टफ़ोलियो',
    },
    task: {
      en: 'Build a free one-page site on Google Sites with three pieces of work from this course, for example your salary sheet, your six-slide deck and the LinkedIn banner you made in Canva. Under each, add a line on the problem it solved. Before publishing, check that no page shows your phone number, home address or anyone else’s private details, then share the link with your tutor.',
      hi: 'Google Sites पर एक पेज की मुफ़्त साइट बनाइए जिसमें इस कोर्स के तीन काम हों, जैसे आपकी सैलरी शीट, छह स्लाइडों का डेक और Canva में बना LinkedIn बैनर। हर काम के नीचे एक लाइन लिखिए कि उससे कौन-सी समस्या हल हुई। पब्लिश करने से पहले देख लीजिए कि किसी पेज पर आपका फ़ोन नंबर, घर का पता या किसी और की निजी जानकारी न दिखे, फिर लिंक ट्यूटर से साझा कीजिए।',
    },
  },
  {
    session: 23,
    title: {
      en: 'Your first freelance proposal',
      hi: 'आपका पहला फ़्रीलांस प्रस्ताव',
    },
    task: {
      en: 'Set up a free Fiverr or Upwork profile and write a gig for something you do well, such as English–Hindi translation or data entry. Ask ChatGPT to help you set a fair price, say ₹800 for a 500-word document, and draft a proposal for one real listing. Don’t buy Connects or any paid add-on; just paste your gig description, price and proposal for your tutor’s feedback.',
      hi: 'Fiverr या Upwork पर मुफ़्त प्रोफ़ाइल बनाइए और किसी ऐसे काम का गिग लिखिए जो आप अच्छी तरह करती हैं, जैसे अंग्रेज़ी से हिंदी अनुवाद या डेटा एंट्री। ChatGPT की मदद से उसकी उचित क़ीमत तय कीजिए, जैसे 500 शब्दों के दस्तावेज़ के लिए ₹800, और किसी एक असली लिस्टिंग के लिए प्रस्ताव का ड्राफ़्ट बनाइए। Connects या कोई भी पैसे वाली सुविधा मत ख़रीदिए; बस अपने गिग का विवरण, क़ीमत और प्रस्ताव ट्यूटर की राय के लिए पेस्ट कीजिए।',
    },
  },
  {
    session: 24,
    title: {
      en: 'Your 30-60-90 day plan',
      hi: 'आपकी 30-60-90 दिन की योजना',
    },
    task: {
      en: 'With the AI replies in Notion’s free plan (or ChatGPT, pasted into Notion, if they run out), draft a 30-60-90 day plan for your target role, say a recruitment coordinator at a Gurugram firm. Give each stage two goals you can measure, like “learn the hiring software by week two”. Attach the plan as a PDF or screenshot and tell your tutor which goal feels hardest.',
      hi: 'Notion के मुफ़्त प्लान में मिलने वाले AI जवाबों से (वे ख़त्म हो जाएँ तो ChatGPT से लिखवाकर Notion में पेस्ट कर लीजिए) अपनी मनचाही भूमिका के लिए 30-60-90 दिन की योजना बनाइए, जैसे गुरुग्राम की किसी कंपनी में रिक्रूटमेंट कोऑर्डिनेटर। हर चरण के लिए दो ऐसे लक्ष्य रखिए जिन्हें मापा जा सके, जैसे “दूसरे हफ़्ते तक भर्ती वाला सॉफ़्टवेयर सीख लेना”। योजना PDF या स्क्रीनशॉट के रूप में लगाइए और ट्यूटर को बताइए कि कौन-सा लक्ष्य सबसे कठिन लगता है।',
    },
  },
  {
    session: 25,
    title: {
      en: 'Your pack and 30-day plan',
      hi: 'आवेदन पैक और 30 दिन की योजना',
    },
    task: {
      en: 'Put your application pack together: your résumé as a PDF with phone number and address hidden, your LinkedIn profile link and one mock-interview answer you’re proud of. Then, with the tool that helped you most, write a 30-day job-search plan with weekly targets, say ten applications and two referral messages a week. Share both, and tell your tutor the first step you’ll take tomorrow.',
      hi: 'अपना आवेदन पैक तैयार कीजिए: फ़ोन नंबर और पता छिपाकर PDF में आपका रिज़्यूमे, आपकी LinkedIn प्रोफ़ाइल का लिंक और मॉक इंटरव्यू का एक ऐसा जवाब जिस पर आपको गर्व हो। फिर जिस टूल से सबसे ज़्यादा मदद मिली, उससे हर हफ़्ते के लक्ष्यों वाली 30 दिन की जॉब-सर्च योजना लिखिए, जैसे हफ़्ते में दस अर्ज़ियाँ और रेफ़रल के दो संदेश। दोनों साझा कीजिए, और ट्यूटर को बताइए कि कल आप पहला कौन-सा कदम उठाएँगी।',
    },
  },
];
