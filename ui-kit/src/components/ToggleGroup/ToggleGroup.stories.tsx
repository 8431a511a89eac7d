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

const docs = `A segmented control: one of a few options, all visible, e.g. batch filters.

**Use it for** filtering a list by one of 2–4 views.

**Don't use it for** form choices that are sent with the form (use \`PriorityPicker\` or \`Select\`).

**Accessibility.** A labelled group of buttons with \`aria-pressed\`; Tab reaches each, Enter/Space select. The chosen option is shown by more than colour.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/ToggleGroup',
  component: ToggleGroup,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Filter batches', options: ['All', 'active', 'completed'], value: 'All', onChange: () => {}, size: 'md', variant: 'pill' },
  parameters: { docs: { description: { component: docs } } },
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
