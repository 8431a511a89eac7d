import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LinkifiedText } from './LinkifiedText';

const docs = `Text a person typed — a tutor's session notes, a helpdesk reply — with its web links clickable and nothing else interpreted: it is never rendered as HTML, so a pasted \`<script>\` stays text.

**Use it for** free text from a form that may hold links (notes, replies, descriptions).

**Don't use it for** text the school wrote (write real links) or for anything that should allow formatting.

**Accessibility.** Links open in a new tab with \`rel="noopener noreferrer nofollow"\` and keep the page's link colour and underline; put it inside an element with \`white-space: pre-wrap\` when the line breaks matter.`;

const meta = {
  tags: ['autodocs'],
  title: 'Content/LinkifiedText',
  component: LinkifiedText,
  args: {
    text: 'Today we wrote prompts for a weekly meal plan. Try the exercise sheet before Thursday: https://aarohi.example/materials/meal-plan-exercise.pdf\nBring one question about keeping your family’s photos private online.',
  },
  decorators: [
    (Story) => (
      <p style={{ whiteSpace: 'pre-wrap', maxWidth: 560, lineHeight: 1.6 }}>
        <Story />
      </p>
    ),
  ],
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof LinkifiedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const TypedMarkupStaysText: Story = {
  args: { text: 'Replied with <b>bold</b> and <script>alert(1)</script> — shown as typed, no link here.' },
};
