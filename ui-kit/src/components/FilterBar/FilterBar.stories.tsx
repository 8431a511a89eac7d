import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Select } from '../Select/Select';
import { SearchInput } from '../SearchInput/SearchInput';
import { FilterBar } from './FilterBar';

const docs = `The filters above a back-office list, in one row that wraps (a column on a phone), with an optional *Clear filters*.

**Use it for** the controls that narrow a \`DataTable\`: \`Select\`, \`SearchInput\`, \`ToggleGroup\`. Filters apply as they change.

**Don't use it for** forms that save something (they have a submit button and messages).

**Accessibility.** A \`form\` with \`role="search"\`, named by \`label\`, so it is a search landmark. Pressing Enter in a field never reloads the page.`;

const meta = {
  tags: ['autodocs'],
  title: 'Data/FilterBar',
  component: FilterBar,
  args: {
    label: 'Filter tickets',
    onReset: () => {},
    children: (
      <>
        <Select
          label="Status"
          options={['All', 'Open', 'In Progress', 'Resolved', 'Closed'].map((v) => ({ value: v, label: v }))}
          defaultValue="All"
        />
        <Select
          label="From"
          options={[
            { value: 'all', label: 'Students and tutors' },
            { value: 'student', label: 'Students' },
            { value: 'tutor', label: 'Tutors' },
          ]}
          defaultValue="all"
        />
        <SearchInput label="Search tickets" showLabel placeholder="Subject, name or e-mail" />
      </>
    ),
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutReset: Story = { args: { onReset: undefined } };
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile' } },
};
