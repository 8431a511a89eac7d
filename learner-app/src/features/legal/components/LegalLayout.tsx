import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Inner, Kicker, Lead, PageIntro, PageTitle, Prose, Section } from '../../../lib/pageLayout';

const IntroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export function LegalLayout({ title, lead, updated, children }: { title: string; lead: string; updated: string; children: ReactNode }) {
  return (
    <>
      <PageIntro>
        <IntroInner>
          <Kicker>Last updated {updated}</Kicker>
          <PageTitle>{title}</PageTitle>
          <Lead>{lead}</Lead>
        </IntroInner>
      </PageIntro>
      <Section>
        <Inner>
          <Prose>{children}</Prose>
        </Inner>
      </Section>
    </>
  );
}
