// The kinds of message the composer can make arrive as the contact. Each kind names its fields and
// builds the body of the control API's incoming-message call (POST /__mock/instances/{name}/messages,
// the InboundMessage of control/openapi.yaml). Adding a kind is adding an entry here: the selector
// and its fields are drawn from this list.

export interface KindField {
  name: string;
  label: string;
  placeholder: string;
}

export interface MessageKind {
  id: string;
  label: string;
  fields: KindField[];
  /** The body besides `from` (and pushName), from the fields' values. */
  body(values: Record<string, string>): Record<string, unknown>;
}

export const KINDS: MessageKind[] = [
  {
    id: 'text',
    label: 'Text',
    fields: [{ name: 'text', label: 'Message', placeholder: 'Type a message as the contact' }],
    body: (values) => ({ text: values['text'] ?? '' }),
  },
];
