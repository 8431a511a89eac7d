import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Footer } from './Footer';

const docs = `The site footer: brand, link columns, addresses with map links, social links and copyright.

**Use it for** the bottom of every public page.

**Don't use it for** the student area or the tutor portal (they have their own frame).

**Accessibility.** A \`contentinfo\` landmark; each column is a labelled \`nav\`. Social links are named ("Aarohi on Instagram") and open in a new tab, which they announce.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Navigation/Footer',
  component: Footer,
  args: {
    brand: (
      <>
        <strong style={{ fontSize: '1.375rem', color: '#fff', fontFamily: 'Fraunces, Georgia, serif' }}>Aarohi</strong>
        <p>AI for Women — a 4-week online course that makes AI simple and practical.</p>
      </>
    ),
    columns: [
      {
        title: 'Quick Links',
        links: [
          { label: 'Home', href: '/' },
          { label: 'About Us', href: '/about' },
          { label: 'Courses', href: '/course' },
          { label: 'Contact Us', href: '/contact' },
        ],
      },
      {
        title: 'Support',
        links: [
          { label: 'Help Center', href: '/contact' },
          { label: 'Terms and Conditions', href: '/terms-and-conditions' },
          { label: 'Privacy Policy', href: '/privacy-policy' },
        ],
      },
    ],
    addresses: [
      { label: 'Bengaluru office', address: '12 MG Road, Bengaluru, Karnataka 560001' },
      { label: 'Pune office', address: '4 FC Road, Shivajinagar, Pune, Maharashtra 411005' },
    ],
    socials: [
      { network: 'linkedin', href: 'https://www.linkedin.com/' },
      { network: 'instagram', href: 'https://www.instagram.com/' },
      { network: 'x', href: 'https://x.com/' },
      { network: 'youtube', href: 'https://www.youtube.com/' },
      { network: 'facebook', href: 'https://www.facebook.com/' },
    ],
    copyright: '© 2024 Aarohi — AI for Women. All rights reserved.',
  },
  parameters: { docs: { description: { component: docs } }, layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LinksOnly: Story = { args: { addresses: [], socials: [], brand: undefined } };
