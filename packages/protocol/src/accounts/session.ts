import { defineEndpoint, noData } from '../endpoint';

export const sessionApi = {
  /** PUT, as the spec's client sends it. */
  logout: defineEndpoint({
    method: 'PUT',
    path: '/facade/api/user/logout',
    data: noData,
    summary: 'End the session and close its realtime sockets; the token stops working at once',
  }),
} as const;
