import type { MessageKey, MessageParams } from '@tradepact/shared';

/** A scan the product will not read, with the message that tells the contractor why. */
export class ScanRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(key);
    this.name = 'ScanRefusal';
  }
}
