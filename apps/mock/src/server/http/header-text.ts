// Node hands header values over as Latin-1 text, one character per byte. A client that sent UTF-8
// (`Content-Type: application/jsoné`) reads its own text back in a message only if those bytes are
// decoded as UTF-8 again.
export function headerText(value: string): string {
  const utf8 = Buffer.from(value, 'latin1').toString('utf8');
  return utf8.includes('\ufffd') ? value : utf8;
}
