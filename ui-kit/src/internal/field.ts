import styled, { css } from 'styled-components';
import { focusRing } from './styles';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 2px;
`;

export const inputStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition: border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.plum600)};
  }
  &:focus-visible,
  &:focus {
    outline: 2px solid transparent;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.focus)};
    box-shadow: 0 0 0 3px ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerBg : theme.colors.infoBg)};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.neutralBg};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
  &[readonly] {
    cursor: default;
  }
`;

export { focusRing };

/** Joins the ids that describe a control, skipping the missing ones. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
