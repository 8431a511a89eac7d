import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Disclosures } from './Disclosures';

const modules = [
  { id: 'm1', title: 'Module 1 · AI tools for everyday life', content: 'Plan meals, budgets and family schedules with a free AI assistant.' },
  { id: 'm2', title: 'Module 2 · Learning and personal growth', content: 'Summarise articles, build a study plan and organise your week.' },
  { id: 'm3', title: 'Module 3 · Digital marketing', content: 'Write posts, design a poster and plan a month of content in an hour.' },
];

const docs = `The Accordion's look with no script: native \`<details>\` the browser opens and closes, one at a time in its group (\`name\`).

**Use it for** a part of a server-rendered page that is never hydrated (the home page's course plan): it works before, and without, any JavaScript.

**Don't use it for** a list inside a screen that is already interactive: use the Accordion, which also moves between headers with the arrow keys.

**Accessibility.** Each summary is focusable and opens with Enter or Space; it holds the item's heading (\`headingLevel\`), so the page outline keeps it.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/Disclosures',
  component: Disclosures,
  args: { items: modules, name: 'story-modules', headingLevel: 3 },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Disclosures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const FirstOpen: Story = { args: { defaultOpenId: 'm1' } };
