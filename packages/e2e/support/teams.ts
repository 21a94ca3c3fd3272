/**
 * The stand-in for Microsoft in the Teams journey (packages/server/src/test/teams-fake.ts): the journey starts it
 * two ports above the app, where the app's TEAMS_* variables point, so runs on different ports do not meet.
 */
export const teamsFakePort = (appPort: number) => appPort + 2;

/** The app's TEAMS_* variables for a run on `appPort`. */
export const teamsFakeEnv = (appPort: number) => ({
  TEAMS_LOGIN_URL: `http://127.0.0.1:${teamsFakePort(appPort)}/login`,
  TEAMS_BOT_OPENID_METADATA: `http://127.0.0.1:${teamsFakePort(appPort)}/botframework/openid`,
});

/** The bot the journey's organisation registers; the fake accepts only it. */
export const TEAMS_BOT = {
  tenantId: '8a3c6b1e-2f4d-4e5a-9b7c-1d2e3f4a5b6c',
  appId: '0f1e2d3c-4b5a-4968-8776-655443322110',
  clientSecret: 'journey~bot.secret-0123456789',
};
