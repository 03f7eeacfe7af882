import { callsApi } from '@mingle/protocol';
import type { StoreApi } from 'zustand';
import type { ApiClient } from '../../lib/api-client';
import type { CallStoreState } from './call-store';

/** The receipt normally arrives with the end ('call:receipt'); after this long it is read instead. */
export const RECEIPT_WAIT_MS = 4_000;

/**
 * Every call ends with a receipt (duration, minutes billed, coins). It comes as an event; when that is lost
 * (the socket was down as the call ended) the summary reads it, and says so when it cannot be had.
 */
export class ReceiptWait {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly store: StoreApi<CallStoreState>,
  ) {}

  /** The summary of this room is on screen without its receipt. */
  wait(roomNum: string): void {
    this.cancel();
    this.timer = setTimeout(() => void this.read(roomNum), RECEIPT_WAIT_MS);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async read(roomNum: string): Promise<void> {
    if (this.store.getState().receipt) return;
    try {
      this.store.getState().setReceipt(await this.api.call(callsApi.receipt, { roomNum }));
    } catch {
      this.store.getState().markReceiptMissing(roomNum);
    }
  }
}
