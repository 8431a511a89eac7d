import type { FooterSocial } from '@ai-women/ui-kit';

// What the footer says: link groups, two offices, five social networks. The labels are looked up by
// key in the shell's texts (src/i18n), in the page's language.
export const QUICK_LINKS = [
  { key: 'home', href: '/' },
  { key: 'about', href: '/about' },
  { key: 'courses', href: '/course' },
  { key: 'contact', href: '/contact' },
];

export const SUPPORT_LINKS = [
  { key: 'help', href: '/contact' },
  { key: 'terms', href: '/terms-and-conditions' },
  { key: 'privacy', href: '/privacy-policy' },
];

export const OFFICES = [
  {
    key: 'bengaluru',
    address: '3rd Floor, Lakshmi Towers, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034',
  },
  {
    key: 'pune',
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
