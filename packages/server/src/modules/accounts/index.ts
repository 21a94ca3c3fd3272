/** Accounts: users and their roles, sessions, access tokens, passwords and reset links. */
import { defineModule } from '../../platform/module-kit';
import { accountRoutes } from './accounts.routes';
import * as tables from './accounts.tables';

export { insertAccessToken, markAccessTokenRevoked, type NewAccessTokenRow } from './access-token-store';
export {
  canSignIn,
  findActiveUserIdsWithRole,
  findUserByEmail,
  findUserById,
  findUserRoles,
  isActivePerson,
  touchAccessToken,
  touchSession,
  type UserRow,
} from './accounts.queries';
export { accessTokens, userRoles, users } from './accounts.tables';
export { assertMemberRoom, memberRoom } from './member-limit';
export {
  changeEmailNotifications,
  findEmailNotificationRecipients,
  readEmailNotifications,
} from './notification-preference.service';
export { issuePasswordLink } from './password.service';
export { openSession } from './session.service';
export { type LiveSessionRow, liveSessionStatement, type SessionUser, toSessionUser } from './session-actor';
export { sharedTokenUses } from './token-uses';
export {
  changeUserProfile,
  createUser,
  markTourSeen,
  type NewUser,
  setUserActive,
  setUserMobile,
  type UserProfileChange,
} from './user.service';
export {
  createUsersInBulk,
  findUsersByEmails,
  type NewUserBasics,
  renameUsers,
  setTimesheetApprovers,
  type UserByEmail,
} from './user-bulk.service';
export {
  foldSearchWords,
  rankedMatchesSql,
  searchWordValues,
  userMatches,
  usersMatchingSql,
  userWordSql,
} from './user-search';

export const accountsModule = defineModule({ name: 'accounts', routes: [accountRoutes], tables });
