import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { PriorityPicker, type PriorityPickerProps } from './PriorityPicker';

function Stateful(props: PriorityPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PriorityPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PriorityPicker',
  component: PriorityPicker,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Priority', value: 'Medium', onChange: () => {} },
} satisfies Meta<typeof PriorityPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Critical: Story = { args: { value: 'Critical' } };
export const WithError: Story = { args: { value: '', error: 'Please choose a priority' } };
export const Disabled: Story = { args: { disabled: true } };
