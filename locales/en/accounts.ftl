## Validation (the specification's messages, word for word)

validation-invalid = Invalid information
validation-first-name-required = First name is required
validation-first-name-too-long = First name must be at most 50 characters
validation-last-name-required = Last name is required
validation-last-name-too-long = Last name must be at most 50 characters
validation-email-invalid = Invalid email address
validation-email-too-long = Email must be at most 255 characters
validation-password-required = Password is required
validation-password-too-short = Password must be at least 6 characters
validation-password-too-long = Password must be at most 72 characters
validation-phone-too-long = Phone number must be at most 20 characters
validation-passwords-mismatch = Passwords do not match
validation-current-password-required = Enter your current password

## Accounts: API messages

auth-email-taken = This email is already registered
auth-email-taken-hint = Log in with your email and password instead.
auth-sign-up-failed = Could not create account
auth-invalid-credentials = Incorrect email or password
auth-sign-in-failed = Could not log in
auth-rate-limited = { $minutes ->
    [one] Too many login attempts. Please wait { $minutes } minute and try again.
   *[other] Too many login attempts. Please wait { $minutes } minutes and try again.
}
auth-required = You need to be logged in.
auth-forbidden = You do not have access to this.
auth-cross-site = The request was rejected because it did not come from our website.
auth-wrong-current-password = Incorrect password
auth-wrong-current-password-hint = Check your password and try again
api-unavailable = The service is temporarily unavailable. Please try again shortly.
api-internal-error = Something went wrong. Please try again shortly.
api-bad-request = The request could not be read.
api-too-large = The request is too large (at most { $limit }).

## Sign-in and sign-up page

auth-heading = Your account
auth-intro = Log in to see your orders and save your details – or create an account in moments.
auth-tab-sign-in = Log in
auth-tab-sign-up = Create account
auth-email = Email
auth-email-placeholder = name@example.com
auth-password = Password
auth-first-name = First name
auth-last-name = Last name
auth-password-hint = At least 6 characters
auth-strength-label = Password strength: { $strength }
auth-strength-weak = Weak
auth-strength-medium = Medium
auth-strength-strong = Strong
auth-sign-in-button = Log in
auth-sign-up-button = Create account
auth-signing-in = Logging in...
auth-signing-up = Creating account...
auth-welcome-new = Welcome to { $product }!
auth-welcome-new-text = Your account has been created.
auth-welcome-back = Welcome back!
auth-welcome-back-text = You are now logged in.

## Profile page

profile-heading = My account
profile-greeting = Hello { $name }
profile-tab-profile = Profile
profile-tab-orders = Orders
profile-personal-info = Personal details
profile-email = Email
profile-email-locked = Your email cannot be changed.
profile-first-name = First name
profile-last-name = Last name
profile-phone = Phone (optional)
profile-phone-placeholder = 12 34 56 78
profile-save = Save changes
profile-saving = Saving...
profile-saved = Profile updated
profile-saved-text = Your details have been saved.
profile-fetch-failed = Could not load profile
profile-orders-failed = Could not load orders
profile-no-user = No user found
profile-update-failed = Could not update profile
profile-change-password = Change password
profile-current-password = Current password
profile-new-password = New password
profile-confirm-password = Repeat new password
profile-change-password-button = Change password
profile-changing-password = Changing password...
profile-password-changed = Password changed
profile-password-changed-text = Your new password is now active
profile-password-change-failed = Could not change password
profile-account-actions = Account
profile-logout = Log out
profile-logged-out = You have been logged out
profile-logged-out-text = Thank you for visiting – see you again soon.
profile-session-ended = You have been logged out
profile-session-ended-text = Please log in again to continue.

orders-heading = Your orders
orders-empty = You have no orders yet.
orders-start-shopping = Start shopping
orders-number = Order { $number }
orders-date = Ordered { $date }
orders-open = View order { $number }
orders-total = Total
orders-products = Products
orders-quantity = Qty: { $quantity }
order-status-completed = Completed
order-status-pending = Pending

## Admin guard

admin-checking = Checking access...
admin-access-denied = Access Denied
admin-access-denied-text = You need administrator privileges to access this page.
admin-return-home = Return to homepage

api-busy = We are busy right now. Please try again in a moment.
auth-sign-up-limited = { $minutes ->
    [one] Too many accounts were created from here. Try again in 1 minute.
   *[other] Too many accounts were created from here. Try again in { $minutes } minutes.
}
checkout-rate-limited = { $minutes ->
    [one] You started many checkouts in a short time. Try again in 1 minute.
   *[other] You started many checkouts in a short time. Try again in { $minutes } minutes.
}
validation-password-common = This password is too easy to guess – choose another one

auth-mfa-required = Admin pages require signing in with your one-time code. Sign out and in again.
auth-mfa-enrol-required = Admin pages require two-factor authentication. Turn it on in your profile.
mfa-challenge-expired = The sign-in attempt has expired. Please sign in again.
mfa-code-invalid = The code is wrong or has expired
mfa-already-enrolled = Two-factor authentication is already on.

auth-sign-in-link-sent = There have been too many attempts to sign in to this account with a wrong password. For your security the password alone does not work right now: if an account with that email exists, we have sent a link that signs you in. You can also choose a new password.
auth-password-change-capped = The password cannot be changed right now
auth-password-change-capped-hint = Too many wrong passwords have been tried on this account. Sign in with the link we sent, or choose a new password via "Forgot password".
