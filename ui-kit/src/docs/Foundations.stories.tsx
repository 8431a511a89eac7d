import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ColoursPage, IconsPage, SpacingPage, TypographyPage } from './Foundations';

const meta = {
  title: 'Foundations',
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = { render: () => <ColoursPage /> };
export const Typography: Story = { render: () => <TypographyPage /> };
export const Spacing: Story = { name: 'Spacing, radii & shadows', render: () => <SpacingPage /> };
export const IconGallery: Story = { name: 'Icons', render: () => <IconsPage /> };
