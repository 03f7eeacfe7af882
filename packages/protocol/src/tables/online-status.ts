/** Online status values of spec §3. */
export const OnlineStatus = {
  OFFLINE: 0,
  BUSY: 1,
  ONLINE: 2,
  INVISIBLE: 3,
} as const;
export type OnlineStatus = (typeof OnlineStatus)[keyof typeof OnlineStatus];
export const ONLINE_STATUS_VALUES = Object.values(OnlineStatus) as OnlineStatus[];
