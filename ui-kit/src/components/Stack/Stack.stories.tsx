import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Stack } from './Stack';

const docs = `Puts items in a row or a column with a token gap; can switch a row to a column on mobile.

**Use it for** spacing between siblings (fields of a form, buttons in a row).

**Don't use it for** two-dimensional layouts (use \`Grid\`).

**Accessibility.** Layout only; keep the source order the reading order.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Layout/Stack',
  component: Stack,
  args: {
    direction: 'column',
    gap: 4,
    children: (
      <>
        <TextField label="Full name" />
        <TextField label="Email" type="email" />
        <Button>Register</Button>
      </>
    ),
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Row: Story = {
  args: {
    direction: 'row',
    gap: 2,
    wrap: true,
    stackOnMobile: true,
    children: (
      <>
        <Button>Go to Dashboard</Button>
        <Button variant="secondary">Return to Home</Button>
        <Button variant="ghost">Download PDF</Button>
      </>
    ),
  },
};
