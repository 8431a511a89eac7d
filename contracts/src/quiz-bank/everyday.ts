import type { QuizQuestionDef } from '../quizzes';

/** The module quizzes of "AI for Everyday Life": module number (1–5) → its questions. */
export const EVERYDAY_QUIZZES: Record<number, QuizQuestionDef[]> = {
  1: [
    {
      id: 'everyday-m1-q1',
      session: 1,
      prompt: {
        en: 'You ask ChatGPT for a week of vegetarian dinners for a family of four within ₹1,500. What makes the plan most useful?',
        hi: 'आप ChatGPT से चार लोगों के परिवार के लिए ₹1,500 में एक हफ़्ते के शाकाहारी रात के खाने की योजना माँगती हैं। योजना सबसे काम की कैसे बनेगी?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Typing only “Give me a meal plan” and leaving out your budget, family size and tastes',
            hi: 'सिर्फ़ “खाने की योजना बताओ” लिखना, और बजट, परिवार के सदस्य व पसंद कुछ न बताना',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Giving the budget, family size and food likes, and asking for a shopping list too',
            hi: 'बजट, परिवार के सदस्य और पसंद-नापसंद बताना, और साथ में ख़रीदारी की सूची भी माँगना',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Taking the prices it gives as today’s exact rates in your local market',
            hi: 'उसके बताए दामों को आज के पास के बाज़ार के पक्के दाम मान लेना',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Asking it to order the groceries with your UPI PIN',
            hi: 'उससे अपने UPI PIN से राशन मँगवाने को कहना',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'The more context you give (budget, number of people, likes and dislikes), the better the plan fits your family. Prices from AI are only estimates, so check them at your local shop.',
        hi: 'जितनी ज़्यादा जानकारी देंगी (बजट, लोगों की संख्या, पसंद-नापसंद), योजना आपके परिवार पर उतनी ही सही बैठेगी। AI के बताए दाम सिर्फ़ अंदाज़ा होते हैं, इसलिए पास की दुकान पर जाँच लें।',
      },
    },
    {
      id: 'everyday-m1-q2',
      session: 2,
      prompt: {
        en: 'Your child’s school has sent a long e-mail thread about the annual day. How can Gemini in Gmail help you?',
        hi: 'बच्चे के स्कूल से वार्षिक समारोह के बारे में ईमेल की लंबी बातचीत आई है। Gmail में Gemini आपकी कैसे मदद कर सकता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'It can pay the school fees for you straight from the e-mail, using your saved card',
            hi: 'आपके सेव किए कार्ड से ईमेल से ही सीधे स्कूल की फ़ीस भर देगा',
          },
        },
        {
          id: 'b',
          text: {
            en: 'It makes sure the summary never misses a single detail',
            hi: 'पक्का करेगा कि सारांश में कोई भी बात न छूटे',
          },
        },
        {
          id: 'c',
          text: {
            en: 'It can summarise the thread and draft a reply for you to check',
            hi: 'बातचीत का सारांश और जवाब का मसौदा बना सकता है, जिसे आप जाँचें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'It sends replies on its own, without showing them to you',
            hi: 'आपको दिखाए बिना अपने-आप जवाब भेज देगा',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Gemini can summarise a long thread and suggest a reply, but you stay in charge: check dates and details against the original e-mails before you press Send.',
        hi: 'Gemini लंबी बातचीत का सारांश और जवाब का सुझाव दे सकता है, पर फ़ैसला आपका है: भेजने से पहले तारीख़ें और बाक़ी बातें असली ईमेल से मिला लें।',
      },
    },
    {
      id: 'everyday-m1-q3',
      session: 3,
      prompt: {
        en: 'A medicine label is printed in a language you don’t read. What is a sensible way to use Google Lens?',
        hi: 'दवा का लेबल ऐसी भाषा में छपा है जो आप नहीं पढ़ पातीं। Google Lens का समझदारी भरा इस्तेमाल क्या है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Translate it with Lens, then confirm the dose with your doctor or chemist',
            hi: 'Lens से लेबल का अनुवाद करें, फिर ख़ुराक डॉक्टर या केमिस्ट से पक्की करें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Change the dose yourself if the translation differs from what the doctor said',
            hi: 'अनुवाद डॉक्टर की बात से अलग लगे, तो ख़ुद ही ख़ुराक बदल दें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Trust the translation fully, because apps never get medical words wrong',
            hi: 'अनुवाद पर पूरा भरोसा करें, क्योंकि ऐप दवा के शब्दों में कभी गलती नहीं करते',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Don’t try, because Lens can only read English',
            hi: 'कोशिश ही न करें, क्योंकि Lens सिर्फ़ अंग्रेज़ी पढ़ता है',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Lens translates the label on the spot, which helps you understand it. With medicines, always confirm the dose with your doctor or chemist, because a translation can be wrong.',
        hi: 'Lens तुरंत लेबल का अनुवाद कर देता है, जिससे बात समझ आती है। पर दवा के मामले में ख़ुराक हमेशा डॉक्टर या केमिस्ट से पक्की करें, क्योंकि अनुवाद गलत भी हो सकता है।',
      },
    },
    {
      id: 'everyday-m1-q4',
      session: 4,
      prompt: {
        en: 'You want help with a messy to-do list. Which prompt best follows the role, context, format pattern?',
        hi: 'आपको अपनी बिखरी हुई कामों की सूची सुधारनी है। कौन-सा प्रॉम्प्ट भूमिका, संदर्भ और प्रारूप के तरीके पर सबसे अच्छा बैठता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: '“Make my list better.”',
            hi: '“मेरी सूची अच्छी कर दो।”',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Pasting the list with only the words “To-do list” above it',
            hi: 'ऊपर सिर्फ़ “कामों की सूची” लिखकर अपनी सूची चिपका देना',
          },
        },
        {
          id: 'c',
          text: {
            en: '“You are an expert. Do everything on my list for me.”',
            hi: '“तुम विशेषज्ञ हो। मेरी सूची के सारे काम मेरे लिए कर दो।”',
          },
        },
        {
          id: 'd',
          text: {
            en: '“Act as a planner. I work 10 to 6 and have two kids. Sort this list by priority into a weekly table.”',
            hi: '“तुम प्लानर हो। मैं 10 से 6 काम करती हूँ, दो बच्चे हैं। इस सूची को प्राथमिकता से हफ़्ते की तालिका में लगाओ।”',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'It gives a role (planner), context (your hours and family) and a format (a weekly table by priority), so the answer fits your life and is ready to print. Try it in ChatGPT and Gemini and keep the better one.',
        hi: 'इसमें भूमिका (प्लानर), संदर्भ (काम के घंटे और परिवार) और प्रारूप (प्राथमिकता वाली हफ़्ते की तालिका) तीनों हैं, इसलिए जवाब आपके हिसाब से और छापने लायक बनता है। ChatGPT और Gemini दोनों में आज़माकर बेहतर चुनें।',
      },
    },
    {
      id: 'everyday-m1-q5',
      session: 5,
      prompt: {
        en: 'A customer shows a UPI “payment successful” screen, but your shop’s sound box stayed silent. What should you do? Choose all that apply.',
        hi: 'एक ग्राहक UPI पर “भुगतान सफल” वाली स्क्रीन दिखाती है, पर आपकी दुकान का साउंड बॉक्स नहीं बोला। आपको क्या करना चाहिए? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Check your own bank or UPI app to see whether the money has really arrived',
            hi: 'अपने बैंक या UPI ऐप में देखें कि पैसे सच में आए हैं या नहीं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Accept the screenshot and hand over the goods, because payment screens can’t be faked',
            hi: 'स्क्रीनशॉट मानकर सामान दे दें, क्योंकि भुगतान की स्क्रीन नकली नहीं बन सकती',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Politely wait until the amount shows in your account before handing over the goods',
            hi: 'विनम्रता से तब तक रुकें जब तक रकम आपके खाते में न दिखे, फिर सामान दें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Tell the customer your UPI PIN so she can try the payment again from her phone',
            hi: 'ग्राहक को अपना UPI PIN बता दें ताकि वह अपने फ़ोन से दोबारा भुगतान कर सके',
          },
        },
      ],
      correct: ['a', 'c'],
      explanation: {
        en: 'Fake screenshots and fake payment apps are easy to make. Only money that shows up in your own bank or UPI app proves payment, and you never need your PIN or an OTP to receive money.',
        hi: 'नकली स्क्रीनशॉट और नकली भुगतान ऐप आसानी से बन जाते हैं। भुगतान का सबूत सिर्फ़ आपके अपने बैंक या UPI ऐप में आई रकम है, और पैसे लेने के लिए PIN या OTP की कभी ज़रूरत नहीं होती।',
      },
    },
    {
      id: 'everyday-m1-q6',
      session: 5,
      prompt: {
        en: 'A WhatsApp forward says boiled garlic water cures diabetes in a week. What is the right first step?',
        hi: 'WhatsApp पर एक संदेश आया है कि उबले लहसुन का पानी एक हफ़्ते में डायबिटीज़ ठीक कर देता है। सबसे पहले क्या करना सही है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Share it in the family group so that everyone can benefit from it',
            hi: 'परिवार के ग्रुप में भेज दें ताकि सबका फ़ायदा हो',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Check trusted health sources and fact-checkers, and ask a doctor',
            hi: 'भरोसेमंद स्वास्थ्य स्रोतों और फ़ैक्ट-चेक साइटों पर जाँचें, और डॉक्टर से पूछें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Believe it, because a message forwarded by so many people must be true',
            hi: 'मान लें, क्योंकि इतने लोगों ने भेजा है तो सच ही होगा',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Ask ChatGPT once and follow whatever it says',
            hi: 'ChatGPT से एक बार पूछें और जो वह कहे, वही करें',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Forwards often spread false health claims, and AI can be wrong too. Check reliable sources such as government health websites or fact-checkers, and never stop a medicine without your doctor’s advice.',
        hi: 'ऐसे संदेशों से अक्सर सेहत के बारे में झूठी बातें फैलती हैं, और AI भी गलत हो सकता है। सरकारी स्वास्थ्य वेबसाइट या फ़ैक्ट-चेक जैसे भरोसेमंद स्रोत देखें, और डॉक्टर की सलाह के बिना कोई दवा बंद न करें।',
      },
    },
  ],
  2: [
    {
      id: 'everyday-m2-q1',
      session: 6,
      prompt: {
        en: 'You are building a personal planner in Notion. What can Notion AI do for you?',
        hi: 'आप Notion में अपना निजी प्लानर बना रही हैं। Notion AI आपके लिए क्या कर सकता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Remember your habits on its own, without you writing anything down',
            hi: 'आपके कुछ लिखे बिना अपने-आप आपकी आदतें याद रख लेगा',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Make sure you never miss a habit again',
            hi: 'पक्का करेगा कि आपसे कभी कोई आदत न छूटे',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Suggest a page with a habit tracker and reading list for you to adjust',
            hi: 'आदतों के ट्रैकर और पढ़ने की सूची वाला पेज सुझाएगा, जिसे आप बदल सकें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Read the private messages on your phone so it can fill in your tasks for you',
            hi: 'आपके फ़ोन के निजी संदेश पढ़कर आपके लिए अपने-आप काम भर देगा',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Notion AI can draft a page layout, tables and checklists from your description. Filling in your own habits and ticking them off each day is still up to you.',
        hi: 'Notion AI आपके बताने पर पेज का ढाँचा, तालिकाएँ और चेकलिस्ट बना सकता है। अपनी आदतें भरना और रोज़ उन पर निशान लगाना आपका ही काम रहता है।',
      },
    },
    {
      id: 'everyday-m2-q2',
      session: 7,
      prompt: {
        en: 'You are learning about mutual funds with ChatGPT as your tutor. Which habits help you really learn? Choose all that apply.',
        hi: 'आप ChatGPT को ट्यूटर बनाकर म्यूचुअल फ़ंड के बारे में सीख रही हैं। कौन-सी आदतें सच में सीखने में मदद करती हैं? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Ask for the final answers only, so you finish faster',
            hi: 'जल्दी ख़त्म करने के लिए सिर्फ़ आख़िरी जवाब माँगें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Ask it to explain step by step and to check your understanding with questions',
            hi: 'कदम-दर-कदम समझाने को कहें और सवाल पूछकर अपनी समझ जाँचने को कहें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Believe every figure it gives about returns, without checking any official source',
            hi: 'मुनाफ़े के बारे में उसके बताए हर आँकड़े को बिना किसी आधिकारिक स्रोत से जाँचे मान लें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Take a short quiz at the end and ask it to explain the ones you got wrong',
            hi: 'आख़िर में छोटी क्विज़ लें और जो सवाल गलत हुए, उन्हें समझाने को कहें',
          },
        },
      ],
      correct: ['b', 'd'],
      explanation: {
        en: 'Going step by step and testing yourself makes the learning stick. For money matters, check facts and figures with official sources such as SEBI or AMFI.',
        hi: 'कदम-दर-कदम चलने और ख़ुद को परखने से बात याद रहती है। पैसों से जुड़े तथ्य और आँकड़े SEBI या AMFI जैसे आधिकारिक स्रोतों से ज़रूर मिलाएँ।',
      },
    },
    {
      id: 'everyday-m2-q3',
      session: 8,
      prompt: {
        en: 'Before you record a housing society meeting with Otter.ai or Google Recorder, what should you do first?',
        hi: 'हाउसिंग सोसाइटी की बैठक को Otter.ai या Google Recorder से रिकॉर्ड करने से पहले सबसे पहले क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Tell the people present and ask for their permission',
            hi: 'वहाँ मौजूद लोगों को बताएँ और उनकी अनुमति लें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Hide the phone so that people speak naturally',
            hi: 'फ़ोन छिपा दें ताकि लोग सहज होकर बोलें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Nothing: any meeting can be recorded without telling anyone',
            hi: 'कुछ नहीं: कोई भी बैठक बिना बताए रिकॉर्ड की जा सकती है',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Recording people without telling them breaks their trust and their privacy. Ask first, and share the notes only with those who should see them.',
        hi: 'बिना बताए किसी को रिकॉर्ड करना उनके भरोसे और निजता, दोनों को ठेस पहुँचाता है। पहले पूछें, और नोट्स सिर्फ़ उन्हीं से साझा करें जिन्हें उन्हें देखना चाहिए।',
      },
    },
    {
      id: 'everyday-m2-q4',
      session: 9,
      prompt: {
        en: 'In your household budget sheet, Copilot or Gemini puts =SUM(B2:B10) in cell B11. What does this formula do?',
        hi: 'आपकी घरेलू बजट शीट में Copilot या Gemini सेल B11 में =SUM(B2:B10) लिखता है। यह फ़ॉर्मूला क्या करता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'It finds the average of B2 to B10',
            hi: 'B2 से B10 तक का औसत निकालता है',
          },
        },
        {
          id: 'b',
          text: {
            en: 'It counts how many cells in that column are filled in',
            hi: 'गिनता है कि उस कॉलम में कितने सेल भरे हुए हैं',
          },
        },
        {
          id: 'c',
          text: {
            en: 'It multiplies the values in B2 and B10',
            hi: 'B2 और B10 की संख्याओं का गुणा करता है',
          },
        },
        {
          id: 'd',
          text: {
            en: 'It adds up all the amounts from B2 to B10',
            hi: 'B2 से B10 तक की सारी रकम जोड़ता है',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'SUM adds the numbers in a range, and B2:B10 means every cell from B2 to B10. Asking the AI to explain each formula in plain words helps you trust your sheet.',
        hi: 'SUM किसी दायरे की संख्याएँ जोड़ता है, और B2:B10 का मतलब है B2 से B10 तक के सारे सेल। AI से हर फ़ॉर्मूला आसान शब्दों में समझवाने से अपनी शीट पर भरोसा बढ़ता है।',
      },
    },
    {
      id: 'everyday-m2-q5',
      session: 9,
      prompt: {
        en: 'The monthly total in your budget sheet looks too low. What is the best next step?',
        hi: 'आपकी बजट शीट में महीने का कुल ख़र्च बहुत कम दिख रहा है। अब सबसे सही कदम क्या है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Delete the sheet and start again without any formulas',
            hi: 'शीट मिटाकर बिना किसी फ़ॉर्मूले के फिर से शुरू करें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Ask the AI to explain the formula, then check a few totals with a calculator',
            hi: 'AI से फ़ॉर्मूला समझवाएँ, फिर कुछ जोड़ कैलकुलेटर से ख़ुद जाँचें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Trust the total, since the AI in a spreadsheet never makes a mistake with numbers',
            hi: 'कुल रकम मान लें, क्योंकि स्प्रेडशीट का AI संख्याओं में कभी गलती नहीं करता',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'An AI can apply a formula to the wrong range or leave out a row. Having the formula explained and checking a few sums yourself catches such mistakes.',
        hi: 'AI गलत दायरे पर फ़ॉर्मूला लगा सकता है या कोई पंक्ति छोड़ सकता है। फ़ॉर्मूला समझने और कुछ जोड़ ख़ुद जाँचने से ऐसी गलती पकड़ में आ जाती है।',
      },
    },
    {
      id: 'everyday-m2-q6',
      session: 10,
      prompt: {
        en: 'Perplexity says a college’s fees are ₹85,000 a year and shows a source link. What should you do?',
        hi: 'Perplexity बताता है कि एक कॉलेज की फ़ीस ₹85,000 सालाना है और साथ में स्रोत का लिंक देता है। आपको क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Accept it as it is, since any answer that comes with a source link must be correct',
            hi: 'जैसा है वैसा मान लें, क्योंकि स्रोत के लिंक वाला हर जवाब सही होता है',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Ignore all sources and go by what relatives say',
            hi: 'सारे स्रोत छोड़कर रिश्तेदारों की बात मान लें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Open the source, then confirm the fee on the college’s official website',
            hi: 'स्रोत खोलकर देखें, फिर कॉलेज की आधिकारिक वेबसाइट पर फ़ीस पक्की करें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Pay the fee at once through a link in the answer',
            hi: 'जवाब में दिए किसी लिंक से तुरंत फ़ीस भर दें',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'A link lets you check a claim, but the source may be old or misread. Fees change every year, so confirm them on the official website or with the college office.',
        hi: 'लिंक से दावे की जाँच हो सकती है, पर स्रोत पुराना हो सकता है या गलत पढ़ा गया हो सकता है। फ़ीस हर साल बदलती है, इसलिए आधिकारिक वेबसाइट या कॉलेज के दफ़्तर से पक्का करें।',
      },
    },
  ],
  3: [
    {
      id: 'everyday-m3-q1',
      session: 11,
      prompt: {
        en: 'You make a Diwali offer poster for your home-made sweets with Canva Magic Design. What should you check before posting? Choose all that apply.',
        hi: 'आप घर की बनी मिठाइयों के लिए Canva Magic Design से दिवाली ऑफ़र का पोस्टर बनाती हैं। पोस्ट करने से पहले क्या जाँचें? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'That the prices, dates and phone number are correct',
            hi: 'दाम, तारीख़ें और फ़ोन नंबर सही हैं',
          },
        },
        {
          id: 'b',
          text: {
            en: 'That it uses as many fonts and colours as possible',
            hi: 'उसमें जितने हो सकें उतने फ़ॉन्ट और रंग हों',
          },
        },
        {
          id: 'c',
          text: {
            en: 'That the text is easy to read on a phone screen',
            hi: 'लिखावट फ़ोन की स्क्रीन पर आसानी से पढ़ी जा सकती है',
          },
        },
        {
          id: 'd',
          text: {
            en: 'That it shows a famous brand’s logo so it looks bigger',
            hi: 'उसमें किसी मशहूर ब्रांड का लोगो हो ताकि वह बड़ा लगे',
          },
        },
      ],
      correct: ['a', 'c'],
      explanation: {
        en: 'A poster works when the offer details are right and easy to read on a small screen. AI designs can contain mistakes too, so read every word before you share.',
        hi: 'पोस्टर तभी काम करता है जब ऑफ़र की जानकारी सही हो और छोटी स्क्रीन पर आसानी से पढ़ी जा सके। AI डिज़ाइन में भी गलतियाँ हो सकती हैं, इसलिए शेयर करने से पहले हर शब्द पढ़ें।',
      },
    },
    {
      id: 'everyday-m3-q2',
      session: 12,
      prompt: {
        en: 'You want ChatGPT to write 30 days of Instagram captions that sound like you. What helps most?',
        hi: 'आप चाहती हैं कि ChatGPT 30 दिनों के Instagram कैप्शन आपके अपने अंदाज़ में लिखे। सबसे ज़्यादा क्या मदद करेगा?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Asking for “30 viral captions” and posting them unchanged',
            hi: '“30 वायरल कैप्शन” माँगना और उन्हें बिना बदले पोस्ट कर देना',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Sharing a few of your past captions and describing your customers and tone',
            hi: 'अपने कुछ पुराने कैप्शन दिखाना और अपने ग्राहकों व लहजे के बारे में बताना',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Asking for the same caption thirty times so the posts look alike',
            hi: 'सारी पोस्ट एक जैसी दिखें, इसलिए एक ही कैप्शन तीस बार माँगना',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Adding as many hashtags as you can to every single post, whatever the topic of the day',
            hi: 'हर एक पोस्ट पर जितने हो सकें उतने हैशटैग लगाना, उस दिन का विषय चाहे जो हो',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Examples of your own writing and a clear picture of your customers help the AI match your voice. Always read and adjust the captions before you post them.',
        hi: 'आपके अपने लिखे उदाहरण और ग्राहकों की साफ़ तस्वीर से AI आपके अंदाज़ में लिख पाता है। पोस्ट करने से पहले कैप्शन हमेशा पढ़कर ठीक करें।',
      },
    },
    {
      id: 'everyday-m3-q3',
      session: 13,
      prompt: {
        en: 'Why add subtitles in English and Hindi to your 30-second product reel in YouTube Create?',
        hi: 'YouTube Create में अपनी 30 सेकंड की प्रोडक्ट रील में अंग्रेज़ी और हिंदी सबटाइटल क्यों जोड़ें?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'YouTube Create won’t save a video without subtitles',
            hi: 'YouTube Create सबटाइटल के बिना वीडियो सेव ही नहीं करता',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Subtitles make the reel longer, and Instagram always shows longer reels to more people',
            hi: 'सबटाइटल से रील लंबी होती है, और Instagram लंबी रील हमेशा ज़्यादा लोगों को दिखाता है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Many people watch with the sound off, and two languages reach more viewers',
            hi: 'बहुत से लोग बिना आवाज़ के रील देखते हैं, और दो भाषाओं से ज़्यादा लोगों तक बात पहुँचती है',
          },
        },
        {
          id: 'd',
          text: {
            en: 'With subtitles you no longer need to check the words',
            hi: 'सबटाइटल हों तो शब्द जाँचने की ज़रूरत नहीं रहती',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Subtitles help people who watch on mute and those more at ease in another language. Auto-captions can mishear words, especially product names and prices, so check them.',
        hi: 'सबटाइटल उनकी मदद करते हैं जो बिना आवाज़ के देखते हैं या दूसरी भाषा में ज़्यादा सहज हैं। अपने-आप बने सबटाइटल शब्द, ख़ासकर प्रोडक्ट के नाम और दाम, गलत सुन सकते हैं, इसलिए उन्हें जाँचें।',
      },
    },
    {
      id: 'everyday-m3-q4',
      session: 14,
      prompt: {
        en: 'What is the away message in WhatsApp Business for?',
        hi: 'WhatsApp Business का away message किस काम आता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'It deletes old chats to save space on your phone',
            hi: 'फ़ोन में जगह बचाने के लिए पुरानी चैट मिटा देता है',
          },
        },
        {
          id: 'b',
          text: {
            en: 'It sends your latest offers on its own to every contact saved in your phone',
            hi: 'आपके फ़ोन में सेव हर संपर्क को अपने-आप आपके नए ऑफ़र भेज देता है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'It blocks customers who message late at night',
            hi: 'देर रात मैसेज करने वाले ग्राहकों को ब्लॉक कर देता है',
          },
        },
        {
          id: 'd',
          text: {
            en: 'It replies on its own when customers write outside your working hours',
            hi: 'काम के घंटों के बाद ग्राहक लिखें, तो अपने-आप जवाब दे देता है',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'An away message tells customers that their message has arrived and when you will reply, so nobody feels ignored while you are busy or resting.',
        hi: 'away message ग्राहकों को बताता है कि उनका संदेश मिल गया है और आप कब जवाब देंगी, ताकि आपके व्यस्त रहने या आराम के समय कोई ख़ुद को अनदेखा महसूस न करे।',
      },
    },
    {
      id: 'everyday-m3-q5',
      session: 14,
      prompt: {
        en: 'A “customer” on WhatsApp says he paid you extra by mistake and sends a UPI collect request to get it back. What should you do?',
        hi: 'WhatsApp पर एक “ग्राहक” कहता है कि उसने गलती से ज़्यादा पैसे भेज दिए, और वापस पाने के लिए UPI पर पैसे माँगने का अनुरोध (collect request) भेजता है। आप क्या करें?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Decline it and check in your bank app what actually arrived',
            hi: 'अनुरोध ठुकराएँ और अपने बैंक ऐप में देखें कि असल में कितने पैसे आए',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Approve the request with your UPI PIN to return the extra money',
            hi: 'ज़्यादा आए पैसे लौटाने के लिए अपने UPI PIN से अनुरोध मंज़ूर कर दें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Share the OTP so he can reverse the payment himself',
            hi: 'OTP बता दें ताकि वह ख़ुद भुगतान वापस ले ले',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Entering your UPI PIN always sends money out of your account; you never need it to receive money. Check your bank app first, because the “extra payment” often never happened.',
        hi: 'UPI PIN डालने से हमेशा आपके खाते से पैसे जाते हैं; पैसे लेने के लिए PIN की कभी ज़रूरत नहीं होती। पहले अपना बैंक ऐप देखें, क्योंकि अक्सर ऐसा “ज़्यादा भुगतान” हुआ ही नहीं होता।',
      },
    },
    {
      id: 'everyday-m3-q6',
      session: 15,
      prompt: {
        en: 'A customer leaves a 2-star Google review saying her order came late. Which reply, drafted with Gemini, is best?',
        hi: 'एक ग्राहक ने Google पर 2 स्टार की समीक्षा में लिखा कि उनका ऑर्डर देर से पहुँचा। Gemini की मदद से लिखा कौन-सा जवाब सबसे अच्छा है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: '“This review is false. We are never late.”',
            hi: '“यह समीक्षा झूठी है। हम कभी देर नहीं करते।”',
          },
        },
        {
          id: 'b',
          text: {
            en: 'No reply at all, because answering a bad review in public only makes things worse',
            hi: 'कोई जवाब न देना, क्योंकि बुरी समीक्षा का सबके सामने जवाब देने से बात और बिगड़ती है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Offering her a discount, but only if she agrees to delete the review first',
            hi: 'उन्हें छूट देना, पर सिर्फ़ तब जब वे पहले समीक्षा हटाने को राज़ी हों',
          },
        },
        {
          id: 'd',
          text: {
            en: '“Sorry for the delay, and thank you for telling us. Please message us so we can put it right.”',
            hi: '“देरी के लिए माफ़ी, और बताने के लिए धन्यवाद। कृपया हमें मैसेज करें ताकि हम भरपाई कर सकें।”',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'A calm, thankful reply that owns the problem shows future customers that you care. Arguing looks bad, and offering something in return for removing a review is against Google’s rules.',
        hi: 'शांत और आभार भरा जवाब, जिसमें गलती मानी गई हो, आगे के ग्राहकों को दिखाता है कि आपको परवाह है। बहस करना बुरा लगता है, और समीक्षा हटवाने के बदले कुछ देना Google के नियमों के ख़िलाफ़ है।',
      },
    },
  ],
  4: [
    {
      id: 'everyday-m4-q1',
      session: 16,
      prompt: {
        en: 'You took a four-year break from work to look after your children. How should your resume show it?',
        hi: 'आपने बच्चों की देखभाल के लिए काम से चार साल का ब्रेक लिया। रिज़्यूमे में इसे कैसे दिखाएँ?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Hide it by stretching the start and end dates of your last job to cover the gap',
            hi: 'पिछली नौकरी की शुरू और ख़त्म होने की तारीख़ें बदलकर ख़ाली समय छिपा दें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Leave a blank gap and hope nobody asks',
            hi: 'ख़ाली जगह छोड़ दें और उम्मीद करें कि कोई न पूछे',
          },
        },
        {
          id: 'c',
          text: {
            en: 'One honest line, such as “Career break: family care”, plus any courses from that time',
            hi: 'ईमानदारी से एक पंक्ति, जैसे “करियर ब्रेक: परिवार की देखभाल”, और उस दौरान किए कोर्स',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Write a long paragraph apologising for the break and explaining every family reason behind it',
            hi: 'ब्रेक के लिए माफ़ी माँगता और हर पारिवारिक वजह बताता एक लंबा पैराग्राफ़ लिखें',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Career breaks are common, and many employers in India now run return-to-work programmes for women. A short, honest line builds trust, while changed dates can cost you the job at the background check.',
        hi: 'करियर ब्रेक आम बात है, और भारत में कई कंपनियाँ अब महिलाओं के लिए काम पर लौटने के कार्यक्रम चलाती हैं। छोटी, सच्ची पंक्ति भरोसा बनाती है, जबकि बदली हुई तारीख़ें जाँच में पकड़ी जाएँ तो नौकरी जा सकती है।',
      },
    },
    {
      id: 'everyday-m4-q2',
      session: 17,
      prompt: {
        en: 'You are drafting your LinkedIn profile with ChatGPT. Which of these are good choices? Choose all that apply.',
        hi: 'आप ChatGPT की मदद से अपनी LinkedIn प्रोफ़ाइल बना रही हैं। इनमें से कौन-से कदम सही हैं? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'A headline with your target role and key skills, such as “Accounts Executive | Tally, GST, Excel”',
            hi: 'हेडलाइन में अपनी मनचाही भूमिका और मुख्य हुनर, जैसे “Accounts Executive | Tally, GST, Excel”',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Copying a stranger’s About section word for word',
            hi: 'किसी अनजान व्यक्ति का About वाला हिस्सा हूबहू कॉपी करना',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Listing fifty skills to look impressive, including ones you have never actually used',
            hi: 'रौब जमाने के लिए पचास हुनर लिखना, उनमें वे भी जिनका आपने कभी इस्तेमाल नहीं किया',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Checking that every skill and claim the AI wrote is really true of you',
            hi: 'जाँचना कि AI ने जो भी हुनर और दावे लिखे, वे सच में आप पर लागू होते हैं',
          },
        },
      ],
      correct: ['a', 'd'],
      explanation: {
        en: 'Recruiters search by role and skill, so a clear headline helps them find you. AI may add skills you don’t have, so keep only what you can show in an interview.',
        hi: 'रिक्रूटर भूमिका और हुनर से खोजते हैं, इसलिए साफ़ हेडलाइन से वे आपको ढूँढ पाते हैं। AI ऐसे हुनर भी जोड़ सकता है जो आपके पास नहीं हैं, इसलिए सिर्फ़ वही रखें जो इंटरव्यू में दिखा सकें।',
      },
    },
    {
      id: 'everyday-m4-q3',
      session: 18,
      prompt: {
        en: 'In Google Interview Warmup you answer “Tell me about yourself” and get feedback. What is the best way to use it?',
        hi: 'Google Interview Warmup में आप “अपने बारे में बताइए” का जवाब देती हैं और सुझाव मिलते हैं। इसका सबसे अच्छा इस्तेमाल क्या है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Learn one perfect answer by heart and repeat it word for word in every interview',
            hi: 'एक परफ़ेक्ट जवाब रटकर हर इंटरव्यू में हूबहू दोहराएँ',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Note the feedback, improve your answer and practise it aloud again',
            hi: 'सुझाव नोट करें, जवाब सुधारें और उसे फिर से बोलकर अभ्यास करें',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Skip practice, since the real interview will be different anyway',
            hi: 'अभ्यास छोड़ दें, क्योंकि असली इंटरव्यू तो अलग ही होगा',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Practising aloud, reading the feedback and trying again makes your answers clearer and calmer. It is a practice tool, not a real interview, so use it as often as you like.',
        hi: 'बोलकर अभ्यास करने, सुझाव पढ़ने और फिर कोशिश करने से जवाब साफ़ और आत्मविश्वास भरे बनते हैं। यह अभ्यास का साधन है, असली इंटरव्यू नहीं, इसलिए जितनी बार चाहें इस्तेमाल करें।',
      },
    },
    {
      id: 'everyday-m4-q4',
      session: 19,
      prompt: {
        en: 'You used Gemini in Gmail to draft a cover letter for a bank job. What should you do before sending it?',
        hi: 'आपने Gmail में Gemini से एक बैंक की नौकरी के लिए कवर लेटर का मसौदा बनाया। भेजने से पहले आपको क्या करना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Check the names and details, and add one real example of your work',
            hi: 'नाम और जानकारी जाँचें, और अपने काम का एक सच्चा उदाहरण जोड़ें',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Send it unread, since Gemini knows the company better than you do',
            hi: 'बिना पढ़े भेज दें, क्योंकि Gemini कंपनी को आपसे बेहतर जानता है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Send the same letter to every company without changing the name',
            hi: 'नाम बदले बिना हर कंपनी को वही लेटर भेज दें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Attach your Aadhaar card and bank passbook to look more trustworthy',
            hi: 'भरोसेमंद दिखने के लिए आधार कार्ड और बैंक पासबुक भी साथ लगा दें',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'A draft can get names or facts wrong, and a real example makes the letter your own. Share ID documents only when a verified employer asks for them at the joining stage.',
        hi: 'मसौदे में नाम या तथ्य गलत हो सकते हैं, और एक सच्चा उदाहरण लेटर को आपका अपना बनाता है। पहचान के दस्तावेज़ तभी दें जब कोई जाँची-परखी कंपनी नौकरी शुरू करते समय उन्हें माँगे।',
      },
    },
    {
      id: 'everyday-m4-q5',
      session: 20,
      prompt: {
        en: 'You offer Hindi–English translation on Fiverr. How do you set a fair first price?',
        hi: 'आप Fiverr पर हिंदी–अंग्रेज़ी अनुवाद का काम देती हैं। शुरुआत का सही दाम कैसे तय करें?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Charge the lowest price on the whole site, even if it doesn’t cover your time',
            hi: 'पूरी साइट पर सबसे कम दाम रखें, चाहे उससे आपके समय की भरपाई न हो',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Copy the highest price you can find, whatever your experience',
            hi: 'जो सबसे ऊँचा दाम दिखे, वही रखें, आपका अनुभव चाहे जितना हो',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Let ChatGPT pick a number without giving it any details',
            hi: 'बिना कोई जानकारी दिए ChatGPT से दाम तय करवा लें',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Compare similar sellers, count your hours, and charge enough for your time',
            hi: 'मिलते-जुलते विक्रेताओं के दाम देखें, अपने घंटे गिनें, और समय के हिसाब से दाम रखें',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'A fair price comes from comparing similar gigs and knowing how long the work takes you. ChatGPT can help with the sums, but the market and your time decide the number.',
        hi: 'सही दाम मिलते-जुलते काम से तुलना करके और काम में लगने वाले समय से तय होता है। ChatGPT हिसाब में मदद कर सकता है, पर दाम बाज़ार और आपका समय तय करते हैं।',
      },
    },
    {
      id: 'everyday-m4-q6',
      session: 20,
      prompt: {
        en: 'A new client on Upwork asks you to move the chat to WhatsApp and pay a “registration fee” before the first order. What should you do?',
        hi: 'Upwork पर एक नया क्लाइंट कहता है कि बात WhatsApp पर करें और पहले ऑर्डर से पहले “रजिस्ट्रेशन फ़ीस” भरें। आप क्या करें?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Pay the fee, since it is only a small amount',
            hi: 'फ़ीस भर दें, रकम छोटी ही तो है',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Say no and keep messages and payments on Upwork: this is a common scam',
            hi: 'मना करें और बातचीत व भुगतान Upwork पर ही रखें: यह एक आम धोखा है',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Send him your net-banking login and password so that he can pay you faster',
            hi: 'जल्दी भुगतान पाने के लिए उसे अपनी नेट बैंकिंग का लॉगिन और पासवर्ड भेज दें',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'Genuine clients don’t charge you to work for them. Upwork and Fiverr protect payments only inside the platform, so moving off it or paying upfront puts your money at risk.',
        hi: 'असली क्लाइंट काम देने के बदले पैसे नहीं लेते। Upwork और Fiverr भुगतान की सुरक्षा सिर्फ़ प्लैटफ़ॉर्म के अंदर देते हैं, इसलिए बाहर जाना या पहले पैसे देना आपके पैसों को जोखिम में डालता है।',
      },
    },
  ],
  5: [
    {
      id: 'everyday-m5-q1',
      session: 21,
      prompt: {
        en: 'You build a ten-slide pitch in Gamma for a community library project. What makes it stronger?',
        hi: 'आप Gamma में मोहल्ले के पुस्तकालय प्रोजेक्ट के लिए दस स्लाइड की प्रस्तुति बनाती हैं। इसे क्या मज़बूत बनाता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Filling every slide with long paragraphs',
            hi: 'हर स्लाइड को लंबे पैराग्राफ़ों से भर देना',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Keeping the sample numbers and stock photos that the AI put in for you',
            hi: 'AI के डाले हुए नमूने वाले आँकड़े और स्टॉक तस्वीरें वैसे ही रहने देना',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Adding as many animations as you can',
            hi: 'जितने हो सकें उतने एनिमेशन जोड़ना',
          },
        },
        {
          id: 'd',
          text: {
            en: 'One clear idea per slide, with your real numbers and photos',
            hi: 'हर स्लाइड पर एक साफ़ बात, अपने असली आँकड़ों और तस्वीरों के साथ',
          },
        },
      ],
      correct: ['d'],
      explanation: {
        en: 'Gamma gives you a quick first draft, but its sample figures and images are not your facts. One idea per slide and real details make the pitch easy to follow and believable.',
        hi: 'Gamma जल्दी से पहला मसौदा बना देता है, पर उसके नमूने वाले आँकड़े और तस्वीरें आपके तथ्य नहीं हैं। हर स्लाइड पर एक बात और असली जानकारी से प्रस्तुति आसानी से समझ आती है और भरोसेमंद लगती है।',
      },
    },
    {
      id: 'everyday-m5-q2',
      session: 22,
      prompt: {
        en: 'Your tiffin service has fixed costs of ₹6,000 a month. Each tiffin costs ₹60 to make and sells for ₹90. How many tiffins a month must you sell to break even?',
        hi: 'आपकी टिफ़िन सेवा का महीने का तय ख़र्च ₹6,000 है। एक टिफ़िन बनाने में ₹60 लगते हैं और वह ₹90 में बिकता है। न घाटा, न मुनाफ़ा (ब्रेक-ईवन) के लिए महीने में कितने टिफ़िन बेचने होंगे?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: '200 tiffins',
            hi: '200 टिफ़िन',
          },
        },
        {
          id: 'b',
          text: {
            en: '100 tiffins',
            hi: '100 टिफ़िन',
          },
        },
        {
          id: 'c',
          text: {
            en: '67 tiffins',
            hi: '67 टिफ़िन',
          },
        },
        {
          id: 'd',
          text: {
            en: '300 tiffins',
            hi: '300 टिफ़िन',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Each tiffin leaves ₹30 (₹90 − ₹60) to cover fixed costs, and ₹6,000 ÷ ₹30 = 200. Ask ChatGPT to show its working so you can check the sum yourself.',
        hi: 'हर टिफ़िन से ₹30 (₹90 − ₹60) तय ख़र्च पूरा करने में जाते हैं, और ₹6,000 ÷ ₹30 = 200। ChatGPT से पूरा हिसाब दिखाने को कहें ताकि आप ख़ुद जाँच सकें।',
      },
    },
    {
      id: 'everyday-m5-q3',
      session: 23,
      prompt: {
        en: 'Your orders are in a Google Sheet and you want to see only the customers who haven’t paid yet. How can Gemini in Sheets help?',
        hi: 'आपके ऑर्डर Google Sheet में हैं और आप सिर्फ़ वे ग्राहक देखना चाहती हैं जिन्होंने अभी भुगतान नहीं किया। Sheets में Gemini कैसे मदद कर सकता है?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'It collects the pending money from their bank accounts automatically',
            hi: 'उनके बैंक खातों से बाक़ी पैसे अपने-आप वसूल लेगा',
          },
        },
        {
          id: 'b',
          text: {
            en: 'It sends their phone numbers to a marketing company',
            hi: 'उनके फ़ोन नंबर किसी मार्केटिंग कंपनी को भेज देगा',
          },
        },
        {
          id: 'c',
          text: {
            en: 'It suggests a filter or formula showing only the “Pending” rows',
            hi: 'ऐसा फ़िल्टर या फ़ॉर्मूला सुझाएगा जो सिर्फ़ “बाक़ी” वाली पंक्तियाँ दिखाए',
          },
        },
        {
          id: 'd',
          text: {
            en: 'It deletes the paid orders so the sheet looks shorter',
            hi: 'शीट छोटी दिखाने के लिए भुगतान हो चुके ऑर्डर मिटा देगा',
          },
        },
      ],
      correct: ['c'],
      explanation: {
        en: 'Gemini can suggest a filter, or a formula such as FILTER, for the unpaid rows. You then follow up politely with each customer yourself.',
        hi: 'Gemini बिना भुगतान वाली पंक्तियों के लिए फ़िल्टर या FILTER जैसा फ़ॉर्मूला सुझा सकता है। उसके बाद हर ग्राहक से विनम्रता से ख़ुद बात करें।',
      },
    },
    {
      id: 'everyday-m5-q4',
      session: 23,
      prompt: {
        en: 'You send a GST invoice from Zoho Invoice. What should it show?',
        hi: 'आप Zoho Invoice से GST वाला बिल भेजती हैं। उसमें क्या होना चाहिए?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Your UPI PIN printed at the bottom, so that the customer can pay you faster',
            hi: 'नीचे छपा आपका UPI PIN, ताकि ग्राहक आपको जल्दी भुगतान कर सके',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Your GSTIN, an invoice number and date, and the tax rate and amount',
            hi: 'आपका GSTIN, बिल नंबर और तारीख़, और टैक्स की दर व रकम',
          },
        },
        {
          id: 'c',
          text: {
            en: 'The customer’s Aadhaar number',
            hi: 'ग्राहक का आधार नंबर',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Only the total, without any breakdown',
            hi: 'सिर्फ़ कुल रकम, बिना किसी ब्योरे के',
          },
        },
      ],
      correct: ['b'],
      explanation: {
        en: 'A GST invoice needs your GSTIN, a unique invoice number, the date, item details and the tax charged. Never put a PIN or anyone’s Aadhaar number on an invoice.',
        hi: 'GST बिल में आपका GSTIN, अलग बिल नंबर, तारीख़, सामान का ब्योरा और लगाया गया टैक्स होना ज़रूरी है। बिल पर कभी PIN या किसी का आधार नंबर न लिखें।',
      },
    },
    {
      id: 'everyday-m5-q5',
      session: 24,
      prompt: {
        en: 'You use Adobe Firefly and Canva Brand Kit for your boutique’s brand. Which are responsible choices? Choose all that apply.',
        hi: 'आप अपने बुटीक के ब्रांड के लिए Adobe Firefly और Canva Brand Kit इस्तेमाल करती हैं। कौन-से कदम ज़िम्मेदारी भरे हैं? जो भी सही हों, सब चुनें।',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Asking the AI to copy a famous designer’s logo exactly',
            hi: 'AI से किसी मशहूर डिज़ाइनर का लोगो हूबहू बनवाना',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Picking two or three brand colours and using them in every post',
            hi: 'ब्रांड के दो-तीन रंग चुनकर हर पोस्ट में उन्हीं का इस्तेमाल करना',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Showing AI-made pictures of “happy customers” on your page as if they were real buyers',
            hi: 'AI से बनी “ख़ुश ग्राहकों” की तस्वीरों को अपने पेज पर असली ख़रीदार बताकर दिखाना',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Checking AI images for odd details, like extra fingers or jumbled letters, before using them',
            hi: 'इस्तेमाल से पहले AI तस्वीरों में अजीब चीज़ें, जैसे ज़्यादा उँगलियाँ या बिगड़े अक्षर, जाँचना',
          },
        },
      ],
      correct: ['b', 'd'],
      explanation: {
        en: 'A small, steady set of colours makes your brand easy to recognise. Copying logos or passing off AI-made people as real customers misleads buyers and can break the law.',
        hi: 'गिने-चुने रंगों का लगातार इस्तेमाल आपके ब्रांड को पहचानने लायक बनाता है। लोगो की नकल करना या AI से बने लोगों को असली ग्राहक बताना ख़रीदारों को धोखा देना है और क़ानून के ख़िलाफ़ भी हो सकता है।',
      },
    },
    {
      id: 'everyday-m5-q6',
      session: 25,
      prompt: {
        en: 'You are planning your next 30 days with AI after the course. Which plan is most likely to work?',
        hi: 'कोर्स के बाद आप AI के साथ अपने अगले 30 दिनों की योजना बना रही हैं। कौन-सी योजना सबसे ज़्यादा कारगर होगी?',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'One small project, a fixed time each week, and a Sunday check on what worked',
            hi: 'एक छोटा प्रोजेक्ट, हर हफ़्ते तय समय, और हर रविवार यह देखना कि क्या काम आया',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Trying a new AI tool every day without finishing anything',
            hi: 'रोज़ एक नया AI टूल आज़माना, पर कुछ भी पूरा न करना',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Buying every paid plan at once',
            hi: 'एक साथ सारे पैसे वाले प्लान ख़रीद लेना',
          },
        },
        {
          id: 'd',
          text: {
            en: 'Waiting until you feel you know everything about AI before you start anything',
            hi: 'कुछ भी शुरू करने से पहले तब तक रुकना जब तक लगे कि आपको AI के बारे में सब कुछ आ गया है',
          },
        },
      ],
      correct: ['a'],
      explanation: {
        en: 'Small steps taken regularly build real skill. Free plans are enough to start; pay for a tool only when it saves you real time or money.',
        hi: 'नियमित छोटे कदमों से असली हुनर बनता है। शुरुआत के लिए मुफ़्त प्लान काफ़ी हैं; किसी टूल के लिए पैसे तभी दें जब वह सच में आपका समय या पैसा बचाए।',
      },
    },
  ],
};
