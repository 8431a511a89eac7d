import styled from 'styled-components';

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.plum900};
  color: #fff;
`;

export function SiteFooter() {
  return (
    <Foot>
      <p>© 2024 Aarohi — AI for Women</p>
    </Foot>
  );
}
