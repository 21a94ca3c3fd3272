/** Accounts: users and their roles, sessions, passwords and reset links. */
export { findActiveUserIdsWithRole, findUserById, findUserRoles, type UserRow } from './accounts.queries';
export { accountRoutes } from './accounts.routes';
export {
  changeEmailNotifications,
  findEmailNotificationRecipients,
  readEmailNotifications,
} from './notification-preference.service';
export { issuePasswordLink } from './password.service';
export { openSession } from './session.service';
export { type LiveSessionRow, liveSessionStatement, type SessionUser, toSessionUser } from './session-actor';
export { createUser, type NewUser, setUserActive, setUserMobile } from './user.service';
export {
  createUsersInBulk,
  findUsersByEmails,
  type NewUserBasics,
  renameUsers,
  type UserByEmail,
} from './user-bulk.service';
