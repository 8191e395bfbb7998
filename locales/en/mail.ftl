## E-mails the site sends, and the server's messages about them.

mail-greeting = Hello { $name },
mail-signoff = Kind regards
mail-footer-company = { $name } · { $address } · CVR { $cvr }
mail-footer-contact = Tel. { $phone } · { $email }

mail-verify-subject = Confirm your email at { $name }
mail-verify-heading = Confirm your email
mail-verify-text = Thank you for creating an account at { $name }. Please confirm your email address so we can link your orders to your account.
mail-verify-button = Confirm email
mail-verify-expiry = The link works for { $hours } hours and can be used only once. If you did not create an account, you can ignore this email.

mail-reset-subject = Reset your password
mail-reset-heading = Reset your password
mail-reset-text = We received a request to reset the password of your account.
mail-reset-button = Choose a new password
mail-reset-expiry = The link works for 1 hour and can be used only once. If you did not ask for it, you can ignore this email – your password has not changed.

mail-order-subject = Order confirmation { $number }
mail-order-heading = Thank you for your order
mail-order-text = We received your order { $number } on { $date }. Here is what you ordered:
mail-order-total = Total
mail-order-button = View the order
mail-order-followup = If you have any questions, reply to this email or call { $phone }.

mail-status-heading = News about your order
mail-status-subject-pending = Your order { $number } is pending
mail-status-subject-completed = Your order { $number } is completed
mail-status-subject-cancelled = Your order { $number } has been cancelled
mail-status-pending = Your order { $number } is pending again. We will let you know as soon as there is news.
mail-status-completed = Your order { $number } is completed. Thank you for shopping with us.
mail-status-cancelled = Your order { $number } has been cancelled. If you have paid, we will refund the amount. Please contact us if you have any questions.

mail-receipt-subject = We have received your enquiry
mail-receipt-heading = Thank you for your enquiry
mail-receipt-text = We have received your message and will get back to you within 24 hours.
mail-receipt-urgent = Is it urgent? Call { $phone } (weekdays 8-17).

mail-newsletter-subject = Welcome to the newsletter – here is your discount code
mail-newsletter-heading = Welcome to the newsletter
mail-newsletter-text = Thank you for signing up. As promised, you get 10% off your first order with this code:
mail-newsletter-code = Discount code
mail-newsletter-promise = We send at most one email a month, and you can unsubscribe at any time.

mail-business-quote-subject = New quote request from { $name }
mail-business-quote-heading = New quote request
mail-business-contact-subject = New message from { $name }
mail-business-contact-heading = New message from the contact form
mail-business-request-text = The customer was told we reply within 24 hours. Reply to this email to write directly to { $email }.
mail-business-order-subject = New order { $number } ({ $total })
mail-business-order-heading = New order { $number }
mail-business-order-text = { $customer } ({ $email }) ordered:
mail-business-button = Open the back office

mail-field-name = Name
mail-field-email = Email
mail-field-phone = Phone
mail-field-message = Message
mail-field-language = Language

auth-reset-sent = If an account with that email exists, we have sent a link to choose a new password. Check your inbox.
auth-reset-invalid = The link no longer works
auth-reset-invalid-hint = The link has expired or was already used. Ask for a new link.
verify-already = Your email is already confirmed.
verify-resend-limited = { $minutes ->
    [one] We have sent the link several times. Try again in 1 minute.
   *[other] We have sent the link several times. Try again in { $minutes } minutes.
}
backoffice-bad-status = Unknown status.
backoffice-not-found = Not found.
backoffice-requests-title = Requests
backoffice-orders-title = Orders
backoffice-outbox-title = Outgoing mail
catalogue-image-not-image = The file is not a picture. Use JPEG, PNG or WebP.
catalogue-image-too-large = The picture is too large (at most { $limit }).
catalogue-image-too-many-pixels = The picture has too many pixels (at most { $megapixels } megapixels). Save it at a smaller size and try again.
catalogue-image-unreadable = The picture could not be read. The file may be damaged – save it again and try once more.

mail-sign-in-link-subject = Your sign-in link
mail-sign-in-link-heading = Sign in with this link
mail-sign-in-link-text = Someone has tried to sign in to your account with a wrong password many times. To protect the account, the password alone does not work right now. Use the button below to sign in – if it was not you, your account is still safe, but do choose a new, strong password.
mail-sign-in-link-button = Sign in
mail-sign-in-link-expiry = The link works for 15 minutes and only once.
