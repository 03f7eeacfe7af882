import { createContext, useContext } from 'react';
import type { CallController } from './call-controller';

export const CallControllerContext = createContext<CallController | null>(null);

/** The controller of the call layer; the call screens render only inside CallHost, which provides it. */
export function useCallController(): CallController {
  const controller = useContext(CallControllerContext);
  if (!controller) throw new Error('useCallController outside <CallHost>');
  return controller;
}
