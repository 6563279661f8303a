/** Texts of staff accounts, shown by the panel as they are. */
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
  emailRequired: 'An email address is required to invite someone',
  emailTaken: 'Another staff member already signs in with this email address',
  invited: 'Invite sent',
  notInvited: 'This person has already chosen their password',
  inviteResendLimit: 'Three invites were sent to this person in the last hour: try again later',
  resetSent:
    'If a staff account uses that address, we have emailed it a link to choose a new password. The link works for an hour.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  passwordSet: 'Your password is set. Sign in with it.',
} as const;
