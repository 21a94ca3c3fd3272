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

/**
 * Requests per token per minute, counted in this process's memory (one fixed window a token): a counter in the
 * database would cost every token request a write, on the path every request takes. Several processes each allow
 * the limit, so the limit bounds a token's load per process.
 */
export class TokenRateLimiter {
  private readonly windows = new Map<number, { startsAt: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request of the token, or throws `token_rate_limited` when it is past the limit. */
  admit(tokenId: number): void {
    const now = this.now();
    let window = this.windows.get(tokenId);
    if (!window || now - window.startsAt >= 60_000) {
      if (this.windows.size > 10_000) this.forgetEnded(now);
      window = { startsAt: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    window.count += 1;
    if (window.count > this.perMinute) {
      throw new TokenRateLimited(Math.max(1, Math.ceil((window.startsAt + 60_000 - now) / 1000)));
    }
  }

  private forgetEnded(now: number) {
    for (const [id, window] of this.windows) if (now - window.startsAt >= 60_000) this.windows.delete(id);
  }
}
