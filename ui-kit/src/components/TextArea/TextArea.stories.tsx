import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Description', placeholder: 'Describe the issue in detail', maxLength: 500, showCounter: true },
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
