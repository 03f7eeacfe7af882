import { profileApi } from '@mingle/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { storeMe } from '../profile/queries';

export type BindingKind = 'email' | 'phone';

/** Sends a code to the new address or number. */
export function useBindStart(kind: BindingKind) {
  const { api } = useServices();
  return useMutation({
    mutationFn: (value: string) =>
      kind === 'email'
        ? api.call(profileApi.bindEmailStart, { email: value })
        : api.call(profileApi.bindPhoneStart, { phone: value }),
  });
}

/** Binds the new address or number with its code; the answer is the own info, now with it verified. */
export function useBindConfirm(kind: BindingKind) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ value, code }: { value: string; code: string }) =>
      kind === 'email'
        ? api.call(profileApi.bindEmailConfirm, { email: value, code })
        : api.call(profileApi.bindPhoneConfirm, { phone: value, code }),
    onSuccess: (user) => {
      storeMe(queryClient, user);
    },
  });
}
