import { bindStartAnswerSchema, ProfilePath, userInfoSchema } from '@mingle/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { storeMe } from '../profile/queries';

export type BindingKind = 'email' | 'phone';

const START = { email: ProfilePath.bindEmailStart, phone: ProfilePath.bindPhoneStart } as const;
const CONFIRM = { email: ProfilePath.bindEmailConfirm, phone: ProfilePath.bindPhoneConfirm } as const;

/** Sends a code to the new address or number. */
export function useBindStart(kind: BindingKind) {
  const { api } = useServices();
  return useMutation({
    mutationFn: (value: string) =>
      api.post(START[kind], { body: { [kind]: value }, schema: bindStartAnswerSchema }),
  });
}

/** Binds the new address or number with its code; the answer is the own info, now with it verified. */
export function useBindConfirm(kind: BindingKind) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ value, code }: { value: string; code: string }) =>
      api.post(CONFIRM[kind], { body: { [kind]: value, code }, schema: userInfoSchema }),
    onSuccess: (user) => {
      storeMe(queryClient, user);
    },
  });
}
