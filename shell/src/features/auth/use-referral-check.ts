import { useHttp } from '@casino/platform';
import { useEffect, useState } from 'react';
import { checkReferralCode } from './api/validate-ref';

export type ReferralStatus = 'idle' | 'checking' | 'valid' | 'invalid';

export const REFERRAL_CHECK_DEBOUNCE_MS = 400;

/** Checks the referral code while it is typed: debounced, and a newer code cancels the older check. */
export function useReferralCheck(code: string | undefined): ReferralStatus {
  const http = useHttp();
  const [result, setResult] = useState<{ code: string; status: ReferralStatus }>({ code: '', status: 'idle' });
  const trimmed = (code ?? '').trim();

  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkReferralCode(http, trimmed, controller.signal).then(
        (valid) => setResult({ code: trimmed, status: valid ? 'valid' : 'invalid' }),
        () => {
          // A failed check (network) says nothing about the code; the server decides on submit.
          if (!controller.signal.aborted) setResult({ code: trimmed, status: 'idle' });
        },
      );
    }, REFERRAL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, trimmed]);

  if (!trimmed) return 'idle';
  return result.code === trimmed ? result.status : 'checking';
}
