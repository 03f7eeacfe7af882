import {
  bindStartAnswerSchema,
  checkMobileAnswerSchema,
  PhonePath,
  ProfilePath,
  userInfoSchema,
} from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { storeMe } from '../profile/queries';

export type BindingKind = 'email' | 'phone';

export const settingsKeys = {
  all: ['settings'] as const,
  /** Whether the bound number has a phone password (the own info's hasPassword counts either password). */
  phonePassword: (phone: string) => [...settingsKeys.all, 'phonePassword', phone] as const,
};

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
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}

export function usePhoneHasPassword(phone: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: settingsKeys.phonePassword(phone ?? ''),
    queryFn: ({ signal }) =>
      api.get(PhonePath.checkMobile, { params: { phone }, schema: checkMobileAnswerSchema, signal }),
    enabled: phone !== null,
    select: (answer) => answer.hasPassword,
  });
}
