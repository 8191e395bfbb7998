## Pages (titles, descriptions and headings)

not-found-title = Page not found
not-found-heading = Oops! Page not found
not-found-text = We couldn't find the page { $path }. It may have been moved or deleted.
not-found-home = Go to the home page

contact-title = Contact us
contact-description = Write to us or give us a call. We reply within 24 hours, and for urgent matters we answer the phone on weekdays from 8 am to 5 pm.
coming-soon-title = Coming soon
auth-title = Log in or create an account
profile-title = My profile
admin-translations-title = Translations
admin-translation-check-title = Translation coverage

collection-indendors-lys = Indoor lighting
collection-udendors-lys = Outdoor lighting
collection-smart-home = Smart home
collection-tilbehor = Accessories

error-page-title = Something went wrong
error-page-text = The page can't be displayed right now. Please try again shortly – or give us a call and we'll help you.
error-page-retry = Try again
navigation-pending = Loading the page …
form-too-large-title = The form is too large
form-too-large-text = What you sent is larger than the { $limit } we can accept, so nothing was saved. Go back, shorten the text and send it again.
form-unreadable-title = The form could not be read
form-unreadable-text = What you sent did not arrive in full, so nothing was saved. Go back and send the form again.
form-cross-site-title = The form was refused
form-cross-site-text = The form did not come from our own site, so nothing was saved. Open the page again and send the form from there.
busy-page-title = We are busy right now
busy-page-text = We have many visitors at the moment. Please try again in a moment.
