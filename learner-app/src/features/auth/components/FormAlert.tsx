import styled from 'styled-components';

/** A form-level message under the fields (role="alert" is set by the caller). */
export const FormAlert = styled.p<{ $tone?: 'danger' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme, $tone = 'danger' }) => theme.colors[$tone]};
  background: ${({ theme, $tone = 'danger' }) => theme.colors[$tone === 'danger' ? 'dangerBg' : 'successBg']};
  color: ${({ theme, $tone = 'danger' }) => theme.colors[$tone]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
