## Forms: validation (the specification's messages, word for word)

form-name-too-short = Name must be at least 2 characters
form-name-too-long = Name must be at most 100 characters
form-email-invalid = Invalid email address
form-email-too-long = Email must be at most 255 characters
form-phone-too-short = Phone number must be at least 8 digits
form-phone-too-long = Phone number must be at most 20 digits
form-message-too-short = Message must be at least 10 characters
form-message-too-long = Message must be at most 1000 characters
form-name-required = Name is required
form-email-required = Email is required
form-message-required = Message is required
form-rate-limited = You have sent a lot of messages in a short time. Please wait a little, or call us on { $phone }.

## Coming soon

coming-soon-wrong-password-api = Wrong password
coming-soon-wrong-password-hint = Please try again
