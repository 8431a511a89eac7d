import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './Button';

const docs = `The one button of the product: primary, secondary, ghost and danger, in three sizes, with a loading state.

**Use it for** actions: submit a form, open a dialog, start or complete a batch. One primary button per view.

**Don't use it for** navigation to another page (use \`LinkButton\`, a real link).

**Accessibility.** A native \`<button>\`, so Enter and Space work and focus shows the brand ring. \`loading\` sets \`aria-busy\` and keeps the label for screen readers; \`disabled\` buttons are skipped by Tab. Icon-only buttons need an \`aria-label\`.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/Button',
  component: Button,
  args: { children: 'Register Now', variant: 'primary', size: 'md' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'View More' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Complete batch' } };
export const Loading: Story = { args: { loading: true, children: 'Sending…' } };
export const Disabled: Story = { args: { disabled: true, children: 'Send' } };
