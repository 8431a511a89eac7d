import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Select } from './Select';

const statuses = [
  { value: 'all', label: 'All statuses' },
  { value: 'Open', label: 'Open' },
  { value: 'In Progress', label: 'In Progress' },
  { value: 'Resolved', label: 'Resolved' },
  { value: 'Closed', label: 'Closed' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Status', options: statuses, defaultValue: 'all' },
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
