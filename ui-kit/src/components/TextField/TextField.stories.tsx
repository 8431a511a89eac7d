import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextField } from './TextField';

const docs = `A text input with label, required mark, hint, error and optional adornment.

**Use it for** every single-line value in a form: names, e-mail, phone, subject.

**Don't use it for** passwords (use \`PasswordField\`) or search (use \`SearchInput\`).

**Accessibility.** A native \`<input>\` with a visible \`<label>\`; the required mark is hidden from screen readers and \`required\` set instead. The error is linked with \`aria-describedby\` and \`aria-invalid\`; the focus ring is always visible.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', placeholder: 'e.g. Priya Sharma', name: 'fullname' },
  parameters: { docs: { description: { component: docs } } },
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
