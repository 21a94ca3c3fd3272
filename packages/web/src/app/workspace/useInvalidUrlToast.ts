import { PLATFORM_ERROR_CODES } from '@atrium/contracts';
import { useCallback } from 'react';
import { messageForCode } from '../../platform/errorMessages';
import { useNotify } from '../../ui/useNotify';

/** The 'invalid_url' error toast (spec 5): a link's JSON could not be read. */
export function useInvalidUrlToast(): () => void {
  const notify = useNotify();
  return useCallback(
    () => notify('error', messageForCode({ code: PLATFORM_ERROR_CODES.INVALID_URL })),
    [notify],
  );
}
