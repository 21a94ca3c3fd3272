import { TOKEN_REFUSED_MODULES, tokenActionOf } from '@atrium/contracts';
import type { TokenUse } from '../auth/actor';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module that declared the route (set as modules are composed): what an access token's scopes name. */
    module?: string;
  }
}

/**
 * Whether an access token may make this request: its route's module and the method's action (`read` for GET and
 * HEAD, `write` for the rest) must be one of its scopes; a route of no module, of accounts (sign-in, passwords,
 * sessions, the salary key) or of access tokens themselves is refused to every token. Default deny: the route's
 * own permission check still runs after it, so a token never does more than its owner.
 */
export function assertTokenScope(token: TokenUse, module: string | undefined, method: string): void {
  const refused = !module || (TOKEN_REFUSED_MODULES as readonly string[]).includes(module);
  if (refused || !token.scopes.includes(`${module}:${tokenActionOf(method)}`)) {
    throw new AppError('token_scope_denied');
  }
}

/** The answer to a token past its rate: how many seconds until its window starts again. */
export class TokenRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('token_rate_limited');
  }
}

/** Where every server process adds the uses of tokens it admitted, so that together they keep to one limit. */
export interface SharedTokenUses {
  /**
   * Adds the uses counted here since the last call to the organisation's counts of the minute ending at
   * `windowEndsAt`; the counts of every process, by token.
   */
  add(
    organizationId: number,
    windowEndsAt: Date,
    uses: ReadonlyMap<number, number>,
  ): Promise<ReadonlyMap<number, number>>;
}

const MINUTE_MS = 60_000;
/** How often a process adds its tokens' uses to the shared counts: a token may pass its limit by that much. */
const SHARE_EVERY_MS = 1_000;

interface TokenWindow {
  organizationId: number;
  /** The minute counted (its start, in ms), the same for every process. */
  minute: number;
  /** The uses every process had counted at the last sharing, this one's included. */
  shared: number;
  /** This process's uses since. */
  pending: number;
}

/**
 * Requests per token per clock minute. Counting is in memory, on the path every request takes; with `shared`,
 * each process adds its counts to the database once a second and learns the others', so N processes keep to
 * one limit (give or take a second of requests) instead of N times it.
 */
export class TokenRateLimiter {
  private readonly windows = new Map<number, TokenWindow>();
  private readonly timer: NodeJS.Timeout | null;
  private sharing: Promise<void> = Promise.resolve();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly shared?: SharedTokenUses,
  ) {
    this.timer = shared ? setInterval(() => this.share(), SHARE_EVERY_MS).unref() : null;
  }

  /** Counts a request of the token, or throws `token_rate_limited` when it is past the limit. */
  admit(tokenId: number, organizationId = 0): void {
    const now = this.now();
    const minute = now - (now % MINUTE_MS);
    let window = this.windows.get(tokenId);
    if (!window || window.minute !== minute) {
      if (this.windows.size > 10_000) this.forgetEnded(minute);
      window = { organizationId, minute, shared: 0, pending: 0 };
      this.windows.set(tokenId, window);
    }
    window.pending += 1;
    if (window.shared + window.pending > this.perMinute) {
      window.pending -= 1;
      throw new TokenRateLimited(Math.max(1, Math.ceil((minute + MINUTE_MS - now) / 1000)));
    }
  }

  /** Adds this process's counts to the shared ones and takes back every process's (one call at a time). */
  share(): Promise<void> {
    this.sharing = this.sharing.then(() => this.shareNow()).catch(() => undefined);
    return this.sharing;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async shareNow() {
    if (!this.shared) return;
    const minute = this.now() - (this.now() % MINUTE_MS);
    const byOrganization = new Map<number, Map<number, number>>();
    // Tokens used here this minute, with nothing new to add, still learn what the other processes counted.
    for (const [tokenId, window] of this.windows) {
      if (window.minute !== minute) continue;
      const uses = byOrganization.get(window.organizationId) ?? new Map<number, number>();
      uses.set(tokenId, window.pending);
      byOrganization.set(window.organizationId, uses);
    }
    for (const [organizationId, uses] of byOrganization) {
      const totals = await this.shared.add(organizationId, new Date(minute + MINUTE_MS), uses);
      for (const [tokenId, sent] of uses) {
        const window = this.windows.get(tokenId);
        if (!window || window.minute !== minute) continue;
        window.pending -= sent;
        window.shared = totals.get(tokenId) ?? window.shared + sent;
      }
    }
  }

  private forgetEnded(minute: number) {
    for (const [id, window] of this.windows) if (window.minute !== minute) this.windows.delete(id);
  }
}
