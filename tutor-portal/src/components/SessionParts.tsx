import { Link } from 'react-router-dom';
import { atIndiaTime, INDIA_TIME_ZONE, linkifyParts } from '@ai-women/contracts';
import type { RenderLink } from '@ai-women/ui-kit';

/** ui-kit links through react-router, so moving between portal pages stays client-side. */
export const RouterLink: RenderLink = ({ href, children, className, onClick, ...rest }) => (
  <Link to={href} className={className} onClick={onClick} {...rest}>
    {children}
  </Link>
);

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});
/** '2026-11-23' → 'Mon, 23 Nov 2026' (India's calendar). */
export function formatDay(iso: string): string {
  const d = atIndiaTime(iso);
  return d ? dayFormat.format(d) : iso;
}

/** Plain text with its web links clickable; never rendered as HTML. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkifyParts(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
