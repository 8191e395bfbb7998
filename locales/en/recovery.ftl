## Forgotten password and e-mail verification: the pages (/auth/reset, /auth/verify)
## and the profile's banner. The server's own messages are in mail.ftl.

recovery-forgot-link = Forgot password?
recovery-title = Reset password
recovery-request-heading = Forgot password?
recovery-request-intro = Enter the email you use for your account and we will send you a link where you can choose a new password.
recovery-request-button = Send link
recovery-requesting = Sending...
recovery-request-failed = Could not send the link
recovery-sent-heading = Check your inbox
recovery-send-again = Send the link to another email
recovery-back-to-sign-in = Back to log in
recovery-expired-text = The link to reset your password has expired or was already used. Enter your email below and we will send a new one.
recovery-new-heading = Choose a new password
recovery-new-intro = When you save, you are logged in here and logged out everywhere else.
recovery-new-password = New password
recovery-confirm-password = Repeat new password
recovery-save-button = Save new password
recovery-saving = Saving...
recovery-saved = Your password has been changed
recovery-saved-text = You are now logged in.
recovery-save-failed = Could not save the password

verify-title = Confirm email
verify-done-heading = Your email is confirmed
verify-done-text = Thank you! Now we know the address is yours, and orders from the web shop are linked to your account.
verify-already-heading = Your email is already confirmed
verify-already-text = There is nothing more to do – your account is in order.
verify-failed-heading = The link no longer works
verify-failed-text = The confirmation link has expired, was already used or was replaced by a newer link.
verify-failed-signed-in = We can send a new link to { $email }.
verify-failed-signed-out = Log in and you can have a new link sent from your profile.
verify-to-profile = Go to my account
verify-to-home = To the home page
verify-sign-in = Log in

verify-banner-heading = Confirm your email
verify-banner-text = We have sent a link to { $email }. Click it to confirm the address – then we can link your orders to the account.
verify-resend = Send the link again
verify-resending = Sending...
verify-resent = We have sent a new link
verify-resent-text = Check your inbox ({ $email }). The link works for 48 hours.
verify-resend-failed = Could not send the link
