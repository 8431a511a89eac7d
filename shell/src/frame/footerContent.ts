import type { FooterAddress, FooterSocial } from '@ai-women/ui-kit';

// What the footer says (spec 01 §2 "Shared frame"): link groups, two offices, five social networks.
export const QUICK_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Courses', href: '/course' },
  { label: 'ContactUs', href: '/contact' },
];

export const SUPPORT_LINKS = [
  { label: 'Help Center', href: '/contact' },
  { label: 'Terms and Conditions', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];

export const OFFICES: FooterAddress[] = [
  {
    label: 'Bengaluru office',
    address: '3rd Floor, Lakshmi Towers, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034',
  },
  {
    label: 'Pune office',
    address: 'Office 204, Saraswati Heights, Baner Road, Baner, Pune, Maharashtra 411045',
  },
];

export const SOCIAL_LINKS: FooterSocial[] = [
  { network: 'linkedin', href: 'https://www.linkedin.com/company/aarohi-ai-for-women' },
  { network: 'instagram', href: 'https://www.instagram.com/aarohi.aiforwomen' },
  { network: 'x', href: 'https://x.com/aarohi_ai' },
  { network: 'youtube', href: 'https://www.youtube.com/@aarohi-ai-for-women' },
  { network: 'facebook', href: 'https://www.facebook.com/aarohi.aiforwomen' },
];

export const COPYRIGHT = '© 2024 Aarohi — AI for Women';
