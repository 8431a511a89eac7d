import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '../Card/Card';
import { List } from './List';

const docs = `Items one under another with a token gap and no bullets.

**Use it for** a list of cards, messages, tickets, steps or files: anything a screen reader should
announce as "list, 4 items".

**Don't use it for** running text with bullets (use a plain \`<ul>\`), or for spacing that is not a
list (use \`Stack\`).

**Accessibility.** Keeps \`role="list"\` (Safari drops it when the bullets go); \`ordered\` makes it
an \`<ol>\` when the order means something.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Layout/List',
  component: List,
  args: {
    gap: 3,
    children: [
      'Ticket #1042 · Certificate name spelling',
      'Ticket #1043 · Recording of Session 4',
      'Ticket #1047 · Change of batch timing',
    ].map((text) => (
      <li key={text}>
        <Card padding="md">{text}</Card>
      </li>
    )),
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const OrderedSteps: Story = {
  args: {
    ordered: true,
    gap: 2,
    children: [
      '1. Watch the recording of the class you missed.',
      '2. Read the tutor’s notes and open the slides.',
      '3. Answer the practice task and send it for review.',
    ].map((text) => <li key={text}>{text}</li>),
  },
};
export const Wide: Story = { args: { gap: 5 } };
