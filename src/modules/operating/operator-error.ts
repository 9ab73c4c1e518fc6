/** A backup, restore or copy that cannot go on; the message says what to do, for the operator. */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}
