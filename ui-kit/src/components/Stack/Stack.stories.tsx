import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Stack } from './Stack';

const meta = {
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
