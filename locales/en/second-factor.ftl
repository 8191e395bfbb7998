## A second factor (TOTP): the profile's card, the code step when signing in (also
## after a password reset), and the admin pages that need it. The server's own
## messages (a wrong code, an expired sign-in, ...) are in accounts.ftl.

## The profile's card

second-factor-heading = Two-factor authentication
second-factor-status-on = On
second-factor-status-off = Off
second-factor-off-text = Protect your account with a one-time code from an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password. When you sign in, you then need both your password and the code from the app.
second-factor-admin-required = Admin pages require two-factor authentication. Turn it on here to use them.
second-factor-set-up = Turn on two-factor authentication
second-factor-starting = Preparing...
second-factor-start-failed = Could not start the set-up

## Setting it up

second-factor-scan-heading = 1. Scan the QR code
second-factor-scan-text = Open your authenticator app, choose to add an account, and scan the code with your phone's camera.
second-factor-qr-alt = QR code for your authenticator app to scan
second-factor-secret-text = Can't scan it? Type this key into the app instead:
second-factor-copy-secret = Copy the key
second-factor-copied = Copied
second-factor-copy-failed = Could not copy. Select the text and copy it yourself.
second-factor-confirm-heading = 2. Enter the code from the app
second-factor-code-label = 6-digit code
second-factor-confirm = Confirm and turn on
second-factor-confirming = Confirming...
second-factor-cancel = Cancel
second-factor-enabled = Two-factor authentication is on
second-factor-enabled-text = Save your recovery codes before you continue.
second-factor-confirm-failed = Could not turn on two-factor authentication

## The recovery codes, shown once

second-factor-codes-heading = Save your recovery codes
second-factor-codes-text = If you lose your phone, you can sign in with one of these codes instead of the code from the app. Each code works once.
second-factor-codes-once = The codes are shown only now. Keep them somewhere safe, such as your password manager.
second-factor-codes-label = Your 10 recovery codes
second-factor-codes-copy = Copy the codes
second-factor-codes-download = Download (.txt)
second-factor-codes-file-name = recovery-codes.txt
second-factor-codes-file-heading = Recovery codes for { $site } ({ $email })
second-factor-codes-file-note = Each code can be used once instead of the code from your authenticator app.
second-factor-codes-saved = I have saved them

## When it is on

second-factor-on-text = When you sign in, we ask for a code from your authenticator app.
second-factor-since = On since { $date }
second-factor-session-without = This session signed in without the one-time code. Sign out and in again with the code to use the admin pages.
second-factor-turn-off = Turn off
second-factor-turn-off-text = Enter a code from your app or one of your recovery codes to turn off two-factor authentication.
second-factor-turn-off-admin = Without two-factor authentication you cannot use the admin pages.
second-factor-any-code-label = Code from the app or recovery code
second-factor-turning-off = Turning off...
second-factor-turned-off = Two-factor authentication is off
second-factor-turned-off-text = You now sign in with your password alone.
second-factor-turn-off-failed = Could not turn off two-factor authentication

## Codes as typed

second-factor-code-format = Enter the 6 digits from your app
second-factor-recovery-format = A recovery code has 10 characters, e.g. abcde-fghij
second-factor-code-required = Enter a code

## The code step when signing in

second-factor-step-heading = Enter your one-time code
second-factor-step-text = Open your authenticator app and enter the 6-digit code.
second-factor-step-after-reset = Your new password is saved. Enter the code from your authenticator app to sign in.
second-factor-step-recovery-text = Enter one of your recovery codes. Each code works once.
second-factor-recovery-label = Recovery code
second-factor-recovery-placeholder = abcde-fghij
second-factor-use-recovery = Use a recovery code
second-factor-use-app = Use the code from your app
second-factor-verify = Confirm
second-factor-verifying = Confirming...
second-factor-verify-failed = Could not sign in
second-factor-back = Back to sign in

## Admin pages without the second factor

second-factor-admin-enrol-heading = Two-factor authentication required
second-factor-admin-enrol-text = The admin pages require you to sign in with both your password and a one-time code from an authenticator app. Turn on two-factor authentication in your profile – it takes a couple of minutes.
second-factor-admin-enrol-link = Turn it on in your profile
second-factor-admin-verify-heading = Sign in with your one-time code
second-factor-admin-verify-text = You signed in without the code from your authenticator app. Sign out and in again with the code to use the admin pages.
second-factor-admin-sign-out = Sign out and in again
