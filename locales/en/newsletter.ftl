## The newsletter's double opt-in and unsubscribe: the confirmation mail, the pages
## /nyhedsbrev/bekraeft and /nyhedsbrev/afmeld, and the subscription on /profile.

mail-newsletter-confirm-subject = Confirm your newsletter subscription
mail-newsletter-confirm-heading = Confirm your subscription
mail-newsletter-confirm-text = Press the button to confirm that you want to receive our newsletter – at most one email a month. We will then send you your 10% discount code for your first order.
mail-newsletter-confirm-button = Confirm subscription
mail-newsletter-confirm-ignore = If you did not sign up, simply ignore this email. We will not write to you again, and the link stops working in 7 days.
mail-newsletter-unsubscribe = Unsubscribe from the newsletter

newsletter-confirm-title = Newsletter
newsletter-confirm-heading = Confirm your subscription
newsletter-confirm-text = Press the button, and you will receive our newsletter – at most one email a month – and your 10% discount code for your first order.
newsletter-confirm-button = Confirm subscription
newsletter-confirmed-heading = Thank you – you are subscribed
newsletter-confirmed-text = Your subscription is confirmed. We have sent you an email with your 10% discount code for your first order.
newsletter-confirm-failed-heading = The link no longer works
newsletter-confirm-failed-text = The link has already been used or has expired. Sign up again at the bottom of the home page, and we will send you a new one.
newsletter-to-shop = See the products
newsletter-unsubscribe-title = Unsubscribe from the newsletter
newsletter-unsubscribe-heading = Unsubscribe from the newsletter
newsletter-unsubscribe-text = Press the button, and we will stop sending you newsletters.
newsletter-unsubscribe-button = Unsubscribe
newsletter-unsubscribe-keep = Keep the newsletter
newsletter-unsubscribed-heading = You have been unsubscribed
newsletter-unsubscribed-text = You will not receive any more newsletters from us. You can always sign up again.
newsletter-unsubscribe-failed-heading = The link does not work
newsletter-unsubscribe-failed-text = We could not find the subscription. Please write to us if you are still receiving newsletters.
newsletter-unsubscribe-unknown = The subscription does not exist

profile-newsletter-heading = Newsletter
profile-newsletter-text = Useful tips on electrics, lighting and smart home, and 10% off your first order – at most one email a month. You can unsubscribe at any time.
profile-newsletter-status-none = You are not subscribed.
profile-newsletter-status-pending = We are waiting for you to confirm your subscription via the link in the email.
profile-newsletter-status-confirmed = You are subscribed.
profile-newsletter-status-unsubscribed = You have unsubscribed.
profile-newsletter-subscribe = Subscribe to the newsletter
profile-newsletter-unsubscribe = Unsubscribe from the newsletter
profile-newsletter-subscribed = You are subscribed to the newsletter
profile-newsletter-check-mail = Confirm your subscription via the link in the email we have sent you
profile-newsletter-unsubscribed = You have unsubscribed from the newsletter
profile-newsletter-failed = Could not change your subscription

mail-campaign-subject = { $subject }
mail-campaign-paragraph = { $text }

backoffice-nav-newsletter = Newsletter
backoffice-newsletter-title = Newsletter
backoffice-newsletter-intro = { $count ->
    [one] One confirmed subscriber.
   *[other] { $count } confirmed subscribers.
} At most one newsletter a month, as we promise when people sign up; it is sent at { $perMinute } emails a minute.
backoffice-newsletter-compose = Write a newsletter
backoffice-newsletter-required = (required)
backoffice-newsletter-optional = (optional – otherwise translated or in Danish)
backoffice-newsletter-subject = Subject
backoffice-newsletter-body = Text (blank line between paragraphs)
backoffice-newsletter-translate = Translate empty languages with { $provider } (marked for review)
backoffice-newsletter-no-provider = No machine translation set up: empty languages get the Danish text
backoffice-newsletter-preview-lang = Preview language
backoffice-newsletter-preview = Preview
backoffice-newsletter-preview-heading = How it looks in { $lang }
backoffice-newsletter-source-given = Written by you.
backoffice-newsletter-source-machine = Machine-translated – please read it through.
backoffice-newsletter-source-danish = The Danish text (nothing written in this language).
backoffice-newsletter-test = Send a test to me
backoffice-newsletter-test-sent = Test sent to { $email }
backoffice-newsletter-send = { $count ->
    [one] Send to one subscriber
   *[other] Send to { $count } subscribers
}
backoffice-newsletter-send-confirm = { $count ->
    [one] Send the newsletter to one subscriber now? It cannot be recalled, and the next one cannot be sent until next month.
   *[other] Send the newsletter to { $count } subscribers now? It cannot be recalled, and the next one cannot be sent until next month.
}
backoffice-newsletter-send-yes = Yes, send
backoffice-newsletter-started = { $count ->
    [one] The newsletter is being sent to one subscriber
   *[other] The newsletter is being sent to { $count } subscribers
}
backoffice-newsletter-next = This month's newsletter has been sent. The next one can be sent from { $date }.
backoffice-newsletter-month-taken = This month's newsletter has already been sent. The next one can be sent from { $date }.
backoffice-newsletter-campaigns = Sent newsletters
backoffice-newsletter-none = No newsletters have been sent yet.
backoffice-newsletter-started-at = Sent
backoffice-newsletter-recipients = Recipients
backoffice-newsletter-delivered = Delivered
backoffice-newsletter-failed = Failed
backoffice-newsletter-unsubscribed = Unsubscribed since then
backoffice-newsletter-machine = machine-translated: { $langs }
backoffice-newsletter-waiting = { $count } waiting
backoffice-newsletter-subject-required = A subject in Danish is required
backoffice-newsletter-subject-too-long = The subject must be at most 150 characters
backoffice-newsletter-body-required = A text in Danish is required
backoffice-newsletter-body-too-long = The text must be at most 20,000 characters
backoffice-newsletter-bad-language = Unknown language
backoffice-outbox-kind-newsletter-confirm = Confirm newsletter
backoffice-outbox-kind-newsletter-campaign = Newsletter
backoffice-outbox-kind-account-deleted = Account deleted
backoffice-outbox-kind-account-retention-warning = Account deletion notice
