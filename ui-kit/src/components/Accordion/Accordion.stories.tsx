import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Accordion } from './Accordion';

const modules = [
  { id: 'm1', title: 'Module 1: AI tools for everyday life', content: 'Use ChatGPT, Gemini and Copilot to plan meals, budgets, travel and family schedules.' },
  { id: 'm2', title: 'Module 2: Learning, productivity and personal growth', content: 'Summarise articles, build study plans and organise your week with AI assistants.' },
  { id: 'm3', title: 'Module 3: Digital marketing', content: 'Write posts, design creatives with Canva AI and plan a month of content in an hour.' },
  { id: 'm4', title: 'Module 4: Job and career development', content: 'Polish your resume, practise interviews and find roles that fit your skills.' },
];

const docs = `Stacked sections that open one at a time to show their content: course modules, FAQs.

**Use it for** long, scannable lists where a reader wants one item at a time (modules of a course, questions and answers).

**Don't use it for** content everyone must read (it hides text), navigation between pages, or fewer than three short items — show them.

**Accessibility.** Each header is a real \`<button>\` with \`aria-expanded\` and \`aria-controls\`; its panel is a \`region\` labelled by the header. Tab moves between headers, Enter/Space toggles. Pass \`headingLevel\` so the headers fit the page outline.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: modules, headingLevel: 3 },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const FirstOpen: Story = { args: { defaultOpenId: 'm1' } };
export const LongText: Story = {
  args: {
    defaultOpenId: 'long',
    items: [
      {
        id: 'long',
        title: 'Module 6: Creativity, personal branding and entrepreneurship — build a brand that carries your voice',
        content:
          'A long panel body to check wrapping: generate product photos, write brand stories, price your services, set up a simple storefront and automate customer replies, all with free or low-cost AI tools that work on a phone.',
      },
      ...modules,
    ],
  },
};
