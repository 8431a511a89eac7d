import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BookIcon, HelpIcon, UsersIcon } from '../Icons/Icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'Total Batches', value: 12, tone: 'plum', icon: <BookIcon /> },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithSublabel: Story = { args: { label: 'Support Tickets', value: 5, sublabel: '2 open', tone: 'coral', icon: <HelpIcon /> } };
export const Teal: Story = { args: { label: 'Total Students', value: 148, tone: 'teal', icon: <UsersIcon /> } };
export const WithoutIcon: Story = { args: { label: 'Completed Courses', value: 0, icon: undefined } };
export const Loading: Story = { args: { label: 'Active Batches', value: '—', sublabel: 'Loading…', tone: 'saffron' } };
