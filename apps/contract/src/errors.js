// Errors that end a run with a one-paragraph message instead of a stack trace. Both exit with 2:
// the gateway was not (fully) checked, as opposed to 1, "checked and it broke the contract".

/** Wrong or missing flags, environment or files given by the user. */
export class UsageError extends Error {
  constructor(message) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The run could not check the gateway: unreachable, hooks not loaded, nothing checked... */
export class ContractRunError extends Error {
  constructor(message, { details } = {}) {
    super(message);
    this.name = 'ContractRunError';
    this.details = details;
  }
}

export const EXIT = { ok: 0, failed: 1, unusable: 2 };
