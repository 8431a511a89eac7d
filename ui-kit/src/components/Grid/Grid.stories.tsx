import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BookIcon, UsersIcon } from '../Icons/Icons';
import { StatCard } from '../StatCard/StatCard';
import { Grid } from './Grid';

const docs = `A responsive grid: as many columns of \`minColumnWidth\` as fit, or a fixed count.

**Use it for** card lists (courses, stats, team) that should reflow from one column at 375 px to several at 1280 px.

**Don't use it for** one-dimensional spacing (use \`Stack\`) or tables of data.

**Accessibility.** Layout only; reading and tab order follow the source order, so keep it meaningful.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Layout/Grid',
  component: Grid,
  args: {
    minColumnWidth: '14rem',
    gap: 5,
    children: (
      <>
        <StatCard label="Total Batches" value={12} icon={<BookIcon />} />
        <StatCard label="Active Batches" value={4} icon={<BookIcon />} tone="teal" />
        <StatCard label="Total Students" value={148} icon={<UsersIcon />} tone="coral" />
      </>
    ),
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const FixedColumns: Story = { args: { columns: 4 } };
