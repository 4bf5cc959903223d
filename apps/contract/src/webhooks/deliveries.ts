// The deliveries a receiver check sends, in order: every example of every event of the contract
// (events.ts), to the receiver's own URL (`plain`) or to `<url>/<event-in-kebab-case>` (2.1.1's
// webhookByEvents). What run.ts sends and report.ts prints; neither imports the other.
import type { Description } from '../description/contract.js';
import { webhookExamples } from './events.js';
import type { WebhookOptions } from './options.js';

export interface Delivery {
  event: string;
  example: string;
  style: 'plain' | 'by-events';
  /** Absolute URL. */
  url: string;
  /** The URL's path, as the report shows it. */
  path: string;
  body: string;
}

/** Every delivery of a run, in document order (with `both`, each event plain then by events). */
export function plannedDeliveries(contract: Description, options: Pick<WebhookOptions, 'receiver' | 'style'>): Delivery[] {
  const styles: Delivery['style'][] = options.style === 'both' ? ['plain', 'by-events'] : [options.style];
  return webhookExamples(contract.document).flatMap((example) =>
    styles.map((style): Delivery => {
      const url = style === 'plain' ? options.receiver : `${options.receiver}/${example.byEventsPath}`;
      return {
        event: example.event,
        example: example.example,
        style,
        url,
        path: new URL(url).pathname,
        body: JSON.stringify(example.payload),
      };
    }),
  );
}
