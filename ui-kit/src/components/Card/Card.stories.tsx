import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { LinkButton } from '../LinkButton/LinkButton';
import { Card } from './Card';

const docs = `A surface grouping related content with an optional title, subtitle and actions; default, muted and highlight tones.

**Use it for** a self-contained block: a form, a profile summary, a course, an offer.

**Don't use it for** page layout (use \`Container\`, \`Stack\`, \`Grid\`) or a single number (use \`StatCard\`).

**Accessibility.** The title is a real heading; set \`headingLevel\` to fit the page. Cards are not focusable themselves: put links and buttons inside.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'AI Course: Simple & Practical!',
    subtitle: '4 weeks · 25 live sessions',
    children: 'Learn everyday AI tools for work, business and life, taught by women tutors in small batches.',
    padding: 'md',
    tone: 'default',
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithFooter: Story = {
  args: { interactive: true, footer: <LinkButton href="/register/1">Enroll Now</LinkButton> },
};
export const WithActions: Story = {
  args: { title: 'Profile', subtitle: undefined, actions: <Button size="sm" variant="secondary">Edit Profile</Button>, children: 'Priya Sharma · priya@example.com' },
};
export const Muted: Story = { args: { tone: 'muted', title: undefined, subtitle: undefined } };
export const Highlight: Story = { args: { tone: 'highlight', title: 'Special offer', subtitle: undefined, children: '20% off with coupon AAROHI20 — ₹1,999.20' } };
export const LongText: Story = {
  args: {
    children:
      'This card holds a long description that wraps over several lines so designers can check line length, spacing and the footer alignment when content grows well beyond what a typical card shows in the product today.',
    footer: <LinkButton href="/course" variant="secondary">View More</LinkButton>,
  },
};
