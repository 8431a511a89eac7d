import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { SearchInput, type SearchInputProps } from './SearchInput';

function Stateful(props: SearchInputProps) {
  const [value, setValue] = useState(String(props.value ?? ''));
  return <SearchInput {...props} value={value} onChange={(e) => setValue(e.target.value)} onClear={() => setValue('')} />;
}

const meta = {
  title: 'Forms/SearchInput',
  component: SearchInput,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Search tickets', placeholder: 'Search by subject, description or ID' },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithValue: Story = { args: { value: 'recording' } };
export const VisibleLabel: Story = { args: { label: 'Search sessions', showLabel: true, placeholder: 'Tool or topic' } };
export const Disabled: Story = { args: { disabled: true } };
