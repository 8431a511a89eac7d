import type { QuizQuestionDef } from '../quizzes';

/**
 * The catch-up checks of "AI for Everyday Life": for each session, the questions that join that
 * session's module-quiz questions so that a student who watched the recording answers exactly three.
 */
export const EVERYDAY_CHECK_QUESTIONS: QuizQuestionDef[] = [
  {
    id: 'everyday-s1-c1',
    session: 1,
    prompt: {
      en: 'ChatGPT’s meal plan for your family puts paneer in almost every dinner and goes over your ₹1,500 budget. What is the best next step?',
      hi: 'ChatGPT की बनाई खाने की योजना में लगभग हर रात पनीर है और ख़र्च आपके ₹1,500 के बजट से ऊपर जा रहा है। अब सबसे अच्छा कदम क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Close the chat, because a plan that goes over budget means the tool is of no use to you',
          hi: 'चैट बंद कर दें, क्योंकि बजट से ऊपर गई योजना का मतलब है कि यह टूल आपके किसी काम का नहीं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Buy everything on the list anyway and cut back next month',
          hi: 'फिर भी सूची का सारा सामान ख़रीद लें और अगले महीने कटौती कर लें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Reply in the same chat: “Keep it within ₹1,500, paneer only twice, dal and seasonal vegetables on other days”',
          hi: 'उसी चैट में जवाब लिखें: “₹1,500 के अंदर रखो, पनीर सिर्फ़ दो बार, बाक़ी दिन दाल और मौसमी सब्ज़ियाँ”',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'ChatGPT remembers what you said earlier in the same chat, so a clear follow-up is enough to fix the plan. Asking again with sharper limits usually works better than starting over.',
      hi: 'ChatGPT उसी चैट में पहले कही बातें याद रखता है, इसलिए एक साफ़ अगला निर्देश योजना सुधारने के लिए काफ़ी है। नए सिरे से शुरू करने के बजाय साफ़ सीमाएँ बताकर दोबारा पूछना अक्सर बेहतर काम करता है।',
    },
  },
  {
    id: 'everyday-s1-c2',
    session: 1,
    prompt: {
      en: 'You are planning your family’s meals with ChatGPT. Which of these is fine to tell it? Choose all that apply.',
      hi: 'आप ChatGPT के साथ परिवार के खाने की योजना बना रही हैं। इनमें से क्या बताना ठीक है? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Your weekly budget and how many people eat at home',
          hi: 'आपका हफ़्ते का बजट और घर में कितने लोग खाना खाते हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Your debit card number and CVV, so it can book the groceries for you',
          hi: 'आपके डेबिट कार्ड का नंबर और CVV, ताकि वह आपके लिए राशन बुक कर दे',
        },
      },
      {
        id: 'c',
        text: {
          en: 'That your son is allergic to peanuts and your father-in-law needs less salt',
          hi: 'कि बेटे को मूँगफली से एलर्जी है और ससुर जी को कम नमक खाना है',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Your Aadhaar number, so it knows the plan is really for you',
          hi: 'आपका आधार नंबर, ताकि उसे पता रहे कि योजना सच में आपके लिए है',
        },
      },
    ],
    correct: ['a', 'c'],
    explanation: {
      en: 'Budget, family size and food needs help it make a plan that fits, and none of them can be misused. Card details, CVV and Aadhaar numbers never belong in a chatbot.',
      hi: 'बजट, परिवार के सदस्य और खाने से जुड़ी ज़रूरतें बताने से योजना सही बैठती है, और इनका कोई गलत इस्तेमाल नहीं हो सकता। कार्ड की जानकारी, CVV या आधार नंबर किसी चैटबॉट में कभी न डालें।',
    },
  },
  {
    id: 'everyday-s2-c1',
    session: 2,
    prompt: {
      en: 'Gemini’s draft reply to your housing society secretary sounds stiff and too long. What is the easiest fix?',
      hi: 'हाउसिंग सोसाइटी के सचिव के लिए Gemini का बनाया जवाब बहुत रूखा और लंबा लग रहा है। इसे ठीक करने का सबसे आसान तरीका क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Delete it and never use Gemini for e-mail again',
          hi: 'उसे मिटा दें और ईमेल के लिए Gemini का इस्तेमाल फिर कभी न करें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Ask Gemini to make it shorter and warmer, then read it once more yourself',
          hi: 'Gemini से उसे छोटा और अपनापन भरा बनाने को कहें, फिर एक बार ख़ुद पढ़ लें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Send it as it is, since the secretary won’t mind',
          hi: 'जैसा है वैसा भेज दें, सचिव को कौन-सा बुरा लगेगा',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Forward the whole thread to all the residents and let them reply instead',
          hi: 'पूरी बातचीत सभी निवासियों को फ़ॉरवर्ड कर दें ताकि वही जवाब दें',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'You can ask Gemini to refine a draft, for example to shorten it or make it more polite or friendly. A final read makes sure the reply still says what you mean.',
      hi: 'आप Gemini से मसौदा सुधारने को कह सकती हैं, जैसे उसे छोटा, ज़्यादा विनम्र या अपनापन भरा बनाना। आख़िर में ख़ुद पढ़ने से पक्का हो जाता है कि जवाब में वही बात है जो आप कहना चाहती हैं।',
    },
  },
  {
    id: 'everyday-s2-c2',
    session: 2,
    prompt: {
      en: 'You want to paste a long e-mail thread from your child’s class parents into a free chatbot outside Gmail to get a summary. What should you remove first?',
      hi: 'आप बच्चे की क्लास के माता-पिता की एक लंबी ईमेल बातचीत को सारांश के लिए Gmail के बाहर किसी मुफ़्त चैटबॉट में चिपकाना चाहती हैं। पहले क्या हटाना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'The date of the event, since chatbots can’t read dates',
          hi: 'कार्यक्रम की तारीख़, क्योंकि चैटबॉट तारीख़ें नहीं पढ़ पाते',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Nothing: whatever you paste into a chatbot is seen only by you',
          hi: 'कुछ नहीं: चैटबॉट में जो भी चिपकाएँ, वह सिर्फ़ आप ही देखती हैं',
        },
      },
      {
        id: 'c',
        text: {
          en: 'All the greetings and thank-yous, because they confuse the AI',
          hi: 'सारे नमस्ते और धन्यवाद, क्योंकि इनसे AI उलझ जाता है',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Other parents’ phone numbers, addresses and children’s details',
          hi: 'दूसरे माता-पिता के फ़ोन नंबर, पते और उनके बच्चों की जानकारी',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Other people’s personal details are not yours to share, and what you type into a free tool may be stored. Remove them; the summary works just as well without them.',
      hi: 'दूसरों की निजी जानकारी साझा करने का हक़ आपका नहीं है, और मुफ़्त टूल में लिखी बातें सहेजी जा सकती हैं। उन्हें हटा दें; सारांश उनके बिना भी उतना ही अच्छा बनेगा।',
    },
  },
  {
    id: 'everyday-s3-c1',
    session: 3,
    prompt: {
      en: 'Your new neighbour speaks Tamil and you speak Hindi. How can Google Translate help you talk to each other?',
      hi: 'आपकी नई पड़ोसन तमिल बोलती हैं और आप हिंदी। Google Translate आप दोनों की बातचीत में कैसे मदद कर सकता है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Use conversation mode: each of you speaks in turn and the app says the translation aloud',
          hi: 'Conversation मोड चलाएँ: आप दोनों बारी-बारी बोलें और ऐप अनुवाद बोलकर सुनाए',
        },
      },
      {
        id: 'b',
        text: {
          en: 'It can’t: Google Translate works only with typed English',
          hi: 'नहीं कर सकता: Google Translate सिर्फ़ टाइप की गई अंग्रेज़ी पर चलता है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Ask her to learn Hindi from the app first, and talk only after that',
          hi: 'पहले उनसे कहें कि ऐप से हिंदी सीखें, उसके बाद ही बात करें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Record her without telling her and translate it later',
          hi: 'उन्हें बताए बिना रिकॉर्ड करें और बाद में अनुवाद करें',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Conversation mode listens to both languages and speaks each translation aloud, so two people can talk in turn. Short sentences give better translations.',
      hi: 'Conversation मोड दोनों भाषाएँ सुनता है और हर अनुवाद बोलकर सुनाता है, जिससे दो लोग बारी-बारी बात कर पाते हैं। छोटे-छोटे वाक्य बोलें तो अनुवाद बेहतर होता है।',
    },
  },
  {
    id: 'everyday-s3-c2',
    session: 3,
    prompt: {
      en: 'You point Google Lens at a water-supply notice printed in Kannada. What can Lens do for you? Choose all that apply.',
      hi: 'आप कन्नड़ में छपे पानी की सप्लाई वाले नोटिस पर Google Lens लगाती हैं। Lens आपके लिए क्या कर सकता है? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Prove whether the notice really came from the municipal office',
          hi: 'साबित कर देगा कि नोटिस सच में नगर निगम से आया है या नहीं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Show a translation of the text right over the photo',
          hi: 'फ़ोटो के ऊपर ही लिखावट का अनुवाद दिखा देगा',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Pay the water bill mentioned in the notice',
          hi: 'नोटिस में लिखा पानी का बिल भर देगा',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Copy the text so you can paste it into a message or ask questions about it',
          hi: 'लिखावट कॉपी कर देगा ताकि आप उसे मैसेज में चिपका सकें या उसके बारे में सवाल पूछ सकें',
        },
      },
    ],
    correct: ['b', 'd'],
    explanation: {
      en: 'Lens can translate text in place and copy it for you to share or ask about. It cannot tell whether a notice is genuine, so check with the office or its official website.',
      hi: 'Lens लिखावट का वहीं अनुवाद कर सकता है और उसे कॉपी कर सकता है, ताकि आप उसे भेजें या उसके बारे में पूछें। नोटिस असली है या नहीं, यह Lens नहीं बता सकता, इसलिए दफ़्तर या उसकी आधिकारिक वेबसाइट से पक्का करें।',
    },
  },
  {
    id: 'everyday-s4-c1',
    session: 4,
    prompt: {
      en: 'Read this prompt: “You are a home organiser. I work full time and take my mother to the doctor every Tuesday. Show my week as a table with one column per day.” Which part is the format?',
      hi: 'यह प्रॉम्प्ट पढ़ें: “तुम घर के काम सँभालने में माहिर सलाहकार हो। मैं पूरे दिन नौकरी करती हूँ और हर मंगलवार माँ को डॉक्टर के पास ले जाती हूँ। मेरा हफ़्ता तालिका में दिखाओ, हर दिन का एक कॉलम।” इसमें प्रारूप (format) कौन-सा हिस्सा है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“You are a home organiser”',
          hi: '“तुम घर के काम सँभालने में माहिर सलाहकार हो”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“I work full time and take my mother to the doctor every Tuesday”',
          hi: '“मैं पूरे दिन नौकरी करती हूँ और हर मंगलवार माँ को डॉक्टर के पास ले जाती हूँ”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Show my week as a table with one column per day”',
          hi: '“मेरा हफ़्ता तालिका में दिखाओ, हर दिन का एक कॉलम”',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'The format says what shape the answer should take, here a table with a column for each day. The first sentence is the role and the second is the context.',
      hi: 'प्रारूप बताता है कि जवाब किस रूप में चाहिए, यहाँ हर दिन के कॉलम वाली तालिका। पहला वाक्य भूमिका है और दूसरा संदर्भ।',
    },
  },
  {
    id: 'everyday-s4-c2',
    session: 4,
    prompt: {
      en: 'You give the same prompt to ChatGPT and Gemini and get two different weekly plans. What is the sensible thing to do?',
      hi: 'आप ChatGPT और Gemini को एक ही प्रॉम्प्ट देती हैं और हफ़्ते की दो अलग-अलग योजनाएँ मिलती हैं। समझदारी क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Compare them, keep the one that fits your week better, and ask for changes where needed',
          hi: 'दोनों की तुलना करें, जो आपके हफ़्ते पर बेहतर बैठे उसे रखें, और ज़रूरत हो तो बदलाव माँगें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Decide that one of the two apps must be broken',
          hi: 'मान लें कि दोनों में से एक ऐप ख़राब है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Follow both plans at the same time',
          hi: 'दोनों योजनाओं पर एक साथ चलें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Keep running the prompt again until both give exactly the same words',
          hi: 'प्रॉम्प्ट तब तक दोहराती रहें जब तक दोनों हूबहू एक जैसे शब्द न दें',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Different assistants, and even the same one asked twice, give different answers; that is normal. Trying both lets you pick the more useful plan and improve it with a follow-up.',
      hi: 'अलग-अलग AI, और एक ही AI से दो बार पूछने पर भी, जवाब अलग आते हैं; यह आम बात है। दोनों आज़माने से आप ज़्यादा काम की योजना चुन सकती हैं और आगे के निर्देश से उसे और सुधार सकती हैं।',
    },
  },
  {
    id: 'everyday-s5-c1',
    session: 5,
    prompt: {
      en: 'A photo of a well-known actor holding a board for a scheme that “doubles ₹5,000 in a month” is being forwarded. His hands look oddly blurred. What is the best way to check it?',
      hi: 'एक मशहूर अभिनेता की फ़ोटो फ़ॉरवर्ड हो रही है, जिसमें वह “एक महीने में ₹5,000 दुगने” करने वाली स्कीम का बोर्ड पकड़े हैं। उनके हाथ अजीब तरह से धुँधले दिख रहे हैं। इसे जाँचने का सबसे अच्छा तरीका क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Invest a small amount first to see whether the scheme works',
          hi: 'पहले थोड़े पैसे लगाकर देखें कि स्कीम चलती है या नहीं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Trust it, since a famous person would never allow a fake photo',
          hi: 'भरोसा कर लें, क्योंकि कोई मशहूर व्यक्ति अपनी नकली फ़ोटो बनने ही नहीं देगा',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Ask the person who forwarded it whether it is real',
          hi: 'जिसने भेजा, उसी से पूछ लें कि यह असली है या नहीं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Search the photo with Google Lens and see whether trusted news sites or the actor’s official pages mention it',
          hi: 'Google Lens से फ़ोटो खोजें और देखें कि भरोसेमंद समाचार साइटें या अभिनेता के आधिकारिक पेज इसके बारे में कुछ कहते हैं या नहीं',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'An image search often turns up the original photo or a fact-check, and a real endorsement would appear on official pages. Blurred hands and odd edges are warning signs, and no genuine scheme doubles money in a month.',
      hi: 'फ़ोटो से खोजने पर अक्सर असली फ़ोटो या कोई फ़ैक्ट-चेक मिल जाता है, और सच्ची सिफ़ारिश आधिकारिक पेजों पर भी दिखती। धुँधले हाथ और अजीब किनारे ख़तरे के निशान हैं, और कोई भी असली स्कीम एक महीने में पैसे दुगने नहीं करती।',
    },
  },
  {
    id: 'everyday-s6-c1',
    session: 6,
    prompt: {
      en: 'At the end of the week you open your Notion planner. Which request to Notion AI makes the best use of it?',
      hi: 'हफ़्ते के आख़िर में आप अपना Notion प्लानर खोलती हैं। Notion AI से कौन-सी माँग उसका सबसे अच्छा इस्तेमाल है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Choose my goals for next year without asking me anything”',
          hi: '“मुझसे कुछ पूछे बिना अगले साल के मेरे लक्ष्य तय कर दो”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Summarise which habits I kept and which I missed this week, and suggest one small change”',
          hi: '“बताओ इस हफ़्ते कौन-सी आदतें निभाईं और कौन-सी छूटीं, और एक छोटा बदलाव सुझाओ”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Delete every page I haven’t opened this week”',
          hi: '“जो पेज मैंने इस हफ़्ते नहीं खोले, सब मिटा दो”',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Post my planner to my family WhatsApp group every Sunday”',
          hi: '“मेरा प्लानर हर रविवार परिवार के WhatsApp ग्रुप में डाल दो”',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'Notion AI can read what is on your pages and summarise it, which makes a weekly review quick. Deciding your goals and what to change stays your choice.',
      hi: 'Notion AI आपके पेजों पर लिखी बातें पढ़कर उनका सारांश बना सकता है, जिससे हफ़्ते की समीक्षा जल्दी हो जाती है। लक्ष्य और बदलाव तय करना आपका ही फ़ैसला रहता है।',
    },
  },
  {
    id: 'everyday-s6-c2',
    session: 6,
    prompt: {
      en: 'Your Notion planner holds your health notes and the due dates of your loan EMIs. What is the wise thing to do?',
      hi: 'आपके Notion प्लानर में आपकी सेहत से जुड़े नोट्स और लोन की EMI की तारीख़ें हैं। समझदारी क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Keep the page private and check its Share settings before you send anyone a link',
          hi: 'पेज को निजी रखें और किसी को लिंक भेजने से पहले उसकी Share सेटिंग देख लें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Publish it to the web so you can open it from any phone without logging in',
          hi: 'उसे वेब पर पब्लिश कर दें ताकि किसी भी फ़ोन से बिना लॉगिन के खुल जाए',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Write your net-banking password on the same page so that everything is in one place',
          hi: 'उसी पेज पर नेट बैंकिंग का पासवर्ड भी लिख दें ताकि सब एक जगह रहे',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A planner holds personal details, so share it only with people you choose. Passwords never go in notes; keep them in your phone’s password manager instead.',
      hi: 'प्लानर में निजी जानकारी होती है, इसलिए उसे सिर्फ़ अपने चुने लोगों से साझा करें। पासवर्ड कभी नोट्स में न लिखें; उन्हें फ़ोन के पासवर्ड मैनेजर में रखें।',
    },
  },
  {
    id: 'everyday-s7-c1',
    session: 7,
    prompt: {
      en: 'You are learning fractions again so you can help your daughter with her homework, but ChatGPT’s explanation feels too hard. What should you ask?',
      hi: 'बेटी का होमवर्क कराने के लिए आप फिर से भिन्न (fractions) सीख रही हैं, पर ChatGPT की समझाई बात बहुत कठिन लग रही है। आपको क्या पूछना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Just give me the answers to her homework”',
          hi: '“बस उसके होमवर्क के जवाब दे दो”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Explain it again using longer, more technical words”',
          hi: '“इसे और लंबे, तकनीकी शब्दों में फिर से समझाओ”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Explain it as if I am a beginner, with an example like sharing rotis, one step at a time”',
          hi: '“मुझे शुरुआती मानकर समझाओ, रोटियाँ बाँटने जैसे उदाहरण से, एक-एक कदम करके”',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Nothing: if the first explanation is hard, the topic is too hard for you',
          hi: 'कुछ नहीं: पहली बार में समझ न आए तो विषय आपके बस का नहीं',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'An AI tutor can change its level and examples as often as you need. Asking for simple words, a familiar example and small steps makes a hard idea easy to follow.',
      hi: 'AI ट्यूटर जितनी बार चाहें, अपना स्तर और उदाहरण बदल सकता है। आसान शब्द, जाना-पहचाना उदाहरण और छोटे कदम माँगने से कठिन बात भी आसानी से समझ आती है।',
    },
  },
  {
    id: 'everyday-s7-c2',
    session: 7,
    prompt: {
      en: 'How is ChatGPT’s study mode different from an ordinary chat?',
      hi: 'ChatGPT का study mode साधारण चैट से कैसे अलग है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'It works only for school subjects in English',
          hi: 'यह सिर्फ़ अंग्रेज़ी में स्कूल के विषयों के लिए चलता है',
        },
      },
      {
        id: 'b',
        text: {
          en: 'It gives you a certificate after every topic',
          hi: 'हर विषय के बाद आपको सर्टिफ़िकेट देता है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Its answers are always correct, so you don’t need to check them',
          hi: 'इसके जवाब हमेशा सही होते हैं, इसलिए जाँचने की ज़रूरत नहीं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'It guides you with questions and hints, step by step, instead of handing you the answer',
          hi: 'सीधा जवाब देने के बजाय सवालों और इशारों से कदम-दर-कदम आपको रास्ता दिखाता है',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Study mode is built to make you think: it asks questions, gives hints and checks your understanding as you go. It can still make mistakes, so check important facts.',
      hi: 'Study mode आपको ख़ुद सोचने के लिए बना है: यह सवाल पूछता है, इशारे देता है और साथ-साथ आपकी समझ जाँचता है। फिर भी इससे गलती हो सकती है, इसलिए ज़रूरी तथ्य जाँच लें।',
    },
  },
  {
    id: 'everyday-s8-c1',
    session: 8,
    prompt: {
      en: 'Otter.ai has transcribed your self-help group’s monthly meeting. Which steps turn it into useful notes? Choose all that apply.',
      hi: 'Otter.ai ने आपके स्वयं सहायता समूह की मासिक बैठक को लिखित रूप में बदल दिया है। कौन-से कदम इसे काम के नोट्स बनाते हैं? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Ask for a list of action items: who will do what, and by when',
          hi: 'कामों की सूची माँगें: कौन क्या करेगा, और कब तक',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Send the full transcript to every member without reading it',
          hi: 'बिना पढ़े पूरा लिखित पाठ हर सदस्य को भेज दें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Delete the recording at once, before anyone checks the notes',
          hi: 'नोट्स जाँचने से पहले ही रिकॉर्डिंग तुरंत मिटा दें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Check names, amounts and dates against the recording wherever the text looks wrong',
          hi: 'जहाँ लिखा हुआ गलत लगे, वहाँ नाम, रकम और तारीख़ें रिकॉर्डिंग से मिलाएँ',
        },
      },
    ],
    correct: ['a', 'd'],
    explanation: {
      en: 'A short list of who does what by when is what members actually use. Transcripts often mishear names and numbers, so check those parts against the recording before sharing.',
      hi: 'कौन, क्या, कब तक करेगा, यही छोटी सूची सदस्यों के असल काम आती है। लिखित पाठ में नाम और संख्याएँ अक्सर गलत सुनी जाती हैं, इसलिए साझा करने से पहले उन हिस्सों को रिकॉर्डिंग से मिला लें।',
    },
  },
  {
    id: 'everyday-s8-c2',
    session: 8,
    prompt: {
      en: 'You want a cleaner Google Recorder transcript of your evening computer class. What helps most?',
      hi: 'आप अपनी शाम की कंप्यूटर क्लास का Google Recorder से ज़्यादा साफ़ लिखित पाठ चाहती हैं। सबसे ज़्यादा क्या मदद करेगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Sitting at the back of the room so the phone picks up everyone equally',
          hi: 'कमरे में सबसे पीछे बैठना ताकि फ़ोन सबकी आवाज़ बराबर पकड़े',
        },
      },
      {
        id: 'b',
        text: {
          en: 'With the teacher’s permission, keeping the phone near her, away from fans and traffic noise',
          hi: 'शिक्षिका की अनुमति लेकर फ़ोन उनके पास रखना, पंखे और सड़क के शोर से दूर',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Turning the TV on so the room is never silent',
          hi: 'टीवी चला देना ताकि कमरा कभी शांत न रहे',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Recording from inside your bag so the phone stays safe',
          hi: 'फ़ोन को सुरक्षित रखने के लिए बैग के अंदर से रिकॉर्ड करना',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A transcript is only as good as the sound it hears. A phone close to the speaker, with less background noise, gives far fewer mistakes.',
      hi: 'लिखित पाठ उतना ही अच्छा बनता है जितनी साफ़ आवाज़ रिकॉर्ड हो। बोलने वाले के पास रखा फ़ोन और कम शोर हो, तो गलतियाँ बहुत कम होती हैं।',
    },
  },
  {
    id: 'everyday-s9-c1',
    session: 9,
    prompt: {
      en: 'In your budget sheet, B1 holds your monthly income of ₹40,000 and B5 your grocery spending of ₹8,000. Gemini suggests =B5/B1, shown as a percentage. What will the cell show?',
      hi: 'आपकी बजट शीट में B1 में महीने की आमदनी ₹40,000 है और B5 में राशन का ख़र्च ₹8,000। Gemini =B5/B1 फ़ॉर्मूला सुझाता है, जिसे प्रतिशत में दिखाया गया है। सेल में क्या दिखेगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '5%',
          hi: '5 प्रतिशत',
        },
      },
      {
        id: 'b',
        text: {
          en: '32%',
          hi: '32 प्रतिशत',
        },
      },
      {
        id: 'c',
        text: {
          en: '20%',
          hi: '20 प्रतिशत',
        },
      },
      {
        id: 'd',
        text: {
          en: '80%',
          hi: '80 प्रतिशत',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: '=B5/B1 divides groceries by income: ₹8,000 ÷ ₹40,000 = 0.2, which is 20%. So a fifth of your income goes on groceries.',
      hi: '=B5/B1 राशन के ख़र्च को आमदनी से भाग देता है: ₹8,000 ÷ ₹40,000 = 0.2, यानी 20%। मतलब आपकी आमदनी का पाँचवाँ हिस्सा राशन पर जाता है।',
    },
  },
  {
    id: 'everyday-s10-c1',
    session: 10,
    prompt: {
      en: 'Your niece is choosing between B.Sc. Nursing at two colleges. Which question to Perplexity will give the most useful comparison?',
      hi: 'आपकी भांजी दो कॉलेजों के B.Sc. Nursing में से एक चुन रही है। Perplexity से कौन-सा सवाल सबसे काम की तुलना देगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Which college is the best?”',
          hi: '“कौन-सा कॉलेज सबसे अच्छा है?”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Compare B.Sc. Nursing at these two colleges on fees, hostel, hospital training and Indian Nursing Council recognition, with a source for each point”',
          hi: '“इन दो कॉलेजों के B.Sc. Nursing की फ़ीस, हॉस्टल, अस्पताल में ट्रेनिंग और Indian Nursing Council की मान्यता की तुलना करो, हर बात का स्रोत देकर”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Tell me which college my niece will like”',
          hi: '“बताओ मेरी भांजी को कौन-सा कॉलेज पसंद आएगा”',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Fill in her admission forms for both colleges”',
          hi: '“दोनों कॉलेजों के दाख़िले के फ़ॉर्म उसके लिए भर दो”',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'Naming the points that matter to your family gives a side-by-side comparison you can check. Asking for a source on each point shows where every claim comes from.',
      hi: 'परिवार के लिए ज़रूरी बातें नाम लेकर पूछने से आमने-सामने की ऐसी तुलना मिलती है जिसे आप जाँच सकें। हर बात का स्रोत माँगने से पता चलता है कि कौन-सा दावा कहाँ से आया।',
    },
  },
  {
    id: 'everyday-s10-c2',
    session: 10,
    prompt: {
      en: 'For one college, Perplexity cites the college’s own website for the fees and an anonymous forum post for “100% placement”. How should you treat these?',
      hi: 'एक कॉलेज के लिए Perplexity फ़ीस के लिए कॉलेज की अपनी वेबसाइट और “100% प्लेसमेंट” के लिए किसी अनजान फ़ोरम की पोस्ट को स्रोत बताता है। इन्हें कैसे देखें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Trust the forum more, because ordinary people always tell the truth',
          hi: 'फ़ोरम पर ज़्यादा भरोसा करें, क्योंकि आम लोग हमेशा सच बोलते हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Treat both as equally reliable, since Perplexity picked them both',
          hi: 'दोनों को बराबर भरोसेमंद मानें, क्योंकि दोनों Perplexity ने चुने हैं',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Ignore both and pick the college closest to home',
          hi: 'दोनों को छोड़ दें और घर के सबसे पास वाला कॉलेज चुन लें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Rely more on the official site, and treat the forum claim as something to confirm with the college or its students',
          hi: 'आधिकारिक साइट पर ज़्यादा भरोसा करें, और फ़ोरम के दावे को कॉलेज या वहाँ के विद्यार्थियों से पक्का करें',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Sources are not all equal: an official website is accountable, an anonymous post is not. A big claim like “100% placement” needs proof, such as a placement report or a word with current students.',
      hi: 'हर स्रोत बराबर नहीं होता: आधिकारिक वेबसाइट की जवाबदेही होती है, अनजान पोस्ट की नहीं। “100% प्लेसमेंट” जैसे बड़े दावे का सबूत चाहिए, जैसे प्लेसमेंट रिपोर्ट या अभी पढ़ रहे विद्यार्थियों से बात।',
    },
  },
  {
    id: 'everyday-s11-c1',
    session: 11,
    prompt: {
      en: 'What does Magic Write do in Canva?',
      hi: 'Canva में Magic Write क्या करता है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'It writes or rewrites text for your design, such as an offer line, from a short instruction',
          hi: 'छोटे-से निर्देश पर आपके डिज़ाइन के लिए लिखावट लिखता या दोबारा लिखता है, जैसे ऑफ़र की पंक्ति',
        },
      },
      {
        id: 'b',
        text: {
          en: 'It prints your poster and delivers it to your door',
          hi: 'आपका पोस्टर छापकर घर पहुँचा देता है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'It checks that your prices are lower than other shops’',
          hi: 'जाँचता है कि आपके दाम दूसरी दुकानों से कम हैं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'It posts your design on Instagram at the best time on its own',
          hi: 'आपका डिज़ाइन अपने-आप सबसे अच्छे समय पर Instagram पर डाल देता है',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Magic Write is Canva’s writing assistant: ask for, say, “a warm two-line Diwali offer for home-made ladoos” and edit what it gives you. Magic Design is the part that suggests layouts.',
      hi: 'Magic Write, Canva का लिखने वाला सहायक है: जैसे “घर के बने लड्डुओं के लिए दो पंक्तियों का प्यारा दिवाली ऑफ़र” माँगें और जो मिले उसे सुधार लें। लेआउट सुझाने का काम Magic Design करता है।',
    },
  },
  {
    id: 'everyday-s11-c2',
    session: 11,
    prompt: {
      en: 'Your festive offer poster is ready. How do you make a matching Instagram post quickly?',
      hi: 'आपका त्योहार के ऑफ़र वाला पोस्टर तैयार है। उससे मेल खाती Instagram पोस्ट जल्दी कैसे बनाएँ?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Take a photo of the printed poster and post that',
          hi: 'छपे हुए पोस्टर की फ़ोटो खींचकर वही डाल दें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Start from a totally different template with new colours, so people notice a change',
          hi: 'बिल्कुल अलग टेम्पलेट और नए रंगों से शुरू करें, ताकि लोगों को कुछ नया दिखे',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Make a square, Instagram-size copy with the same colours, fonts and photo, and rearrange it to fit',
          hi: 'उन्हीं रंगों, फ़ॉन्ट और फ़ोटो के साथ Instagram के चौकोर साइज़ की कॉपी बनाएँ और उसे साइज़ के हिसाब से जमा लें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Stretch the poster sideways until it becomes square',
          hi: 'पोस्टर को खींचकर चौकोर बना दें',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'The same colours, fonts and photo make the poster and post look like one campaign, so customers recognise your offer. On a paid plan, Canva’s Magic Switch can make the resized copy in one click.',
      hi: 'वही रंग, फ़ॉन्ट और फ़ोटो होने से पोस्टर और पोस्ट एक ही अभियान जैसे लगते हैं, और ग्राहक आपका ऑफ़र पहचान लेते हैं। पैसे वाले प्लान में Canva का Magic Switch यह कॉपी एक क्लिक में बना देता है।',
    },
  },
  {
    id: 'everyday-s12-c1',
    session: 12,
    prompt: {
      en: 'You ask ChatGPT to fill a content-calendar template for the month. Which set of columns is most useful?',
      hi: 'आप ChatGPT से महीने का कंटेंट कैलेंडर टेम्पलेट भरवाती हैं। कौन-से कॉलम सबसे काम के हैं?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Only the date',
          hi: 'सिर्फ़ तारीख़',
        },
      },
      {
        id: 'b',
        text: {
          en: 'The date and the number of likes you hope to get',
          hi: 'तारीख़ और जितने लाइक मिलने की उम्मीद है',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Your competitors’ names and their prices',
          hi: 'दूसरे विक्रेताओं के नाम और उनके दाम',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Date, post idea, caption, hashtags, and whether it has been posted yet',
          hi: 'तारीख़, पोस्ट का आइडिया, कैप्शन, हैशटैग, और पोस्ट हुई या नहीं',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'With the idea, caption and hashtags ready for each day, posting takes a minute, and the status column shows what is left. You can copy the table into Google Sheets and tick off each post.',
      hi: 'हर दिन का आइडिया, कैप्शन और हैशटैग पहले से तैयार हों, तो पोस्ट करने में एक मिनट लगता है, और आख़िरी कॉलम दिखाता है कि क्या बाक़ी है। तालिका को Google Sheets में कॉपी करके हर पोस्ट पर निशान लगा सकती हैं।',
    },
  },
  {
    id: 'everyday-s12-c2',
    session: 12,
    prompt: {
      en: 'ChatGPT has planned 30 days of posts for your home bakery. What should you check before you schedule them? Choose all that apply.',
      hi: 'ChatGPT ने आपकी घरेलू बेकरी के लिए 30 दिनों की पोस्ट की योजना बना दी है। शेड्यूल करने से पहले क्या जाँचें? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'That every single post announces a discount',
          hi: 'कि हर एक पोस्ट में छूट की घोषणा हो',
        },
      },
      {
        id: 'b',
        text: {
          en: 'That festival dates, such as this year’s Raksha Bandhan, are correct',
          hi: 'कि त्योहारों की तारीख़ें, जैसे इस साल का रक्षाबंधन, सही हों',
        },
      },
      {
        id: 'c',
        text: {
          en: 'That the posts mention only cakes you really bake, at your real prices',
          hi: 'कि पोस्ट में सिर्फ़ वही केक हों जो आप सच में बनाती हैं, और आपके असली दाम',
        },
      },
      {
        id: 'd',
        text: {
          en: 'That no post has any hashtags at all',
          hi: 'कि किसी भी पोस्ट में एक भी हैशटैग न हो',
        },
      },
    ],
    correct: ['b', 'c'],
    explanation: {
      en: 'AI can get this year’s festival dates wrong and may invent products or prices. Checking these keeps your posts honest and on time.',
      hi: 'AI इस साल के त्योहारों की तारीख़ें गलत बता सकता है और ऐसे प्रोडक्ट या दाम भी गढ़ सकता है जो हैं ही नहीं। इन्हें जाँचने से आपकी पोस्ट सच्ची और समय पर रहती हैं।',
    },
  },
  {
    id: 'everyday-s13-c1',
    session: 13,
    prompt: {
      en: 'You pick a YouTube Create template for a reel of your handmade earrings. How should you use it?',
      hi: 'आप अपने हाथ से बने झुमकों की रील के लिए YouTube Create का एक टेम्पलेट चुनती हैं। इसका इस्तेमाल कैसे करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Post the template as it is, with its sample clips, since it already looks professional',
          hi: 'टेम्पलेट को उसकी नमूने वाली क्लिप के साथ वैसे ही पोस्ट कर दें, वह पहले से ही पेशेवर दिखता है',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Replace every sample clip and line of text with your own, and keep the reel to about 30 seconds',
          hi: 'हर नमूने वाली क्लिप और लिखावट को अपनी क्लिप और शब्दों से बदलें, और रील लगभग 30 सेकंड की रखें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Stack three more templates on top so that it looks busier',
          hi: 'ऊपर से तीन और टेम्पलेट जोड़ दें ताकि रील में ज़्यादा कुछ दिखे',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Make it five minutes long so that people see every pair',
          hi: 'रील पाँच मिनट की बना दें ताकि लोग हर जोड़ी देख लें',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A template gives you ready timing and transitions; your own clips and words make it about your product. Short reels are more likely to be watched to the end.',
      hi: 'टेम्पलेट से समय और ट्रांज़िशन बने-बनाए मिल जाते हैं; आपकी अपनी क्लिप और शब्द रील को आपके प्रोडक्ट की बनाते हैं। छोटी रील के आख़िर तक देखे जाने की संभावना ज़्यादा होती है।',
    },
  },
  {
    id: 'everyday-s13-c2',
    session: 13,
    prompt: {
      en: 'In your 30-second product reel, when should viewers first see the product and its price?',
      hi: 'आपकी 30 सेकंड की प्रोडक्ट रील में दर्शकों को प्रोडक्ट और उसका दाम पहली बार कब दिखना चाहिए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'In the first few seconds, because many people scroll past quickly',
          hi: 'पहले कुछ सेकंड में ही, क्योंकि बहुत से लोग जल्दी आगे स्क्रॉल कर देते हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Only in the last second, as a surprise',
          hi: 'सिर्फ़ आख़िरी सेकंड में, सरप्राइज़ की तरह',
        },
      },
      {
        id: 'c',
        text: {
          en: 'After the music ends, on a separate blank screen',
          hi: 'संगीत ख़त्म होने के बाद, एक अलग ख़ाली स्क्रीन पर',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Viewers decide within a few seconds whether to keep watching, so show the product and its price right at the start. A caption with the price helps those watching on mute.',
      hi: 'दर्शक कुछ ही सेकंड में तय कर लेते हैं कि आगे देखें या नहीं, इसलिए प्रोडक्ट और उसका दाम शुरुआत में ही दिखाएँ। दाम वाला कैप्शन बिना आवाज़ के देखने वालों के काम आता है।',
    },
  },
  {
    id: 'everyday-s14-c1',
    session: 14,
    prompt: {
      en: 'Customers ask “What are your delivery charges?” many times a day. Which WhatsApp Business feature saves you the most typing?',
      hi: 'ग्राहक दिन में कई बार पूछते हैं, “डिलीवरी चार्ज कितना है?” WhatsApp Business का कौन-सा फ़ीचर आपकी सबसे ज़्यादा टाइपिंग बचाएगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'An away message that goes out only outside your working hours',
          hi: 'सिर्फ़ काम के घंटों के बाद जाने वाला away message',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Blocking customers who ask the same thing twice',
          hi: 'एक ही बात दो बार पूछने वाले ग्राहकों को ब्लॉक करना',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A quick reply saved under a shortcut such as /delivery, written once with ChatGPT’s help',
          hi: '/delivery जैसे शॉर्टकट से सेव किया quick reply, जिसे ChatGPT की मदद से एक बार लिख लिया जाए',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Changing your profile photo every day',
          hi: 'रोज़ प्रोफ़ाइल फ़ोटो बदलना',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'Quick replies store answers you send often; type “/” in a chat to pick one. Write it once clearly, with the charge for each area, and every customer gets the same correct answer.',
      hi: 'Quick replies में वे जवाब सेव रहते हैं जो आप अक्सर भेजती हैं; चैट में “/” टाइप करके कोई भी चुन लें। इसे एक बार साफ़-साफ़ लिखें, हर इलाक़े का चार्ज बताते हुए, तो हर ग्राहक को एक जैसा सही जवाब मिलेगा।',
    },
  },
  {
    id: 'everyday-s15-c1',
    session: 15,
    prompt: {
      en: 'Gemini drafts a Google Business Profile description for your tailoring shop. Which draft is best?',
      hi: 'Gemini आपकी सिलाई की दुकान के Google Business Profile के लिए विवरण का मसौदा बनाता है। कौन-सा मसौदा सबसे अच्छा है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Ladies’ tailoring in Indiranagar since 2015: blouses, salwar suits and alterations, ready in 5 days. We speak Kannada, Hindi and English.”',
          hi: '“2015 से इंदिरानगर में महिलाओं की सिलाई: ब्लाउज़, सलवार सूट और ऑल्टरेशन, 5 दिन में तैयार। हम कन्नड़, हिंदी और अंग्रेज़ी बोलते हैं।”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Best tailor in India, number one in the world, cheapest prices guaranteed.”',
          hi: '“भारत का सबसे अच्छा दर्ज़ी, दुनिया में नंबर एक, सबसे सस्ते दाम की गारंटी।”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Tailor tailor best tailor near me cheap tailor blouse tailor.”',
          hi: '“दर्ज़ी दर्ज़ी बेस्ट दर्ज़ी पास में सस्ता दर्ज़ी ब्लाउज़ दर्ज़ी।”',
        },
      },
      {
        id: 'd',
        text: {
          en: 'A blank description, so customers call to find out',
          hi: 'विवरण ख़ाली छोड़ देना, ताकि ग्राहक फ़ोन करके पूछें',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'A good description says in plain words what you offer, where, and what makes you useful. Claims you can’t prove and repeated keywords put customers off and go against Google’s guidelines.',
      hi: 'अच्छा विवरण आसान शब्दों में बताता है कि आप क्या सेवा देती हैं, कहाँ, और आपके पास आने में क्या फ़ायदा है। बिना सबूत के दावे और बार-बार दोहराए शब्द ग्राहकों को दूर करते हैं और Google के दिशानिर्देशों के ख़िलाफ़ हैं।',
    },
  },
  {
    id: 'everyday-s15-c2',
    session: 15,
    prompt: {
      en: 'A customer leaves a 5-star review for the lehenga you altered for her sister’s wedding. Which reply is best?',
      hi: 'एक ग्राहक ने बहन की शादी के लिए आपके ठीक किए लहंगे पर 5 स्टार की समीक्षा दी है। कौन-सा जवाब सबसे अच्छा है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'No reply, since only bad reviews need an answer',
          hi: 'कोई जवाब नहीं, क्योंकि जवाब सिर्फ़ बुरी समीक्षाओं को चाहिए',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Thanks. Please also post your phone number here so we can send you offers.”',
          hi: '“धन्यवाद। कृपया अपना फ़ोन नंबर भी यहीं लिख दें ताकि हम आपको ऑफ़र भेज सकें।”',
        },
      },
      {
        id: 'c',
        text: {
          en: 'A long reply listing all your other services and their prices',
          hi: 'एक लंबा जवाब जिसमें आपकी बाक़ी सारी सेवाएँ और उनके दाम गिनाए हों',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Thank you so much, Meena ji! We’re glad the lehenga was ready in time for the wedding. Hope to see you again.”',
          hi: '“बहुत-बहुत धन्यवाद, मीना जी! ख़ुशी है कि लहंगा शादी से पहले तैयार हो गया। फिर मिलेंगे।”',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'A short, personal thank-you that mentions what she liked shows that real people run your shop. Never ask for a phone number in a public reply.',
      hi: 'छोटा, अपनापन भरा धन्यवाद, जिसमें उनकी पसंद की बात हो, दिखाता है कि दुकान असली लोग चलाते हैं। सार्वजनिक जवाब में कभी किसी का फ़ोन नंबर न माँगें।',
    },
  },
  {
    id: 'everyday-s16-c1',
    session: 16,
    prompt: {
      en: 'Teal compares your resume with a job posting and lists keywords you are missing, such as “Tally” and “GST returns”. What is the right way to use this list?',
      hi: 'Teal आपके रिज़्यूमे को नौकरी के विज्ञापन से मिलाकर छूटे हुए शब्द (keywords) बताता है, जैसे “Tally” और “GST returns”। इस सूची का सही इस्तेमाल क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Paste all the missing keywords at the bottom in white text, so only the computer reads them',
          hi: 'सारे छूटे शब्द नीचे सफ़ेद रंग में चिपका दें ताकि सिर्फ़ कंप्यूटर उन्हें पढ़े',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Add the keywords that truly match your experience, in real sentences about your work',
          hi: 'सिर्फ़ वे शब्द जोड़ें जो सच में आपके अनुभव से मेल खाते हैं, अपने काम के बारे में सच्चे वाक्यों में',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Ignore the list, since keywords never matter',
          hi: 'सूची को अनदेखा करें, शब्दों से कोई फ़र्क नहीं पड़ता',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Add every keyword, even for software you have never used',
          hi: 'हर शब्द जोड़ दें, उन सॉफ़्टवेयर के भी जो आपने कभी नहीं चलाए',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'Many employers filter resumes by keywords, so using the job’s own words for skills you really have helps you get shortlisted. Hidden or false keywords are found out in the interview.',
      hi: 'कई कंपनियाँ रिज़्यूमे को शब्दों से छाँटती हैं, इसलिए जो हुनर सच में आपके पास हैं उन्हें विज्ञापन के शब्दों में लिखने से आप शॉर्टलिस्ट हो सकती हैं। छिपाए या झूठे शब्द इंटरव्यू में पकड़े जाते हैं।',
    },
  },
  {
    id: 'everyday-s16-c2',
    session: 16,
    prompt: {
      en: 'ChatGPT suggests new bullet points for your resume. Which ones should you keep? Choose all that apply.',
      hi: 'ChatGPT आपके रिज़्यूमे के लिए नए बुलेट पॉइंट सुझाता है। आपको कौन-से रखने चाहिए? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Handled billing and GST filing for a family business with about ₹3 lakh in monthly sales”, which is true of you',
          hi: '“लगभग ₹3 लाख महीने की बिक्री वाले पारिवारिक कारोबार की बिलिंग और GST फ़ाइलिंग सँभाली”, जो आप पर सच में लागू है',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Responsible for various tasks as required”',
          hi: '“ज़रूरत के अनुसार अलग-अलग कामों की ज़िम्मेदारी”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Trained three new staff on Tally in one month”, which you really did',
          hi: '“एक महीने में तीन नए कर्मचारियों को Tally सिखाया”, जो आपने सच में किया',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Led a team of 50 people”, when you actually worked with two colleagues',
          hi: '“50 लोगों की टीम का नेतृत्व किया”, जबकि आपने असल में दो साथियों के साथ काम किया',
        },
      },
    ],
    correct: ['a', 'c'],
    explanation: {
      en: 'Strong bullets say what you did and give a real number or result. Vague lines say nothing, and inflated claims fall apart at the first interview question.',
      hi: 'अच्छे बुलेट पॉइंट बताते हैं कि आपने क्या किया, और साथ में कोई असली संख्या या नतीजा देते हैं। गोलमोल पंक्तियाँ कुछ नहीं कहतीं, और बढ़ा-चढ़ाकर किए दावे इंटरव्यू के पहले ही सवाल पर टूट जाते हैं।',
    },
  },
  {
    id: 'everyday-s17-c1',
    session: 17,
    prompt: {
      en: 'Which opening line for your LinkedIn About section is strongest?',
      hi: 'LinkedIn के About हिस्से के लिए कौन-सी शुरुआती पंक्ति सबसे असरदार है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“I am a hard-working, dynamic, result-oriented go-getter.”',
          hi: '“मैं मेहनती, डायनेमिक, नतीजों पर ध्यान देने वाली और आगे बढ़ने वाली इंसान हूँ।”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“Looking for any job, please contact me.”',
          hi: '“कोई भी नौकरी चाहिए, कृपया संपर्क करें।”',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Your full resume pasted in as one long paragraph',
          hi: 'अपना पूरा रिज़्यूमे एक लंबे पैराग्राफ़ में चिपका देना',
        },
      },
      {
        id: 'd',
        text: {
          en: '“I help small businesses keep their accounts clean: six years in GST and payroll, now back after a career break and learning Zoho Books.”',
          hi: '“मैं छोटे कारोबारों का हिसाब-किताब साफ़-सुथरा रखने में मदद करती हूँ: GST और पेरोल में छह साल का अनुभव, अब करियर ब्रेक के बाद लौटी हूँ और Zoho Books सीख रही हूँ।”',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'A good About section opens with what you do and for whom, backed by real experience, in your own voice. Ask ChatGPT for a draft, then make sure every line is true and sounds like you.',
      hi: 'अच्छा About हिस्सा इस बात से शुरू होता है कि आप क्या करती हैं और किसके लिए, असली अनुभव के साथ, अपने ही अंदाज़ में। ChatGPT से मसौदा बनवाएँ, फिर पक्का करें कि हर पंक्ति सच हो और आपकी अपनी लगे।',
    },
  },
  {
    id: 'everyday-s17-c2',
    session: 17,
    prompt: {
      en: 'You are looking for a new job but don’t want to announce it to everyone. What does LinkedIn let you do?',
      hi: 'आप नई नौकरी ढूँढ रही हैं, पर सबको बताना नहीं चाहतीं। LinkedIn में आप क्या कर सकती हैं?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Turn on “Open to Work” and show it to recruiters only',
          hi: '“Open to Work” चालू करें और उसे सिर्फ़ रिक्रूटरों को दिखाएँ',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Hide your whole profile so that no one can find it at all',
          hi: 'अपनी पूरी प्रोफ़ाइल छिपा दें ताकि कोई उसे ढूँढ ही न पाए',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Change the name on your profile to a nickname so your colleagues don’t recognise you',
          hi: 'प्रोफ़ाइल पर नाम बदलकर कोई उपनाम रख दें ताकि साथी आपको पहचान न पाएँ',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Remove your current job from your profile',
          hi: 'प्रोफ़ाइल से अपनी अभी की नौकरी हटा दें',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'With “Open to Work” set to recruiters only, people hiring on LinkedIn can see that you are looking, without a green frame on your photo. LinkedIn tries to hide it from your own company’s recruiters but cannot promise to.',
      hi: '“Open to Work” को सिर्फ़ रिक्रूटरों के लिए रखने पर LinkedIn पर भर्ती करने वाले देख पाते हैं कि आप नौकरी ढूँढ रही हैं, और आपकी फ़ोटो पर हरा फ़्रेम नहीं लगता। LinkedIn इसे आपकी अपनी कंपनी के रिक्रूटरों से छिपाने की कोशिश करता है, पर इसकी गारंटी नहीं देता।',
    },
  },
  {
    id: 'everyday-s18-c1',
    session: 18,
    prompt: {
      en: 'You want ChatGPT voice to run a mock interview for a front-office job at a clinic. How should you start?',
      hi: 'आप चाहती हैं कि ChatGPT voice एक क्लिनिक में फ़्रंट-ऑफ़िस की नौकरी के लिए आपका मॉक इंटरव्यू ले। शुरुआत कैसे करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Say “Interview me” and nothing else',
          hi: 'सिर्फ़ “मेरा इंटरव्यू लो” कहें, और कुछ नहीं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Ask it for all the questions with model answers, so you can learn them by heart',
          hi: 'उससे सारे सवाल आदर्श जवाबों के साथ माँग लें ताकि रट सकें',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Tell it the role and your experience, and ask it to ask one question at a time and give feedback after each answer',
          hi: 'उसे भूमिका और अपना अनुभव बताएँ, और कहें कि एक बार में एक सवाल पूछे और हर जवाब के बाद सुझाव दे',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Read out your resume and ask it whether you will get the job',
          hi: 'अपना रिज़्यूमे पढ़कर सुनाएँ और पूछें कि नौकरी मिलेगी या नहीं',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'Knowing the role and your background, it asks questions that match the real job, and one question at a time feels like a real interview. Feedback after each answer shows you what to improve.',
      hi: 'भूमिका और आपकी पृष्ठभूमि जानकर वह असली नौकरी जैसे सवाल पूछता है, और एक बार में एक सवाल असली इंटरव्यू जैसा लगता है। हर जवाब के बाद के सुझाव बताते हैं कि क्या सुधारना है।',
    },
  },
  {
    id: 'everyday-s18-c2',
    session: 18,
    prompt: {
      en: 'The feedback from your mock interview says your answers are long and vague. Which changes will help? Choose all that apply.',
      hi: 'मॉक इंटरव्यू के सुझावों में लिखा है कि आपके जवाब लंबे और गोलमोल हैं। कौन-से बदलाव मदद करेंगे? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Speak faster so you can fit more into each answer',
          hi: 'तेज़ बोलें ताकि हर जवाब में ज़्यादा बातें आ सकें',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Give one real example: the situation, what you did and the result',
          hi: 'एक असली उदाहरण दें: हालात क्या थे, आपने क्या किया और नतीजा क्या निकला',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Memorise a long script and recite it word for word',
          hi: 'एक लंबी स्क्रिप्ट रटकर हूबहू सुना दें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Keep most answers to about one or two minutes',
          hi: 'ज़्यादातर जवाब एक-दो मिनट के अंदर रखें',
        },
      },
    ],
    correct: ['b', 'd'],
    explanation: {
      en: 'A specific example shows what you can do far better than general words, and a short answer keeps the interviewer listening. Practise the improved answer aloud once more.',
      hi: 'एक ठोस उदाहरण आम बातों से कहीं बेहतर दिखाता है कि आप क्या कर सकती हैं, और छोटा जवाब इंटरव्यू लेने वाले का ध्यान बनाए रखता है। सुधरा हुआ जवाब एक बार फिर बोलकर अभ्यास करें।',
    },
  },
  {
    id: 'everyday-s19-c1',
    session: 19,
    prompt: {
      en: 'Your interview for a school office job was on Monday morning. Which follow-up is best?',
      hi: 'एक स्कूल के दफ़्तर की नौकरी के लिए आपका इंटरव्यू सोमवार सुबह था। कौन-सा फ़ॉलो-अप सबसे अच्छा है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Calling the principal every day until you hear back',
          hi: 'जवाब आने तक रोज़ प्रिंसिपल को फ़ोन करना',
        },
      },
      {
        id: 'b',
        text: {
          en: 'A short thank-you e-mail the same day or the next, mentioning one thing you discussed',
          hi: 'उसी दिन या अगले दिन धन्यवाद का छोटा ईमेल, जिसमें बातचीत की कोई एक बात हो',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Nothing, because a follow-up makes you look desperate',
          hi: 'कुछ नहीं, क्योंकि फ़ॉलो-अप भेजने से आप बेचैन लगेंगी',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A prompt, polite thank-you reminds them of you and shows good manners. Gemini in Gmail can draft it in a minute; add the detail from your conversation yourself.',
      hi: 'समय पर भेजा विनम्र धन्यवाद उन्हें आपकी याद दिलाता है और आपका अच्छा व्यवहार दिखाता है। Gmail में Gemini इसका मसौदा एक मिनट में बना सकता है; बातचीत वाली बात ख़ुद जोड़ें।',
    },
  },
  {
    id: 'everyday-s19-c2',
    session: 19,
    prompt: {
      en: 'What belongs in a cover letter written for one particular job? Choose all that apply.',
      hi: 'किसी एक ख़ास नौकरी के लिए लिखे कवर लेटर में क्या होना चाहिए? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'The same general paragraph you send to every company',
          hi: 'वही आम पैराग्राफ़ जो आप हर कंपनी को भेजती हैं',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Your family members’ jobs and incomes',
          hi: 'परिवार वालों की नौकरी और आमदनी',
        },
      },
      {
        id: 'c',
        text: {
          en: 'The exact job title and the company’s name',
          hi: 'नौकरी का सही पद और कंपनी का नाम',
        },
      },
      {
        id: 'd',
        text: {
          en: 'One or two of your achievements that match what the job asks for',
          hi: 'आपकी एक-दो उपलब्धियाँ जो नौकरी की माँग से मेल खाती हों',
        },
      },
    ],
    correct: ['c', 'd'],
    explanation: {
      en: 'Naming the role and company and linking your achievements to the job shows that you wrote this letter for them. Give Gemini the job posting so its draft picks up the right points.',
      hi: 'पद और कंपनी का नाम लिखने और अपनी उपलब्धियों को नौकरी से जोड़ने से दिखता है कि लेटर ख़ास उन्हीं के लिए लिखा गया है। Gemini को नौकरी का विज्ञापन दें ताकि उसका मसौदा सही बातें उठा सके।',
    },
  },
  {
    id: 'everyday-s20-c1',
    session: 20,
    prompt: {
      en: 'You are writing your first Upwork proposal, for a client who needs a school brochure translated into Hindi. How should it open?',
      hi: 'आप Upwork पर अपना पहला प्रस्ताव (proposal) लिख रही हैं, एक ऐसे क्लाइंट के लिए जिन्हें स्कूल की एक पुस्तिका का हिंदी अनुवाद चाहिए। इसकी शुरुआत कैसे करें?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'With the client’s need in your own words and a link to a similar translation you have done',
          hi: 'क्लाइंट की ज़रूरत को अपने शब्दों में लिखकर, और अपने किए किसी मिलते-जुलते अनुवाद का लिंक देकर',
        },
      },
      {
        id: 'b',
        text: {
          en: 'With a long story about your life, before you mention the job',
          hi: 'काम का ज़िक्र करने से पहले अपनी ज़िंदगी की एक लंबी कहानी से',
        },
      },
      {
        id: 'c',
        text: {
          en: 'With the same ChatGPT text you send to every client, unchanged',
          hi: 'ChatGPT से लिखे उसी पाठ से, बिना बदले, जो आप हर क्लाइंट को भेजती हैं',
        },
      },
      {
        id: 'd',
        text: {
          en: 'With a list of all your other skills, such as cooking and stitching',
          hi: 'अपने बाक़ी सारे हुनर, जैसे खाना बनाना और सिलाई, गिनाकर',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Clients often read only the first lines of a proposal, so show at once that you understand their job and can do it. Use ChatGPT for a draft, then make it specific to this client.',
      hi: 'क्लाइंट अक्सर प्रस्ताव की सिर्फ़ पहली पंक्तियाँ पढ़ते हैं, इसलिए शुरू में ही दिखाएँ कि आपने उनका काम समझा है और आप उसे कर सकती हैं। ChatGPT से मसौदा बनवाएँ, फिर उसे इसी क्लाइंट के हिसाब से बदलें।',
    },
  },
  {
    id: 'everyday-s21-c1',
    session: 21,
    prompt: {
      en: 'How do you usually start a new presentation in Gamma?',
      hi: 'Gamma में नई प्रस्तुति की शुरुआत आम तौर पर कैसे होती है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'By drawing every slide by hand first and scanning it',
          hi: 'पहले हर स्लाइड हाथ से बनाकर उसे स्कैन करके',
        },
      },
      {
        id: 'b',
        text: {
          en: 'By paying a designer on the site to make it for you',
          hi: 'साइट पर किसी डिज़ाइनर को पैसे देकर बनवाकर',
        },
      },
      {
        id: 'c',
        text: {
          en: 'By typing a short description or outline, which Gamma turns into a draft deck you can edit',
          hi: 'एक छोटा विवरण या रूपरेखा लिखकर, जिससे Gamma स्लाइडों का एक मसौदा बना देता है जिसे आप बदल सकें',
        },
      },
      {
        id: 'd',
        text: {
          en: 'By uploading someone else’s pitch and changing only the name',
          hi: 'किसी और की प्रस्तुति अपलोड करके सिर्फ़ नाम बदलकर',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'Gamma builds a first set of slides from your prompt or outline in about a minute. The real work comes next: editing it with your own facts, photos and words.',
      hi: 'Gamma आपके प्रॉम्प्ट या रूपरेखा से लगभग एक मिनट में स्लाइडों का पहला सेट बना देता है। असली काम उसके बाद है: उसमें अपने तथ्य, फ़ोटो और शब्द भरना।',
    },
  },
  {
    id: 'everyday-s21-c2',
    session: 21,
    prompt: {
      en: 'You are pitching a weekend tuition centre for children in your colony to the residents’ welfare association. Which order of slides works best?',
      hi: 'आप अपनी कॉलोनी के बच्चों के लिए वीकेंड ट्यूशन सेंटर का प्रस्ताव निवासी कल्याण संघ (RWA) के सामने रख रही हैं। स्लाइडों का कौन-सा क्रम सबसे अच्छा रहेगा?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'A thank-you slide first, then the cost, and the problem at the very end',
          hi: 'पहले धन्यवाद की स्लाइड, फिर ख़र्च, और समस्या सबसे आख़िर में',
        },
      },
      {
        id: 'b',
        text: {
          en: 'The need, your plan, who benefits, the cost, and what you are asking them for',
          hi: 'ज़रूरत, आपकी योजना, किसे फ़ायदा होगा, ख़र्च, और आप उनसे क्या माँग रही हैं',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Ten slides of photos with no text at all',
          hi: 'दस स्लाइड सिर्फ़ फ़ोटो की, बिना किसी लिखावट के',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Any order, since people don’t notice the order',
          hi: 'कोई भी क्रम, लोगों का क्रम पर ध्यान ही नहीं जाता',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'A pitch that moves from the problem to the solution to a clear request is easy to follow and easy to say yes to. Ask Gamma to follow this outline when it drafts your slides.',
      hi: 'जो प्रस्तुति समस्या से समाधान और फिर साफ़ माँग तक चलती है, वह समझने में आसान होती है और उस पर हाँ कहना भी आसान होता है। मसौदा बनाते समय Gamma को यही रूपरेखा अपनाने को कहें।',
    },
  },
  {
    id: 'everyday-s22-c1',
    session: 22,
    prompt: {
      en: 'You are pricing home tuition in Class 8 maths with ChatGPT. Which costs should go into the sum? Choose all that apply.',
      hi: 'आप ChatGPT के साथ आठवीं कक्षा के गणित की घरेलू ट्यूशन का दाम तय कर रही हैं। हिसाब में कौन-से ख़र्च जुड़ने चाहिए? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Worksheets, printouts and stationery',
          hi: 'वर्कशीट, प्रिंटआउट और स्टेशनरी',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Your own time for preparing and teaching each class',
          hi: 'हर क्लास की तैयारी और पढ़ाने में लगा आपका अपना समय',
        },
      },
      {
        id: 'c',
        text: {
          en: 'The fee another tutor in your building charges',
          hi: 'आपकी बिल्डिंग की दूसरी ट्यूटर की फ़ीस',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Your family’s whole monthly grocery bill',
          hi: 'आपके परिवार का महीने भर का पूरा राशन का बिल',
        },
      },
    ],
    correct: ['a', 'b'],
    explanation: {
      en: 'Materials and your time are the real costs of each class, so the price must cover both. Another tutor’s fee tells you about the market, but it is not your cost.',
      hi: 'सामग्री और आपका समय ही हर क्लास के असली ख़र्च हैं, इसलिए दाम में दोनों की भरपाई होनी चाहिए। दूसरी ट्यूटर की फ़ीस से बाज़ार का अंदाज़ा मिलता है, पर वह आपका ख़र्च नहीं है।',
    },
  },
  {
    id: 'everyday-s22-c2',
    session: 22,
    prompt: {
      en: 'Stitching a blouse takes ₹250 of material and two hours of your time, which you value at ₹150 an hour. What is the lowest price that covers both?',
      hi: 'एक ब्लाउज़ सिलने में ₹250 का सामान और आपके दो घंटे लगते हैं, और आप अपने समय की क़ीमत ₹150 प्रति घंटा मानती हैं। कम से कम कितना दाम रखें कि दोनों की भरपाई हो जाए?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '₹400 a blouse',
          hi: '₹400 प्रति ब्लाउज़',
        },
      },
      {
        id: 'b',
        text: {
          en: '₹250 a blouse',
          hi: '₹250 प्रति ब्लाउज़',
        },
      },
      {
        id: 'c',
        text: {
          en: '₹300 a blouse',
          hi: '₹300 प्रति ब्लाउज़',
        },
      },
      {
        id: 'd',
        text: {
          en: '₹550 a blouse',
          hi: '₹550 प्रति ब्लाउज़',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Your time is worth 2 × ₹150 = ₹300, and the material adds ₹250, so ₹550 is the least that covers both; any profit comes on top. Ask ChatGPT to show this sum in your one-page plan.',
      hi: 'आपका समय 2 × ₹150 = ₹300 का है, और ₹250 का सामान जोड़कर ₹550 बनते हैं, जो दोनों की भरपाई का सबसे कम दाम है; मुनाफ़ा इसके ऊपर आता है। ChatGPT से यह हिसाब अपनी एक पन्ने की योजना में दिखाने को कहें।',
    },
  },
  {
    id: 'everyday-s23-c1',
    session: 23,
    prompt: {
      en: 'You keep stock of your pickle jars in Google Sheets and want a row to turn red when fewer than 5 jars of a flavour are left. What can Gemini in Sheets suggest?',
      hi: 'आप अपने अचार की बरनियों का स्टॉक Google Sheets में रखती हैं और चाहती हैं कि किसी स्वाद की 5 से कम बरनियाँ बचें तो वह पंक्ति लाल हो जाए। Sheets में Gemini क्या सुझा सकता है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Deleting every row with low stock',
          hi: 'कम स्टॉक वाली हर पंक्ति मिटा देना',
        },
      },
      {
        id: 'b',
        text: {
          en: 'Ordering more jars from a supplier on its own',
          hi: 'अपने-आप किसी सप्लायर से और बरनियाँ मँगवा लेना',
        },
      },
      {
        id: 'c',
        text: {
          en: 'Colouring every row red by hand each morning',
          hi: 'हर सुबह हर पंक्ति को हाथ से लाल रंगना',
        },
      },
      {
        id: 'd',
        text: {
          en: 'A conditional formatting rule that colours the row when the stock is below 5',
          hi: 'एक conditional formatting नियम, जो स्टॉक 5 से कम होने पर पंक्ति को रंग दे',
        },
      },
    ],
    correct: ['d'],
    explanation: {
      en: 'Conditional formatting changes a cell’s colour when a rule is met, so low stock stands out at a glance. Gemini can explain the steps or a custom formula such as =$C2<5.',
      hi: 'Conditional formatting किसी नियम के पूरा होने पर सेल का रंग बदल देता है, जिससे कम स्टॉक एक नज़र में दिख जाता है। Gemini इसके कदम या =$C2<5 जैसा कस्टम फ़ॉर्मूला समझा सकता है।',
    },
  },
  {
    id: 'everyday-s24-c1',
    session: 24,
    prompt: {
      en: 'What is Canva’s Brand Kit for?',
      hi: 'Canva का Brand Kit किस काम आता है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'It registers your brand name as a trademark',
          hi: 'आपके ब्रांड के नाम को ट्रेडमार्क के रूप में रजिस्टर कर देता है',
        },
      },
      {
        id: 'b',
        text: {
          en: 'It keeps your logo, brand colours and fonts in one place, ready for every design',
          hi: 'आपका लोगो, ब्रांड के रंग और फ़ॉन्ट एक जगह रखता है, हर डिज़ाइन के लिए तैयार',
        },
      },
      {
        id: 'c',
        text: {
          en: 'It makes a new logo every week so your page looks fresh',
          hi: 'हर हफ़्ते नया लोगो बना देता है ताकि पेज नया लगे',
        },
      },
      {
        id: 'd',
        text: {
          en: 'It finds customers for your brand on Instagram',
          hi: 'Instagram पर आपके ब्रांड के लिए ग्राहक ढूँढ देता है',
        },
      },
    ],
    correct: ['b'],
    explanation: {
      en: 'With your logo, colours and fonts saved in the Brand Kit, every poster, post and invoice looks like it comes from the same business. It does not register a trademark; that is a separate application to the Trade Marks Registry.',
      hi: 'Brand Kit में लोगो, रंग और फ़ॉन्ट सेव होने से हर पोस्टर, पोस्ट और बिल एक ही कारोबार का लगता है। यह ट्रेडमार्क रजिस्टर नहीं करता; उसके लिए ट्रेडमार्क रजिस्ट्री में अलग से आवेदन करना होता है।',
    },
  },
  {
    id: 'everyday-s24-c2',
    session: 24,
    prompt: {
      en: 'You are making a mood board in Adobe Firefly before designing the logo for your handloom saree boutique. Which prompt is most useful?',
      hi: 'अपने हैंडलूम साड़ी बुटीक का लोगो बनाने से पहले आप Adobe Firefly में एक मूड बोर्ड बना रही हैं। कौन-सा प्रॉम्प्ट सबसे काम का है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: '“Nice picture”',
          hi: '“सुंदर तस्वीर”',
        },
      },
      {
        id: 'b',
        text: {
          en: '“A famous fashion brand’s logo, but with my shop’s name”',
          hi: '“किसी मशहूर फ़ैशन ब्रांड का लोगो, बस मेरी दुकान के नाम के साथ”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“Handwoven cotton sarees in indigo and mustard, folded on a wooden table, soft daylight, simple and earthy”',
          hi: '“नील और सरसों रंग की हाथ से बुनी सूती साड़ियाँ, लकड़ी की मेज़ पर तह करके रखी, हल्की धूप, सादा और मिट्टी जैसा एहसास”',
        },
      },
      {
        id: 'd',
        text: {
          en: '“Make me the perfect logo so I never have to change it”',
          hi: '“मेरे लिए परफ़ेक्ट लोगो बना दो ताकि कभी बदलना ही न पड़े”',
        },
      },
    ],
    correct: ['c'],
    explanation: {
      en: 'A mood board gathers the colours, textures and feel you want before you design the logo. Describing the material, colours, light and mood gives Firefly a clear direction.',
      hi: 'मूड बोर्ड में लोगो बनाने से पहले वे रंग, बनावट और एहसास इकट्ठा किए जाते हैं जो आप चाहती हैं। कपड़ा, रंग, रोशनी और माहौल बताने से Firefly को साफ़ दिशा मिलती है।',
    },
  },
  {
    id: 'everyday-s25-c1',
    session: 25,
    prompt: {
      en: 'You have three minutes to present the project you built during the course. What should you include? Choose all that apply.',
      hi: 'कोर्स के दौरान बनाया अपना प्रोजेक्ट दिखाने के लिए आपके पास तीन मिनट हैं। उसमें क्या शामिल करें? जो भी सही हों, सब चुनें।',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'A list of every AI tool you have ever heard of',
          hi: 'हर उस AI टूल की सूची जिसका नाम आपने कभी सुना हो',
        },
      },
      {
        id: 'b',
        text: {
          en: 'The problem you solved, for yourself, your family or your business',
          hi: 'आपने कौन-सी समस्या सुलझाई, अपने लिए, परिवार के लिए या कारोबार के लिए',
        },
      },
      {
        id: 'c',
        text: {
          en: 'An apology for not being an expert',
          hi: 'विशेषज्ञ न होने के लिए माफ़ी',
        },
      },
      {
        id: 'd',
        text: {
          en: 'Which tool you used, one before-and-after result, and what you will do next',
          hi: 'कौन-सा टूल इस्तेमाल किया, पहले और बाद का एक नतीजा, और आगे आप क्या करेंगी',
        },
      },
    ],
    correct: ['b', 'd'],
    explanation: {
      en: 'A short showcase works when it tells a clear story: the problem, what you did with which tool, and the result. You built something real, so present it with confidence.',
      hi: 'छोटी प्रस्तुति तब असर करती है जब वह साफ़ कहानी कहे: समस्या, किस टूल से आपने क्या किया, और नतीजा। आपने कुछ असली बनाया है, इसलिए उसे आत्मविश्वास से दिखाएँ।',
    },
  },
  {
    id: 'everyday-s25-c2',
    session: 25,
    prompt: {
      en: 'During your showcase, a classmate asks how you knew the AI’s answers in your project were right. What is a good reply?',
      hi: 'आपकी प्रस्तुति के दौरान एक सहपाठी पूछती है कि आपको कैसे पता चला कि आपके प्रोजेक्ट में AI के जवाब सही थे। अच्छा जवाब क्या है?',
    },
    options: [
      {
        id: 'a',
        text: {
          en: 'Explain what you checked, such as prices at the local shop or facts on official websites, and what you changed',
          hi: 'बताएँ कि आपने क्या-क्या जाँचा, जैसे पास की दुकान पर दाम या आधिकारिक वेबसाइटों पर तथ्य, और क्या बदला',
        },
      },
      {
        id: 'b',
        text: {
          en: '“AI is always right, so I didn’t need to check”',
          hi: '“AI हमेशा सही होता है, इसलिए जाँचने की ज़रूरत नहीं पड़ी”',
        },
      },
      {
        id: 'c',
        text: {
          en: '“I asked the same AI whether it was right, and it said yes”',
          hi: '“मैंने उसी AI से पूछा कि क्या वह सही है, और उसने हाँ कहा”',
        },
      },
    ],
    correct: ['a'],
    explanation: {
      en: 'Showing how you checked the AI’s work is part of the project, and it is the habit this course hopes you keep. An AI agreeing with itself is not a check.',
      hi: 'AI के काम को आपने कैसे जाँचा, यह दिखाना भी प्रोजेक्ट का हिस्सा है, और यही आदत यह कोर्स चाहता है कि आप बनाए रखें। AI का ख़ुद से सहमत होना कोई जाँच नहीं है।',
    },
  },
];
