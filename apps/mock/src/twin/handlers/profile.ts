// The account's own profile: privacy settings, picture, name, status and presence, kept per instance
// as the connected account keeps them (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts:
// fetchPrivacySettings, updatePrivacySettings, updateProfilePicture, removeProfilePicture,
// updateProfileName, updateProfileStatus, fetchProfile, setPresence).
import { jidOf } from '../../common/jid.js';
import { failure, isObject } from '../handler.js';
import { DEFAULT_PRIVACY, type PrivacySettings } from '../instance.js';
import type { Handler } from '../rules.js';
import { isOnWhatsApp, userJidOf } from '../whatsapp-numbers.js';

const PRIVACY_FIELDS = Object.keys(DEFAULT_PRIVACY) as (keyof PrivacySettings)[];

export const fetchPrivacySettings: Handler = ({ instance, documented }) =>
  instance ? { status: documented.status, body: { ...instance.privacy } } : undefined;

export const updatePrivacySettings: Handler = ({ instance, body }) => {
  if (!instance || !isObject(body)) return undefined;
  for (const field of PRIVACY_FIELDS) if (typeof body[field] === 'string') instance.privacy[field] = body[field];
  return undefined;
};

/** The picture as 2.1.1 reads it: a URL (downloaded, `?timestamp=<ms>` appended) or raw base64. */
function pictureOf(body: unknown): { url: string } | { base64: string } | undefined {
  const picture = isObject(body) ? body['picture'] : undefined;
  if (typeof picture !== 'string') return undefined;
  if (/^https?:\/\/\S+$/i.test(picture)) return { url: picture };
  return picture.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(picture) ? { base64: picture } : undefined;
}

/**
 * Anything but a URL or base64 fails inside the service's try before the account is used, and is
 * answered 500 ["Error updating profile picture", "[object Object]"] in every state (observed).
 */
export const pictureCheck: Handler = ({ body }) =>
  pictureOf(body) === undefined ? failure(500, ['Error updating profile picture', '[object Object]']) : undefined;

export const updateProfilePicture: Handler = ({ instance, body }) => {
  const picture = pictureOf(body);
  if (instance && picture)
    instance.profilePicUrl = 'url' in picture ? picture.url : `https://pps.whatsapp.net/v/t61.24694-24/${instance.id}.jpg`;
  return undefined;
};

export const removeProfilePicture: Handler = ({ instance }) => {
  if (instance) instance.profilePicUrl = null;
  return undefined;
};

export const updateProfileName: Handler = ({ instance, body }) => {
  if (instance && isObject(body) && typeof body['name'] === 'string') instance.profileName = body['name'];
  return undefined;
};

export const updateProfileStatus: Handler = ({ instance, body }) => {
  if (instance && isObject(body) && typeof body['status'] === 'string') instance.profileStatus = body['status'];
  return undefined;
};

/** The account's own profile (no number) or a contact's. */
export const fetchProfile: Handler = ({ instance, body, documented }) => {
  if (!instance || !isObject(documented.body)) return undefined;
  const number = isObject(body) && typeof body['number'] === 'string' ? body['number'] : undefined;
  if (number !== undefined && jidOf(number) !== instance.ownerJid) {
    const contact = instance.contacts.get(jidOf(number));
    return {
      status: documented.status,
      body: {
        ...documented.body,
        wuid: jidOf(number),
        name: contact?.pushName ?? documented.body['name'],
        picture: contact?.profilePicUrl ?? null,
      },
    };
  }
  return {
    status: documented.status,
    body: {
      ...documented.body,
      wuid: instance.ownerJid,
      name: instance.profileName,
      picture: instance.profilePicUrl,
      status: instance.profileStatus,
    },
  };
};

export const setPresence: Handler = ({ instance, body }) => {
  if (instance && isObject(body) && typeof body['presence'] === 'string') instance.presence = body['presence'];
  return undefined;
};

/**
 * The picture of a number: WhatsApp is asked, and any failure is answered with a null URL (no
 * socket, a closed one, a number not on WhatsApp); a contact's known picture otherwise
 * (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, profilePicture).
 */
export const fetchProfilePictureUrl: Handler = ({ instance, body, documented }, twin) => {
  const number = isObject(body) ? body['number'] : undefined;
  if (!instance || typeof number !== 'string') return undefined;
  const wuid = jidOf(number);
  const open = instance.connection === 'open' && instance.deletingSince === undefined;
  if (!open || (userJidOf(number) !== undefined && !isOnWhatsApp(number, twin.world.whatsapp))) {
    return { status: documented.status, body: { wuid, profilePictureUrl: null } };
  }
  const known = instance.contacts.get(wuid)?.profilePicUrl;
  return isObject(documented.body)
    ? { status: documented.status, body: { ...documented.body, wuid, ...(known && { profilePictureUrl: known }) } }
    : undefined;
};

/** The account's labels as the database holds them: none before it ever synced (evolution-api@4ca141b4: whatsapp.baileys.service.ts, fetchLabels). */
export const findLabels: Handler = ({ instance, documented }) =>
  instance
    ? {
        status: documented.status,
        body: [...instance.labels.values()].map((l) => ({ color: l.color, name: l.name, id: l.id, predefinedId: l.predefinedId })),
      }
    : undefined;
