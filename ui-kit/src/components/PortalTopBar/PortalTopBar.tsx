import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RenderedLink, type RenderLink } from '../../internal/links';
import { focusRing, iconButtonStyles } from '../../internal/styles';
import { CloseIcon, MenuIcon, UserIcon } from '../Icons/Icons';

export interface PortalTopBarProps {
  /** Brand or page title. */
  title: ReactNode;
  menuOpen: boolean;
  onMenuToggle: () => void;
  /** Id of the Sidebar the toggle opens. */
  menuControls?: string;
  /** Where the profile shortcut goes, e.g. /tutorprofilepage. */
  profileHref?: string;
  profileLabel?: string;
  /** Replace the default user icon, e.g. with an <Avatar size="sm" />. */
  profileContent?: ReactNode;
  renderLink?: RenderLink;
  menuLabel?: string;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.navHeight};
  padding: 0 ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.plum900};
  color: ${({ theme }) => theme.colors.onDark};
  box-shadow: ${({ theme }) => theme.shadows.md};
  /* Only at 768 px and below; wider screens show the sidebar itself. */
  ${({ theme }) => theme.media.portalWide} {
    display: none;
  }
`;

const Title = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Toggle = styled.button`
  ${iconButtonStyles}
  color: ${({ theme }) => theme.colors.onDark};
  &:hover {
    background: rgba(255, 255, 255, 0.12);
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Profile = styled(RenderedLink)`
  ${iconButtonStyles}
  background: ${({ theme }) => theme.colors.plum100};
  color: ${({ theme }) => theme.colors.plum700};
  ${focusRing}
`;

/** The tutor portal's narrow-screen bar: menu toggle, title, profile shortcut. Hidden above 768 px. */
export function PortalTopBar({
  title,
  menuOpen,
  onMenuToggle,
  menuControls,
  profileHref,
  profileLabel = 'Profile',
  profileContent,
  renderLink,
  menuLabel = 'Menu',
}: PortalTopBarProps) {
  return (
    <Bar>
      <Toggle type="button" aria-label={menuLabel} aria-expanded={menuOpen} aria-controls={menuControls} onClick={onMenuToggle}>
        {menuOpen ? <CloseIcon /> : <MenuIcon />}
      </Toggle>
      <Title>{title}</Title>
      {profileHref && (
        <Profile href={profileHref} renderLink={renderLink} aria-label={profileLabel} title={profileLabel}>
          {profileContent ?? <UserIcon />}
        </Profile>
      )}
    </Bar>
  );
}
