// The kinds of message the composer can make arrive as the contact. Each kind names its fields and
// builds the body of the control API's incoming-message call (POST /__mock/instances/{name}/messages,
// the InboundMessage of control/openapi.yaml). Adding a kind is adding an entry here: the selector
// and its fields are drawn from this list.

export interface KindField {
  name: string;
  label: string;
  placeholder: string;
  /** May be left empty (then not sent). */
  optional?: boolean;
  /** A file picker for these types (its bytes go as `media`, base64, with their `mimetype`), instead of a text box. */
  accept?: string;
}

export interface MessageKind {
  id: string;
  label: string;
  fields: KindField[];
  /** The body besides `from` (and pushName), from the fields' values. */
  body(values: Record<string, string>): Record<string, unknown>;
}

/** A field of the form. */
const field = (name: string, label: string, placeholder = label): KindField => ({ name, label, placeholder });
/** A field that may be left empty: then it is not sent. */
const optional = (name: string, label: string): KindField => ({ name, label, placeholder: `${label} (optional)`, optional: true });

/** The filled-in values, without the empty ones; `numbers` are sent as numbers. */
function filled(values: Record<string, string>, numbers: string[] = []): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value.trim() === '') continue;
    body[name] = numbers.includes(name) ? Number(value) : value;
  }
  return body;
}

/** A kind whose body is its `kind` and its filled-in fields. */
const simple = (id: string, label: string, fields: KindField[], numbers: string[] = []): MessageKind => ({
  id,
  label,
  fields,
  body: (values) => ({ kind: id, ...filled(values, numbers) }),
});

const TO = field('to', 'Message id', 'The id of an earlier message in this chat');
/** A file of the caller's; left empty, the mock's small built-in file of the kind is sent. */
const file = (accept: string): KindField => ({ name: 'media', label: 'File', placeholder: 'File (optional)', optional: true, accept });

export const KINDS: MessageKind[] = [
  {
    id: 'text',
    label: 'Text',
    fields: [{ name: 'text', label: 'Message', placeholder: 'Type a message as the contact' }],
    body: (values) => ({ text: values['text'] ?? '' }),
  },
  simple('link', 'Link', [field('url', 'URL', 'https://example.com/page'), optional('text', 'Text containing the URL')]),
  // Media kinds without a file of the caller's get the mock's small built-in file of the kind.
  simple('image', 'Image', [file('image/png,image/jpeg,image/gif,image/webp'), optional('caption', 'Caption')]),
  simple('audio', 'Voice note', [file('audio/*')]),
  simple('video', 'Video', [file('video/*'), optional('caption', 'Caption')]),
  simple('document', 'Document', [file('*/*'), optional('fileName', 'File name')]),
  simple('sticker', 'Sticker', [file('image/webp')]),
  simple(
    'location',
    'Location',
    [field('latitude', 'Latitude', '-23.55'), field('longitude', 'Longitude', '-46.63'), optional('name', 'Name')],
    ['latitude', 'longitude'],
  ),
  simple('contact', 'Contact', [field('name', 'Name', 'Contact name'), field('number', 'Number', '5511999990000')]),
  simple('reply', 'Reply', [TO, field('text', 'Message', 'The reply')]),
  simple('reaction', 'Reaction', [TO, field('emoji', 'Emoji', 'An emoji')]),
  simple('button-reply', 'Button reply', [
    field('buttonId', 'Button id', 'The button id'),
    field('text', 'Button text', 'The button text'),
  ]),
  simple('list-reply', 'List reply', [field('rowId', 'Row id', 'The row id'), field('title', 'Row title', 'The row title')]),
  simple('edit', 'Edit', [TO, field('text', 'New text', 'The new text')]),
  simple('delete', 'Delete', [TO]),
];
