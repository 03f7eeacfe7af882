import { useEffect } from 'react';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** Connects the realtime client while logged in and drops it on logout (spec: connect after login). */
export function useRealtimeConnection(): boolean {
  const { realtime } = useServices();
  const loggedIn = useSessionStore(isLoggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    realtime.connect();
    return () => realtime.disconnect();
  }, [loggedIn, realtime]);
  return loggedIn;
}
