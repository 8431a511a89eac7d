import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { SearchInput, type SearchInputProps } from './SearchInput';

function Stateful(props: SearchInputProps) {
  const [value, setValue] = useState(String(props.value ?? ''));
  return <SearchInput {...props} value={value} onChange={(e) => setValue(e.target.value)} onClear={() => setValue('')} />;
}

const docs = `A search field with an icon and a clear button.

**Use it for** filtering a list on the page (sessions, tickets).

**Don't use it for** site-wide search or forms (use \`TextField\`).

**Accessibility.** Inside a \`search\` landmark; the input has a label (visible or \`aria-label\`) and the clear button is a named button (\`clearLabel\`).

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/SearchInput',
  component: SearchInput,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Search tickets', placeholder: 'Search by subject, description or ID' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithValue: Story = { args: { value: 'recording' } };
export const VisibleLabel: Story = { args: { label: 'Search sessions', showLabel: true, placeholder: 'Tool or topic' } };
export const Disabled: Story = { args: { disabled: true } };
