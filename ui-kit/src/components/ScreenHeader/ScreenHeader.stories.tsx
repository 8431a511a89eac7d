import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { ScreenHeader } from './ScreenHeader';

const docs = `The top of a signed-in screen (the student's dashboard, support, notifications and enrolled course): the screen's one \`h1\`, a sentence on what it is for, and the screen's own actions.

**Use it for** the first thing on a screen inside the student area, so every screen starts the same way.

**Don't use it for** public marketing pages (they open with \`PageHero\`) or a card's title (\`Card\` has its own).

**Accessibility.** It renders the screen's only \`h1\` (keep one per screen) and adds no landmark: it sits inside the page's \`main\`. Actions wrap below the title on narrow screens, in reading order after the title.`;

const meta = {
  tags: ['autodocs'],
  title: 'Layout/ScreenHeader',
  component: ScreenHeader,
  args: {
    title: 'Support',
    description:
      'Stuck on a class, a payment or a tool? Tell us here and the helpdesk will reply to your registered e-mail.',
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof ScreenHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const TitleOnly: Story = { args: { title: 'Notifications', description: undefined } };
export const WithActions: Story = {
  args: {
    title: 'Hello, Meera!',
    description: 'Here is your course at a glance: your batch, your next live sessions and your progress.',
    actions: (
      <Button size="sm" variant="secondary">
        Download confirmation
      </Button>
    ),
  },
};
