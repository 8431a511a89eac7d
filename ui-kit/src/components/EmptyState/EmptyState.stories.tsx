import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { BookIcon, HelpIcon, UsersIcon } from '../Icons/Icons';
import { EmptyState } from './EmptyState';

const docs = `What a list shows when it has nothing yet: an icon, a title, a sentence and an optional action.

**Use it for** empty lists and searches with no results (no tickets, no batches, no notifications).

**Don't use it for** errors (use \`Banner\`) or loading (use \`LoadingState\`).

**Accessibility.** The title is a heading (\`headingLevel\`); the icon is decorative. Put the next step in \`action\` so keyboard users reach it right away.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No Support Tickets Found', description: "You haven't created any support tickets yet.", icon: <HelpIcon /> },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithAction: Story = { args: { action: <Button>Create Ticket</Button> } };
export const Filtered: Story = { args: { description: 'No tickets match your current filters.' } };
export const Batches: Story = { args: { title: 'No batches found', description: 'No completed batches found.', icon: <BookIcon /> } };
export const TitleOnly: Story = { args: { title: 'No team members found.', description: undefined, icon: <UsersIcon /> } };
