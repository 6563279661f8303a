/** Texts of staff accounts (issue 17), shown by the panel as they are. */
export const STAFF_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTaken: 'Another staff member already has this username',
  displayNameRequired: 'Display name is required',
  roleInvalid: 'Role must be admin or moderator',
  passwordRequired: 'A password is required for a new staff member',
  passwordTooShort: 'Password must be at least {min} characters',
  notFound: 'Staff member not found',
  lastAdmin: 'This is the last admin: make someone else an admin first',
  deleteSelf: 'You cannot delete your own account: ask another admin',
  deleted: 'Staff member deleted',
} as const;
