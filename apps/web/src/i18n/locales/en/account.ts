/** English texts of the 'account' namespace: exactly the spec's words where the spec has them. */
export default {
  fields: {
    name: 'Name',
    namePlaceholder: 'Your full name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    addressPlaceholder: 'House, road, area, Dhaka',
    password: 'Password',
    code: 'Code',
  },
  loginForm: {
    passwordPlaceholder: 'Your password',
    codeHint: 'The 6-digit code we sent by SMS and e-mail to the admin’s own phone and address',
    newCode: 'Send me a new code',
    submit: 'Login',
    submitting: 'Logging in…',
    newHere: 'New to Bond Bike Rental? <1>Register here</1>',
  },
  registerForm: {
    passwordPlaceholder: 'At least 8 characters',
    submit: 'Register',
    submitting: 'Creating your account…',
    haveAccount: 'Already have an account? <1>Login here</1>',
  },
  verifyEmail: {
    checking: 'Checking your link…',
    verified: 'Your e-mail address {{email}} is verified. Your receipts and messages will come to it.',
    expired: 'This link has expired.',
    invalid: 'This link is not valid: it was changed, or it is for an address your account no longer has.',
    askAgain: 'Log in and send yourself a new link from View Profile.',
    toProfile: 'Go to View Profile',
  },
  logOutEverywhere: {
    heading: 'Sessions',
    text: 'Lost a phone, or logged in on a shared computer? End every session of your account, here and on every other device.',
    button: 'Log out on every device',
  },
} as const;
