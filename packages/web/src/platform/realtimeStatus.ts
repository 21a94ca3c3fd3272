import { createContext, useContext } from 'react';

/** Whether the personal socket is open; outside the signed-in shell it never is, so screens keep polling. */
export const RealtimeStatusContext = createContext(false);

/** True while the personal socket delivers messages, so lists may poll less (spec 7 "Real-time"). */
export function useIsRealtimeConnected(): boolean {
  return useContext(RealtimeStatusContext);
}
