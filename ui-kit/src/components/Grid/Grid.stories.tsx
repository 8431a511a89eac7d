import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BookIcon, UsersIcon } from '../Icons/Icons';
import { StatCard } from '../StatCard/StatCard';
import { Grid } from './Grid';

const meta = {
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
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const FixedColumns: Story = { args: { columns: 4 } };
