## The customer's own data on /profile: downloading it and deleting the account, and
## the mail that confirms the deletion.

privacy-data-heading = Your data
privacy-data-text = Download everything we hold about your account as a single file – or delete the account.
privacy-export-button = Download my data
privacy-export-hint = A JSON file with your profile, your orders, enquiries, newsletter subscription and login sessions. Passwords and codes are never included.
privacy-delete-button = Delete my account
privacy-delete-heading = Delete your account
privacy-delete-text = Your account, your enquiries and your newsletter subscription will be deleted. We keep orders for 5 years, as the Danish Bookkeeping Act requires, but without your name, address, phone number and email address. This cannot be undone.
privacy-delete-password = Your password
privacy-delete-code = Code from your authenticator app or a recovery code
privacy-delete-confirm = Delete account permanently
privacy-delete-cancel = Cancel
privacy-deleting = Deleting…
privacy-deleted = Your account has been deleted
privacy-deleted-text = We have deleted your account and sent you a confirmation by email.
privacy-delete-failed = Your account was not deleted

mail-account-deleted-subject = Your account has been deleted
mail-account-deleted-heading = Your account has been deleted
mail-account-deleted-text = As you requested, we have deleted your account, including your profile, login details, enquiries and newsletter subscription.
mail-account-deleted-orders = We keep your orders for 5 years, as the Danish Bookkeeping Act requires – but without your name, address, phone number and email address.
mail-account-deleted-followup = If you have any questions, please write to { $email }. You are always welcome to create a new account.

mail-retention-warning-subject = Your account will be deleted in { $days } days
mail-retention-warning-heading = Do you want to keep your account?
mail-retention-warning-text = You have not used your account since { $since }. Under our privacy policy, we delete accounts that have not been used for { $years } years. Log in before { $deadline } if you want to keep it – otherwise we will delete it, and your orders will be kept without your name, address and email address.
mail-retention-warning-button = Log in and keep your account
