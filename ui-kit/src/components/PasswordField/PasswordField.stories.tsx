import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Visible: Story = { args: { defaultValue: 'Aarohi@2025', defaultVisible: true } };
export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Password must be at least 8 characters', autoComplete: 'new-password' },
};
export const Disabled: Story = { args: { disabled: true } };
