import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Register Now', variant: 'primary', size: 'md' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'View More' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Complete batch' } };
export const Loading: Story = { args: { loading: true, children: 'Sending…' } };
export const Disabled: Story = { args: { disabled: true, children: 'Send' } };
