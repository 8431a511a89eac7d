/** The six fixed Course Modules of /course, in the order the product presents them. */
export const courseModules = [
  {
    title: 'AI tools for everyday life',
    text: 'Meet the assistants on your phone and laptop. Plan meals, budgets and trips, write messages in any language and stay safe from scams.',
  },
  {
    title: 'Learning, productivity and personal growth',
    text: 'Summarise, revise and remember. Build study plans and routines, and use AI as a patient tutor for anything you want to learn.',
  },
  {
    title: 'Digital marketing',
    text: 'Posts, captions, product photos and simple campaigns for WhatsApp, Instagram and marketplaces — in your own voice.',
  },
  {
    title: 'Job and career development',
    text: 'A résumé that tells your story, cover letters, LinkedIn, mock interviews with an AI coach and a plan for your next step.',
  },
  {
    title: 'Business solutions',
    text: 'Price lists, invoices, customer replies, spreadsheets and small automations that give a small business its evenings back.',
  },
  {
    title: 'Creativity, personal branding and entrepreneurship',
    text: 'Find your brand, design with AI image tools, test a business idea and pitch it with confidence.',
  },
] as const;
