-- One curriculum (contracts/src/curriculum.ts): sessions planned with the API's former topic titles
-- take the titles the enrolled-courses page shows. A topic someone changed by hand is left alone.
UPDATE class_sessions AS s
SET topic = v.new_topic
FROM (VALUES
  (1, 'Meet your AI assistant: first conversations with ChatGPT and Gemini', 'Meet your AI assistant'),
  (2, 'Asking well: prompts that get useful answers', 'AI inside the apps you already use'),
  (3, 'Household planning, budgets and meal plans with AI', 'See, speak and translate'),
  (4, 'Voice assistants and instant translation in Indian languages', 'Prompting that works: role, context, format'),
  (5, 'Staying safe: privacy, deepfakes and checking facts', 'Staying safe with AI'),
  (6, 'An AI study buddy: explaining anything at your level', 'A second brain for your week'),
  (7, 'Summaries and notes from long documents and videos', 'Learn anything with an AI tutor'),
  (8, 'Planning your week and protecting your time', 'From recording to notes'),
  (9, 'Learning a new skill with AI tutors', 'Spreadsheets without fear'),
  (10, 'Habits, wellbeing and journaling with AI', 'Research with sources you can check'),
  (11, 'Social media posts that sound like you', 'Designs in minutes'),
  (12, 'Designing posters and reels with Canva AI', 'A month of posts in one sitting'),
  (13, 'Product descriptions and catalogues that sell', 'Short videos that get watched'),
  (14, 'WhatsApp Business replies and customer care', 'Customers on WhatsApp'),
  (15, 'Reading your numbers: what worked this week', 'Be found locally'),
  (16, 'A résumé that tells your story, drafted with AI', 'A resume that tells your story'),
  (17, 'Cover letters and a LinkedIn profile that gets noticed', 'A LinkedIn profile recruiters find'),
  (18, 'Mock interviews with an AI interviewer', 'Interview practice'),
  (19, 'Job search, returnships and networking', 'Cover letters and follow-ups'),
  (20, 'Negotiating salary and asking for flexible work', 'Earning as a freelancer'),
  (21, 'Testing a business idea in an afternoon', 'Presentations that look professional'),
  (22, 'Your personal brand story', 'Plan and price a business idea'),
  (23, 'Creating images, voice-overs and short videos', 'Invoices, stock and payments'),
  (24, 'Simple automations for a one-woman business', 'Your brand, visually'),
  (25, 'Capstone showcase: present your AI project', 'Showcase: your AI toolkit')
) AS v(session_no, old_topic, new_topic)
WHERE s.session_no = v.session_no AND s.topic = v.old_topic;
