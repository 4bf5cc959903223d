// How a run ends when it could not check the gateway. Usage mistakes are the shared UsageError
// (@msg-gateway/openapi/usage-error); both exit 2, as opposed to 1, "checked and it broke the contract".

/** The run could not check the gateway (fully): unreachable, hooks not loaded, deadline, nothing checked... */
export class ContractRunError extends Error {
  override readonly name = 'ContractRunError';
  /** Extra lines printed after the message (e.g. what Dredd said). */
  readonly details: string | undefined;
  /** The run already wrote its report (table and JUnit file) before it stopped. */
  readonly reported: boolean;

  constructor(message: string, options: { details?: string; reported?: boolean } = {}) {
    super(message);
    this.details = options.details;
    this.reported = options.reported === true;
  }
}

export const EXIT = { ok: 0, failed: 1, unusable: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
