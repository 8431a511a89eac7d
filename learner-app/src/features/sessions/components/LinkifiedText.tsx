import { linkifyParts } from '@ai-women/contracts';

/** Plain text with its web links clickable; never rendered as HTML. Line breaks are kept by CSS. */
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
