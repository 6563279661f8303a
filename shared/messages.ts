/** Visible texts of the specification (sections 2, 5 and 8), verbatim. */

export const MESSAGES = {
  loading: 'Loading...',
  login: {
    signIn: 'Sign In',
    signingIn: 'Signing in...',
    failed: 'Login failed. Please try again.',
    invalidCredentials: 'Invalid username or password',
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    sessionEnded: 'Your session has ended. Please sign in again.',
  },
  auth: {
    required: 'Authentication required',
    invalidToken: 'Your session has expired or is invalid. Please sign in again.',
  },
  errors: {
    validation: 'Validation failed',
    notFound: 'Not found',
    forbidden: 'You do not have access to this',
    routeNotFound: 'The requested API route does not exist',
    conflict: 'Conflict',
    tooLarge: 'The request is too large',
    unsupportedMediaType: 'Unsupported media type',
    tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
    internal: 'Something went wrong on our side. Please try again.',
    required: 'This field is required',
  },
  registration: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    phoneRequired: 'Phone is required',
    locationRequired: 'Location is required',
    passwordRequired: 'Password is required',
    failed: 'Registration failed. Please try again.',
    guestRequired: 'Name and email are required for guest access',
    guestFailed: 'Failed to set guest mode',
  },
  quickChat: {
    invalidIdentity: 'Please enter a valid name and email (e.g. John Doe <{email}>)',
    format: 'Format: Name <{email}>',
    bothRequired: 'Both name and email are required',
    sendFailed: 'Failed to send message',
    identityPrompt: 'Please enter your name and email to start chat.',
    empty: 'No messages yet. Start a chat below.',
  },
  streams: {
    loading: 'Loading livestreams...',
    empty: 'No livestreams available at this time',
    loadFailed: 'Unable to load livestreams.',
    shareCopied: 'Platform stream link copied to clipboard!',
  },
  events: {
    loading: 'Loading events...',
    loadFailed: 'Failed to fetch events',
    addFailed: 'Failed to add event',
    updateFailed: 'Failed to update event',
    deleteFailed: 'Failed to delete event',
    confirmDelete: 'Are you sure you want to delete this event?',
  },
  comments: {
    submitFailed: 'Failed to submit comment',
    missingStream: 'Cannot submit comment: missing stream or stream ID',
  },
  chat: {
    sendFailed: 'Failed to send chat message',
    missingStream: 'Cannot send chat: missing stream or stream ID',
  },
  reactions: {
    failed: 'Failed to send reaction.',
    needStreamAndUser: 'Please select a stream and make sure you are logged in.',
  },
  testimony: {
    success: 'Your testimony has been submitted successfully! Thank you for sharing.',
    failed: 'There was an error submitting your testimony. Please try again.',
  },
  contact: {
    success: "Your message has been sent successfully! We'll get back to you soon.",
    failed: 'There was an error sending your message. Please try again.',
  },
  uploads: {
    imageFailed: 'Image upload failed',
    videoFailed: 'Video upload failed',
    videoTooLong: 'Video must be 10 minutes or less',
    videoNote: 'Note: Only videos 10 minutes or less are allowed',
  },
  adminChat: {
    listFailed: 'Failed to fetch chat list',
    sendFailed: 'Failed to send message',
    empty: 'No chats yet.',
    noMessages: 'No messages yet.',
    selectChat: 'Select a chat to view messages',
    replyPlaceholder: 'Type your message as admin...',
  },
  adminDashboard: {
    loading: 'Loading dashboard...',
    loadFailed: 'Failed to fetch dashboard',
  },
  adminStreams: {
    loading: 'Loading streams...',
    empty: 'No streams found',
    loadFailed: 'Failed to fetch streams',
    toggleFailed: 'Failed to toggle stream status',
    deleteFailed: 'Failed to delete stream',
    updateFailed: 'Failed to update stream',
    addFailed: 'Failed to add stream',
    deleteConfirm: 'Are you sure you want to delete this stream?',
    live: 'Live',
    offline: 'Offline',
  },
  adminUsers: {
    loading: 'Loading users...',
    empty: 'No users found',
    loadFailed: 'Failed to fetch users',
    blockFailed: 'Failed to block user',
    deleteFailed: 'Failed to delete user',
    deleteConfirm: 'Are you sure you want to delete this user?',
  },
  adminAnalytics: {
    loading: 'Loading analytics...',
    loadFailed: 'Failed to fetch analytics',
  },
} as const;

/** Replaces `{name}` placeholders, e.g. the example address in quick chat texts. */
export function formatMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
