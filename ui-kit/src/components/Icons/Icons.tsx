import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Pixel size (width and height). Defaults to 1.25em so icons follow the text size. */
  size?: number | string;
  /** Accessible name. Without it the icon is decorative and hidden from screen readers. */
  title?: string;
}

type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

function createIcon(name: string, body: ReactNode, filled = false): IconComponent {
  function Icon({ size = '1.25em', title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {title && <title>{title}</title>}
        {body}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const MenuIcon = /*#__PURE__*/ createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = /*#__PURE__*/ createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const BellIcon = /*#__PURE__*/ createIcon(
  'Bell',
  <>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
);
export const UserIcon = /*#__PURE__*/ createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const SearchIcon = /*#__PURE__*/ createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
export const MapPinIcon = /*#__PURE__*/ createIcon(
  'MapPin',
  <>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 1 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const ChevronDownIcon = /*#__PURE__*/ createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = /*#__PURE__*/ createIcon('ChevronUp', <path d="M18 15l-6-6-6 6" />);
export const ChevronLeftIcon = /*#__PURE__*/ createIcon('ChevronLeft', <path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = /*#__PURE__*/ createIcon('ChevronRight', <path d="M9 18l6-6-6-6" />);
export const CheckIcon = /*#__PURE__*/ createIcon('Check', <path d="M20 6L9 17l-5-5" />);
export const UploadIcon = /*#__PURE__*/ createIcon(
  'Upload',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="M17 8l-5-5-5 5M12 3v12" />
  </>,
);
export const CalendarIcon = /*#__PURE__*/ createIcon(
  'Calendar',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const ClockIcon = /*#__PURE__*/ createIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const VideoIcon = /*#__PURE__*/ createIcon(
  'Video',
  <>
    <path d="M23 7l-7 5 7 5V7z" />
    <rect x="1" y="5" width="15" height="14" rx="2" />
  </>,
);
export const EyeIcon = /*#__PURE__*/ createIcon(
  'Eye',
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /*#__PURE__*/ createIcon(
  'EyeOff',
  <>
    <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94" />
    <path d="M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19" />
    <path d="M14.12 14.12a3 3 0 1 1-4.24-4.24M1 1l22 22" />
  </>,
);
export const AlertIcon = /*#__PURE__*/ createIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const InfoIcon = /*#__PURE__*/ createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const CheckCircleIcon = /*#__PURE__*/ createIcon(
  'CheckCircle',
  <>
    <path d="M22 11.08V12a10 10 0 1 1-5.93-9.14" />
    <path d="M22 4L12 14.01l-3-3" />
  </>,
);
export const FileIcon = /*#__PURE__*/ createIcon(
  'File',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M9 13h6M9 17h6" />
  </>,
);
export const LogOutIcon = /*#__PURE__*/ createIcon(
  'LogOut',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </>,
);
export const HomeIcon = /*#__PURE__*/ createIcon(
  'Home',
  <>
    <path d="M3 10.5L12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </>,
);
export const BookIcon = /*#__PURE__*/ createIcon(
  'Book',
  <>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </>,
);
export const UsersIcon = /*#__PURE__*/ createIcon(
  'Users',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M1 21a8 8 0 0 1 16 0M17 4a4 4 0 0 1 0 8M23 21a8 8 0 0 0-4-6.9" />
  </>,
);
export const HelpIcon = /*#__PURE__*/ createIcon(
  'Help',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);
export const MailIcon = /*#__PURE__*/ createIcon(
  'Mail',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </>,
);
export const PhoneIcon = /*#__PURE__*/ createIcon(
  'Phone',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);
export const LinkedInIcon = /*#__PURE__*/ createIcon(
  'LinkedIn',
  <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />,
  true,
);
export const InstagramIcon = /*#__PURE__*/ createIcon(
  'Instagram',
  <>
    <rect x="2" y="2" width="20" height="20" rx="5.5" />
    <circle cx="12" cy="12" r="4.2" />
    <path d="M17.6 6.4h.01" />
  </>,
);
export const XIcon = /*#__PURE__*/ createIcon(
  'X',
  <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64z" />,
  true,
);
export const YouTubeIcon = /*#__PURE__*/ createIcon(
  'YouTube',
  <path d="M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31.3 31.3 0 0 0 0 12a31.3 31.3 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1 31.3 31.3 0 0 0 .5-5.8 31.3 31.3 0 0 0-.5-5.8zM9.6 15.6V8.4l6.3 3.6-6.3 3.6z" />,
  true,
);
export const FacebookIcon = /*#__PURE__*/ createIcon(
  'Facebook',
  <path d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07" />,
  true,
);

/** Every icon by name, for pickers and the Storybook gallery. Import single icons where you can. */
export const Icons = {
  Menu: MenuIcon,
  Close: CloseIcon,
  Bell: BellIcon,
  User: UserIcon,
  Users: UsersIcon,
  Search: SearchIcon,
  MapPin: MapPinIcon,
  ChevronDown: ChevronDownIcon,
  ChevronUp: ChevronUpIcon,
  ChevronLeft: ChevronLeftIcon,
  ChevronRight: ChevronRightIcon,
  Check: CheckIcon,
  CheckCircle: CheckCircleIcon,
  Alert: AlertIcon,
  Info: InfoIcon,
  Upload: UploadIcon,
  File: FileIcon,
  Calendar: CalendarIcon,
  Clock: ClockIcon,
  Video: VideoIcon,
  Eye: EyeIcon,
  EyeOff: EyeOffIcon,
  Home: HomeIcon,
  Book: BookIcon,
  Help: HelpIcon,
  Mail: MailIcon,
  Phone: PhoneIcon,
  LogOut: LogOutIcon,
  LinkedIn: LinkedInIcon,
  Instagram: InstagramIcon,
  X: XIcon,
  YouTube: YouTubeIcon,
  Facebook: FacebookIcon,
} as const;

export type IconName = keyof typeof Icons;
