// Recipients as the gateway writes them back: a JID. Evolution API 2.1.1 keeps a value that already
// is a JID, makes a long digit string (18 or more) or a dashed one of 24 or more a group, and any
// other number `<digits>@s.whatsapp.net` (evolution-api@4ca141b4:src/api/services/channel.service.ts,
// createJid; the Brazilian, Mexican and Argentine 9-digit rewrites are left out).

const JID_SUFFIX = /@(s\.whatsapp\.net|g\.us|lid|broadcast)$/;

export function jidOf(number: string): string {
  const trimmed = number.trim();
  if (JID_SUFFIX.test(trimmed)) return trimmed;
  const cleaned =
    trimmed
      .replace(/[\s+()]/g, '')
      .split(':')[0]
      ?.split('@')[0] ?? '';
  if (cleaned.includes('-') && cleaned.length >= 24) return `${cleaned.replace(/[^\d-]/g, '')}@g.us`;
  const digits = cleaned.replace(/\D/g, '');
  return digits.length >= 18 ? `${digits}@g.us` : `${digits}@s.whatsapp.net`;
}

/** A group id as 2.1.1's group routes take it: `@g.us` appended when missing (abstract.router.ts, groupValidate). */
export function groupJidOf(id: string): string {
  return id.endsWith('@g.us') ? id : `${id}@g.us`;
}
