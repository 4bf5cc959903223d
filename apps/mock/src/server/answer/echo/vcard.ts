// The vCard Evolution API 2.1.1 builds from a contact of sendContact
// (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
// contactMessage): N and FN from fullName, optional ORG/EMAIL/URL, then the phone with its WhatsApp
// id (wuid, else the JID built from phoneNumber), joined by "\n".
import { jidOf } from '../../../common/jid.js';

export interface ContactCard {
  fullName: string;
  phoneNumber: string;
  wuid?: string;
  organization?: string;
  email?: string;
  url?: string;
}

export function vcardOf(contact: ContactCard): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${contact.fullName}`, `FN:${contact.fullName}`];
  if (contact.organization) lines.push(`ORG:${contact.organization};`);
  if (contact.email) lines.push(`EMAIL:${contact.email}`);
  if (contact.url) lines.push(`URL:${contact.url}`);
  lines.push(`item1.TEL;waid=${contact.wuid ?? jidOf(contact.phoneNumber)}:${contact.phoneNumber}`, 'item1.X-ABLabel:Celular', 'END:VCARD');
  return lines.join('\n');
}

/** The contact cards of a sendContact body (entries without a name or number are skipped). */
export function contactCards(value: unknown): ContactCard[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ContactCard[] => {
    if (item === null || typeof item !== 'object') return [];
    const c = item as Record<string, unknown>;
    if (typeof c['fullName'] !== 'string' || typeof c['phoneNumber'] !== 'string') return [];
    const card: ContactCard = { fullName: c['fullName'], phoneNumber: c['phoneNumber'] };
    for (const field of ['wuid', 'organization', 'email', 'url'] as const) {
      const v = c[field];
      if (typeof v === 'string') card[field] = v;
    }
    return [card];
  });
}
