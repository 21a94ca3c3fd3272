import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../platform/http/app-error';

/**
 * Credential-stuffing and CPU-exhaustion control: failures are counted per account and per address;
 * past the limit every attempt is refused with 429 `rate_limited` before any hashing is done.
 * Memory-backed: one process. Behind several processes, swap in rate-limiter-flexible's PostgreSQL store.
 */
export class AttemptLimiter {
  private readonly perAccount: RateLimiterMemory;
  private readonly perAddress: RateLimiterMemory;

  constructor(limits: { accountPoints: number; addressPoints: number; durationSeconds: number }) {
    this.perAccount = new RateLimiterMemory({
      points: limits.accountPoints,
      duration: limits.durationSeconds,
    });
    this.perAddress = new RateLimiterMemory({
      points: limits.addressPoints,
      duration: limits.durationSeconds,
    });
  }

  async assertAllowed(accountKey: string, address: string): Promise<void> {
    const [account, ip] = await Promise.all([this.perAccount.get(accountKey), this.perAddress.get(address)]);
    if (isExhausted(account) || isExhausted(ip)) throw new AppError('rate_limited');
  }

  async recordFailure(accountKey: string, address: string): Promise<void> {
    await Promise.all([this.perAccount.penalty(accountKey, 1), this.perAddress.penalty(address, 1)]);
  }

  async recordSuccess(accountKey: string): Promise<void> {
    await this.perAccount.delete(accountKey);
  }
}

function isExhausted(res: RateLimiterRes | null): boolean {
  return res !== null && res.remainingPoints <= 0;
}
