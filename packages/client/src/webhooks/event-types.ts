// The webhook payload types of any description (the contract's, each profile's), from three of its
// schemas: `Payload`, the union of the envelope's deliveries discriminated by `event` (its
// `WebhookPayload`); `Names`, the envelope's event names (`WebhookDelivery['event']`); and
// `Standalone`, the events sent outside the envelope, each with its own schema (`{ error: ErrorEvent }`).
// The union is re-cut into one member per event name, so that a receiver's `switch (payload.event)`
// narrows `data` for every event, also those that share a generic payload (`GenericEvent`, whose
// `event` is a union of names).

/** The member of the union `P` whose `event` admits `E`. */
type PayloadOf<P, E> = P extends { event: infer N } ? (E extends N ? P : never) : never;

/** Every event name with the type of its delivery: `event` exactly that name, `data` that event's content. */
export type EventsOf<Payload, Names extends string, Standalone> = {
  [E in Names | (keyof Standalone & string)]: E extends keyof Standalone
    ? Standalone[E]
    : Omit<PayloadOf<Payload, E>, 'event'> & { event: E };
};

/** The `data` of event `E` of `Events` (an EventsOf). */
export type DataOf<Events, E extends keyof Events> = Events[E] extends { data: infer D } ? D : never;
