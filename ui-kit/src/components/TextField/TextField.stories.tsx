import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', placeholder: 'e.g. Priya Sharma', name: 'fullname' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Required: Story = { args: { label: 'Email', type: 'email', required: true, placeholder: 'you@example.com' } };
export const WithHelperText: Story = { args: { label: 'Phone', helperText: '10-digit Indian mobile number', inputMode: 'numeric' } };
export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'priya@', error: 'Please enter a valid email address' },
};
export const Disabled: Story = { args: { label: 'Email', defaultValue: 'priya@example.com', disabled: true } };
export const ReadOnly: Story = { args: { label: 'Tutor ID', defaultValue: 'TUT-00042', readOnly: true } };
