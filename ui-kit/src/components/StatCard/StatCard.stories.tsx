import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BookIcon, HelpIcon, UsersIcon } from '../Icons/Icons';
import { StatCard } from './StatCard';

const docs = `A number with its label and an icon, in four brand tones.

**Use it for** dashboards: counts of courses, batches, students, tickets.

**Don't use it for** numbers that need a chart or a table to make sense.

**Accessibility.** Label and value are read together as text; the icon is decorative and the tone is never the only meaning.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'Total Batches', value: 12, tone: 'plum', icon: <BookIcon /> },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithSublabel: Story = { args: { label: 'Support Tickets', value: 5, sublabel: '2 open', tone: 'coral', icon: <HelpIcon /> } };
export const Teal: Story = { args: { label: 'Total Students', value: 148, tone: 'teal', icon: <UsersIcon /> } };
export const WithoutIcon: Story = { args: { label: 'Completed Courses', value: 0, icon: undefined } };
export const Loading: Story = { args: { label: 'Active Batches', value: '—', sublabel: 'Loading…', tone: 'saffron' } };
