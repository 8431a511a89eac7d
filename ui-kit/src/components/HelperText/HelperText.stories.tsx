import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HelperText } from './HelperText';

const docs = `A short hint under a control, in the muted text colour. The form fields render it for their \`helperText\` or \`hint\` prop; use it directly only for a custom control.

**Use it for** the format or limits a value must meet, said before the visitor makes a mistake.

**Don't use it for** errors (use \`FieldError\`) or long explanations (put them in the page).

**Accessibility.** Give it an \`id\` and list that id in the control's \`aria-describedby\`, after the error's id, so screen readers read the hint with the field. Muted text meets AA contrast on the page and card backgrounds.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/HelperText',
  component: HelperText,
  args: { id: 'phone-hint', children: '10 digits, without +91' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof HelperText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const TwoLines: Story = {
  args: {
    children: 'PDF only, up to 2 MB. A scan of the signed letter is fine; a photo of it is not accepted.',
  },
};
