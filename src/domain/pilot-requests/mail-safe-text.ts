// Which typed words a mail may carry as typed (docs/product/pilot-door.md, "The pilot's door"). A
// mail is read as the club's: words a stranger typed that look like a link or markup would read as
// the club telling the reader to follow them, so the mail says its fixed wording instead. Pure.

/** Anything a mail reader or client could take for a link, an address or markup. */
const LINK_OR_MARKUP: readonly RegExp[] = [
  /[<>]/, // markup
  /[a-z][a-z0-9+.-]*:\/*\S/i, // a scheme: http:, https://, mailto:, javascript:
  /\bwww\s*\./i,
  /[a-z0-9-]\.[a-z]{2,}\b/i, // a domain: example.com, bit.ly/
  /@/, // an address
  /[/\\]{2}/, // a path or a scheme-relative link
  /&#?[a-z0-9]+;/i, // an entity
];

/** Whether `text` may appear in a mail as typed: none of it could be taken for a link or markup. */
export function isMailSafeText(text: string): boolean {
  return !LINK_OR_MARKUP.some((pattern) => pattern.test(text));
}

/** A typed name as a mail may say it, or null when the mail must fall back to its fixed wording. */
export function mailSafeName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed !== '' && isMailSafeText(trimmed) ? trimmed : null;
}
