/** Every module's error texts, a chunk of their own that the signed-in shell loads beside itself. */
export { CODE_MESSAGES } from '@atrium/contracts';
