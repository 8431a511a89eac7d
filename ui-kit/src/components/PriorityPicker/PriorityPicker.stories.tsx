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

const docs = `A row of choices for a ticket's priority, styled as chips.

**Use it for** choosing one of a few (2–5) labelled options where all should be visible at once.

**Don't use it for** long lists (use \`Select\`) or several choices (use checkboxes).

**Accessibility.** A \`radiogroup\` labelled by its label; arrow keys move and select, Home/End jump, only the chosen chip is in the tab order. Errors are linked with \`aria-describedby\`.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/PriorityPicker',
  component: PriorityPicker,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Priority', value: 'Medium', onChange: () => {} },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof PriorityPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Critical: Story = { args: { value: 'Critical' } };
export const WithError: Story = { args: { value: '', error: 'Please choose a priority' } };
export const Disabled: Story = { args: { disabled: true } };
