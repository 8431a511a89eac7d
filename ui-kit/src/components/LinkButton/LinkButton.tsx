import type { AnchorHTMLAttributes, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { RenderedLink, type RenderLink } from '../../internal/links';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '../Button/Button';

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
  /** Render the link yourself, e.g. `(p) => <Link to={p.href} className={p.className} onClick={p.onClick}>{p.children}</Link>`. */
  renderLink?: RenderLink;
  /** Or pass a link component to render as (receives href and the rest of the props). */
  as?: ElementType;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
}

type Styled = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean };

const StyledAnchor = styled.a<Styled>`
  ${buttonStyles}
`;
const StyledRendered = styled(RenderedLink)<Styled>`
  ${buttonStyles}
`;

/** A link that looks like a button: "Register Now", "View More", "Join Meeting". */
export function LinkButton({ variant = 'primary', size = 'md', fullWidth, renderLink, as, external, children, href, ...rest }: LinkButtonProps) {
  const look = { $variant: variant, $size: size, $fullWidth: fullWidth };
  if (renderLink) {
    return (
      <StyledRendered
        {...look}
        href={href}
        renderLink={renderLink}
        onClick={rest.onClick}
        aria-label={rest['aria-label']}
        title={rest.title}
      >
        {children}
      </StyledRendered>
    );
  }
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <StyledAnchor {...look} as={as} href={href} {...externalProps} {...rest}>
      {children}
    </StyledAnchor>
  );
}
