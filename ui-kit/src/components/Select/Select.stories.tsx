import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Select } from './Select';

const statuses = [
  { value: 'all', label: 'All statuses' },
  { value: 'Open', label: 'Open' },
  { value: 'In Progress', label: 'In Progress' },
  { value: 'Resolved', label: 'Resolved' },
  { value: 'Closed', label: 'Closed' },
];

const docs = `A native select with the field's label, hint and error.

**Use it for** choosing one option from a list of more than five.

**Don't use it for** two to five visible choices (use \`PriorityPicker\` or \`ToggleGroup\`).

**Accessibility.** A native \`<select>\` with a \`<label>\`: arrow keys and type-ahead work everywhere, including screen readers on phones. Errors and hints are linked with \`aria-describedby\`, \`aria-invalid\` marks the error.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Status', options: statuses, defaultValue: 'all' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithPlaceholder: Story = {
  args: {
    label: 'Profession',
    placeholder: 'Select your profession',
    defaultValue: '',
    options: [
      { value: 'student', label: 'Student' },
      { value: 'homemaker', label: 'Homemaker' },
      { value: 'working', label: 'Working professional' },
      { value: 'entrepreneur', label: 'Entrepreneur' },
    ],
  },
};
export const WithError: Story = { args: { ...WithPlaceholder.args, error: 'Profession is required' } };
export const Disabled: Story = { args: { disabled: true } };
