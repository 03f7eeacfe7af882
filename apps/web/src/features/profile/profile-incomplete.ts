import { AccountCode } from '@mingle/protocol';
import { usePopupStore } from '../../app/popup-store';
import { ApiError } from '../../lib/api-client';

/**
 * An answer 'Please complete your profile first.' (11312) from any call means the supplementary registration was
 * left unfinished (a closed tab after sign-up, say): the pop-up that asks for it opens, wherever the call was.
 */
export function openComplementIfIncomplete(error: unknown): void {
  if (error instanceof ApiError && error.code === AccountCode.PROFILE_INCOMPLETE) {
    usePopupStore.getState().open('complementInfo', {});
  }
}
