## Forms: validation (the specification's messages, word for word)

form-name-too-short = Navn skal være mindst 2 tegn
form-name-too-long = Navn må højst være 100 tegn
form-email-invalid = Ugyldig email adresse
form-email-too-long = Email må højst være 255 tegn
form-phone-too-short = Telefonnummer skal være mindst 8 cifre
form-phone-too-long = Telefonnummer må højst være 20 cifre
form-message-too-short = Besked skal være mindst 10 tegn
form-message-too-long = Besked må højst være 1000 tegn
form-name-required = Navn er påkrævet
form-email-required = Email er påkrævet
form-message-required = Besked er påkrævet
form-rate-limited = Du har sendt mange beskeder på kort tid. Vent lidt, eller ring til os på { $phone }.

## Coming soon

coming-soon-wrong-password-api = Forkert adgangskode
coming-soon-wrong-password-hint = Prøv venligst igen
