import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { BookIcon, HelpIcon, UsersIcon } from '../Icons/Icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No Support Tickets Found', description: "You haven't created any support tickets yet.", icon: <HelpIcon /> },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithAction: Story = { args: { action: <Button>Create Ticket</Button> } };
export const Filtered: Story = { args: { description: 'No tickets match your current filters.' } };
export const Batches: Story = { args: { title: 'No batches found', description: 'No completed batches found.', icon: <BookIcon /> } };
export const TitleOnly: Story = { args: { title: 'No team members found.', description: undefined, icon: <UsersIcon /> } };
