## The newsletter's double opt-in and unsubscribe: the confirmation mail, the pages
## /nyhedsbrev/bekraeft and /nyhedsbrev/afmeld, and the subscription on /profile.

mail-newsletter-confirm-subject = Confirm your newsletter subscription
mail-newsletter-confirm-heading = Confirm your subscription
mail-newsletter-confirm-text = Press the button to confirm that you want to receive our newsletter – at most one email a month. We will then send you your 10% discount code for your first order.
mail-newsletter-confirm-button = Confirm subscription
mail-newsletter-confirm-ignore = If you did not sign up, simply ignore this email. We will not write to you again, and the link stops working in 7 days.
mail-newsletter-unsubscribe = Unsubscribe from the newsletter

newsletter-confirm-title = Newsletter
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
