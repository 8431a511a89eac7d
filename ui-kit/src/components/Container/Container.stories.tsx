import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Container } from './Container';

const Filler = () => (
  <div style={{ padding: '1.5rem', background: '#f3e8f7', borderRadius: 10 }}>
    Content sits inside the container, centred with side gutters. Resize the viewport to see the gutters change at 768 px.
  </div>
);

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: { width: 'default', children: <Filler /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const Reading: Story = { args: { width: 'reading' } };
