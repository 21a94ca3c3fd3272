import { AUTH_MESSAGES } from './auth-messages';
import { PLATFORM_ERRORS } from './platform-errors';

export type CodeMessageMap = Readonly<Record<string, string>>;

/** A module's own texts: `codes` override a code for the whole module, `fields` for one field of it. */
export interface ModuleMessages {
  readonly codes?: CodeMessageMap;
  readonly fields?: Readonly<Record<string, CodeMessageMap>>;
}

export const MODULE_MESSAGES: Readonly<Record<string, ModuleMessages>> = {
  account: {
    fields: {
      email: { invalid: PLATFORM_ERRORS.invalid_email.message },
      confirmPassword: { invalid: PLATFORM_ERRORS.invalid_confirmPassword.message },
    },
  },
  'auth-providers': {
    codes: {
      authentication_failed:
        'We could not sign you in with Google. Ask your admin whether your account uses this Google email.',
    },
  },
  'reset-link': {
    codes: { invalid: AUTH_MESSAGES.resetLinkInvalid },
  },
};
