import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { ToggleGroup, type ToggleGroupProps } from './ToggleGroup';

function Stateful(props: ToggleGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ToggleGroup
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Forms/ToggleGroup',
  component: ToggleGroup,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Filter batches', options: ['All', 'active', 'completed'], value: 'All', onChange: () => {}, size: 'md', variant: 'pill' },
} satisfies Meta<typeof ToggleGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Modules: Story = {
  args: {
    label: 'Modules',
    variant: 'segmented',
    options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `Module ${n}` })),
    value: '1',
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const WithDisabled: Story = { args: { options: [{ value: 'All', label: 'All' }, { value: 'active', label: 'active' }, { value: 'completed', label: 'completed', disabled: true }] } };
