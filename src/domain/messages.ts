/** The spec's words, in one place, shared by the server's errors and the SPA's toasts. */
export const MSG = {
  signInSuccess: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  signUpSuccess: { title: 'Account created!', description: 'Please check your email to verify your account.' },
  signUpPreconfigure: "We'll pre-configure your AI settings using your company website.",
  accountLocked: (time: string) => `Account locked until ${time}`,
  accountCreationLocked: (time: string) => `Account creation locked until ${time}`,
  tooManyAttempts: (seconds: number) => `Too many attempts. Please wait ${seconds} seconds.`,
  emailExists: 'An account with this email already exists.',
  emailExistsSignIn: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotVerifiedLinkSent:
    'Email not verified. We have sent you a new verification link: open it to finish signing in.',
  verificationResent:
    'If this e-mail belongs to an account waiting for verification, a new verification link is on its way.',
  lockedSignInLinkHint:
    'Is this your account? We can e-mail you a one-time sign-in link that works even while it is locked.',
  signInLinkButton: 'E-mail me a sign-in link',
  signInLinkSent: 'If this e-mail belongs to an account, a one-time sign-in link is on its way. It works once.',
  signInLinkInvalid: 'This sign-in link has expired or was already used. Ask for a new one.',
  mailNotConfigured: 'E-mail is not configured on this server: the link is in the server log',
  googleFailed: 'Failed to sign in with Google. Please try again.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  emailAvailable: 'Email is available',
  workEmailRequired: 'Please use your work email address. Free email providers are not accepted.',
  invalidEmail: 'Please enter a valid email address.',
  weakPassword: 'Password does not meet the requirements.',
  passwordsDontMatch: 'Passwords do not match.',

  noCompanyContext: 'No company context available. Please select a company first.',
  permissionDenied: (roles: string[]) =>
    `You don't have permission to access this feature. Required roles: ${roles.join(', ')}`,
  enterCompanyName: 'Please enter a company name',
  slugTaken: 'This company URL is already taken. Please choose another.',
  invalidSlug: 'The company URL may contain only lowercase letters, digits and hyphens.',
  selectCompanyFailed: 'Failed to select company. Please try again.',
  createCompanyFailed: 'Failed to create company. Please try again.',

  subscriptionCheckFailed: { title: 'Error', description: 'Failed to check subscription status. Please try again.' },

  deleteUnidentified: 'Unable to identify your account for deletion',
  deleteConfirmRequired: {
    title: 'Confirmation Required',
    description: "Please type 'DELETE MY ACCOUNT' exactly as shown to confirm",
  },
  deleteFailed: {
    title: 'Deletion Failed',
    description: 'There was an error deleting your account. Please contact support.',
  },
  deleteSuccess: {
    title: 'Account Deleted',
    description: 'Your account and all its data have been permanently deleted.',
  },

  unauthorized: 'Authentication required',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  invalidInput: 'Invalid input',
} as const;

export const DELETE_ACCOUNT_PHRASE = 'DELETE MY ACCOUNT';
export const SUBSCRIPTION_RECHECK_MS = 5 * 60 * 1000;
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 60;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** The error code a refused free-provider sign-up carries (Google sends it back as ?error=). */
export const WORK_EMAIL_REQUIRED = 'WORK_EMAIL_REQUIRED';
