// Lists searched on the device: going offline with the server's answer on screen, the device
// answers instead, so the screen says it is offline and what the device holds. (A list mounted or
// searched offline asks the device by itself: see freshWhereAnswered in staleness.ts.)
import { useEffect } from 'react';
import { useOnline } from './online.ts';

type ListQuery = { data?: { pages: { offline: boolean }[] }; refetch: () => Promise<unknown> };

export function useDeviceAnswerOffline({ data, refetch }: ListQuery): void {
  const online = useOnline();
  const fromDevice = Boolean(data?.pages[0]?.offline);
  const shown = data !== undefined;
  useEffect(() => {
    if (!online && shown && !fromDevice) void refetch();
  }, [online, shown, fromDevice, refetch]);
}
