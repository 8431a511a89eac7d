import { Link } from 'react-router-dom';
import styled from 'styled-components';

// Placeholder frame: replaced by the ui-kit NavBar with the spec's session rules (issue 5).
const Bar = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export function SiteHeader() {
  return (
    <Bar>
      <nav aria-label="Main">
        <Link to="/">Home</Link> <Link to="/about">About Us</Link> <Link to="/course">Course</Link>{' '}
        <Link to="/wonderwomen">Raise Of Women</Link> <Link to="/blogs">Blogs</Link>{' '}
        <Link to="/contact">Contact Us</Link> <Link to="/loginchoice">Login</Link>{' '}
        <Link to="/registerchoice">Register</Link>
      </nav>
    </Bar>
  );
}
