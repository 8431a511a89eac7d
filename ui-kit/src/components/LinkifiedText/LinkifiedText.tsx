import { linkifyParts } from '@ai-women/contracts';

/**
 * Text someone typed (a tutor's notes, a reply), with its web links made clickable and everything
 * else left as text: never rendered as HTML, so nothing typed can become markup. Which parts are
 * links is contracts' `linkifyParts` (http and https only). Line breaks are the container's to keep
 * (`white-space: pre-wrap`).
 */
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
