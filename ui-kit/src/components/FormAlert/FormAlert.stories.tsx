import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FormAlert } from './FormAlert';

const docs = `A form-level message under a form's fields: the server's answer to the whole form, in the spec's words ("Invalid email or password", "Ticket created successfully!").

**Use it for** the one message a submitted form gets back, failure or success, next to the submit button.

**Don't use it for** a single field's problem (the field's \`error\`, shown by \`FieldError\`), a page-wide notice (\`Banner\`) or a passing confirmation elsewhere on the screen (\`useToast\`).

**Accessibility.** Set \`role="alert"\` for a failure (read out at once) and \`role="status"\` for a success; move focus to it (\`tabIndex={-1}\` and a ref) when it replaces the form. The tone is carried by colour and a border, so the words must say what happened.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/FormAlert',
  component: FormAlert,
  args: { role: 'alert', tone: 'danger', children: 'Invalid email or password' },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'success'] } },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof FormAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Success: Story = {
  args: { role: 'status', tone: 'success', children: 'Ticket created successfully!' },
};
export const LongMessage: Story = {
  args: {
    children:
      'We could not reach the payment partner. No money has moved: check your connection and press Pay again.',
  },
};
