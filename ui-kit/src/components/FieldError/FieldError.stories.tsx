import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FieldError } from './FieldError';

const docs = `A field's validation message in the danger colour with an alert icon. The form fields (\`TextField\`, \`TextArea\`, \`Select\`, \`FilePicker\`, \`PriorityPicker\`) render it for their \`error\` prop; use it directly only for a custom control.

**Use it for** the message that says what is wrong with one field and how to fix it.

**Don't use it for** a form-wide or server message (use \`Banner\` or the form's alert) or hints (use \`HelperText\`).

**Accessibility.** Give it an \`id\` and list that id in the control's \`aria-describedby\` and set \`aria-invalid\` on the control. It has no \`role="alert"\` on purpose: it would interrupt typing. The icon is decorative; the text carries the meaning.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/FieldError',
  component: FieldError,
  args: { id: 'age-error', children: 'Enter an age between 18 and 100' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof FieldError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LongMessage: Story = {
  args: {
    children:
      'Use at least 8 characters, with a lowercase letter, an uppercase letter, a number and a symbol',
  },
};
