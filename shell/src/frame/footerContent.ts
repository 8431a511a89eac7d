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

export const OFFICES = [
  {
    city: 'Bengaluru',
    address: '3rd Floor, Lakshmi Towers, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034',
  },
  {
    city: 'Pune',
    address: 'Office 204, Saraswati Heights, Baner Road, Baner, Pune, Maharashtra 411045',
  },
];

/** A maps search for an address, opened in a new tab by the pin beside it. */
export const mapsSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const SOCIAL_LINKS = [
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/aarohi-ai-for-women' },
  { network: 'Instagram', href: 'https://www.instagram.com/aarohi.aiforwomen' },
  { network: 'X', href: 'https://x.com/aarohi_ai' },
  { network: 'YouTube', href: 'https://www.youtube.com/@aarohi-ai-for-women' },
  { network: 'Facebook', href: 'https://www.facebook.com/aarohi.aiforwomen' },
] as const;

export const COPYRIGHT = '© 2024 Aarohi — AI for Women';
