import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PasswordField } from './PasswordField';

const docs = `A \`TextField\` for passwords with a show/hide toggle.

**Use it for** every password input (login, registration).

**Don't use it for** other secrets that must never be shown.

**Accessibility.** Labelled like \`TextField\`; the toggle is a real button named "Show password"/"Hide password" (labels are props) and keeps focus in place. \`autoComplete\` helps password managers.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Visible: Story = { args: { defaultValue: 'Aarohi@2025', defaultVisible: true } };
export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Password must be at least 8 characters', autoComplete: 'new-password' },
};
export const Disabled: Story = { args: { disabled: true } };
