/**
 * The small pieces every discussion screen repeats: a post's text with its links, when it was
 * written (India time), who wrote it, its photo and the badges of a thread.
 */
import styled from 'styled-components';
import { linkPieces } from '@ai-women/contracts';
import type { DiscussionPostView, DiscussionThreadSummaryView } from '@ai-women/contracts/schemas';
import { formatTicketDate } from '@ai-women/web-core';
import type { DiscussionLabels } from './labels';

export type DiscussionAuthorView = DiscussionPostView['author'];

/** A date as she reads it: "22 Nov 2026, 8:16 pm", in India's time. */
export const discussionDate = (iso: string, labels: Pick<DiscussionLabels, 'locale'>) =>
  formatTicketDate(iso, labels.locale);

/**
 * What a member wrote, as text: never parsed as HTML, so nothing typed becomes markup. Web links
 * (http and https, as the contracts cut them) become anchors that open in a new tab and pass no
 * ranking; line breaks are kept by the container.
 */
const Written = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: none;
    border-radius: 2px;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export function PostText({ text, ...rest }: { text: string; 'data-testid'?: string }) {
  return (
    <Written {...rest}>
      {linkPieces(text).map((piece, i) =>
        piece.href ? (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {piece.text}
          </a>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </Written>
  );
}

export function PostTime({ iso, labels }: { iso: string; labels: Pick<DiscussionLabels, 'locale'> }) {
  return <time dateTime={iso}>{discussionDate(iso, labels)}</time>;
}

const Who = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  min-width: 0;
  strong {
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;
const Role = styled.span<{ $staff: boolean }>`
  padding: 0.05rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $staff }) => ($staff ? theme.colors.teal100 : theme.colors.neutralBg)};
  color: ${({ theme, $staff }) => ($staff ? theme.colors.teal700 : theme.colors.neutral)};
`;

/** Her name as she gave it, her role (tutors and staff stand out), and "you" on her own posts. */
export function AuthorName({ author, labels }: { author: DiscussionAuthorView; labels: DiscussionLabels }) {
  return (
    <Who>
      <strong>
        {author.name}
        {author.me && ` (${labels.you})`}
      </strong>
      <Role $staff={author.role !== 'student'}>{labels.role[author.role]}</Role>
    </Who>
  );
}

const PhotoLink = styled.a`
  display: inline-block;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Photo = styled.img`
  display: block;
  max-width: min(100%, 28rem);
  max-height: 20rem;
  width: auto;
  height: auto;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.plum100};
`;

/** The post's photo, streamed by the API; it opens full size in a tab of its own. */
export function PostPhoto({ post, labels }: { post: DiscussionPostView; labels: DiscussionLabels }) {
  if (!post.image) return null;
  return (
    <PhotoLink href={post.image.url} target="_blank" rel="noopener noreferrer">
      <Photo src={post.image.url} alt={labels.photoAlt(post.image.name, post.author.name)} loading="lazy" />
    </PhotoLink>
  );
}

export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The thread's session, when she tied her question to one. */
export function sessionText(thread: Pick<DiscussionThreadSummaryView, 'session'>, labels: DiscussionLabels) {
  return thread.session ? labels.session(thread.session.session_no, thread.session.topic) : null;
}
