import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextArea } from './TextArea';

const docs = `A multi-line field with label, hint, error and an optional character counter.

**Use it for** free text: ticket descriptions, messages.

**Don't use it for** one-line values (use \`TextField\`).

**Accessibility.** A \`<textarea>\` with a \`<label>\`; hint, error and the character counter are linked with \`aria-describedby\`, and \`aria-invalid\` marks the error.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Description', placeholder: 'Describe the issue in detail', maxLength: 500, showCounter: true },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithError: Story = { args: { defaultValue: 'Too short', error: 'Description must be at least 10 characters' } };
export const Full: Story = { args: { label: 'Skills', maxLength: 40, defaultValue: 'Prompting, ChatGPT, Canva, Excel, Python' } };
export const WithoutCounter: Story = {
  args: { label: 'Skills', showCounter: false, maxLength: undefined, required: true, helperText: 'Separate skills with commas' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Submitted' } };
