/** Where the relay put a signature, in words: the relay reports `marker:<reply marker>`, `body_end` or `end`. */
const MARKERS: Readonly<Record<string, string>> = {
  outlook_appendonsend: 'Outlook on the web or new Outlook',
  outlook_reply_header: 'Outlook',
  outlook_desktop_reply_header: 'Outlook for Windows',
  outlook_stop_spelling: 'Outlook for Windows',
  outlook_mac_quote: 'Outlook for Mac',
  outlook_mobile_separator: 'Outlook for iOS or Android',
  gmail_quote: 'Gmail',
  apple_mail_cite: 'Apple Mail',
  original_message: 'an “Original Message” line',
  outlook_separator: 'Outlook',
  header_block: 'a quoted message header',
  quote: 'a quoted message',
  attribution: 'a quoted message',
};

export function placementLabel(placement: string | null): string | null {
  if (!placement) return null;
  if (placement === 'body_end') return 'At the end of the message (no quoted thread)';
  if (placement === 'end') return 'At the end of the message';
  if (!placement.startsWith('marker:')) return placement;
  const marker = placement.slice('marker:'.length);
  const by = MARKERS[marker];
  return by ? `Above the quoted thread (the reply marker of ${by})` : 'Above the quoted thread';
}
