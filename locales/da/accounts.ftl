## Validation (the specification's messages, word for word)

validation-invalid = Ugyldige oplysninger
validation-first-name-required = Fornavn er påkrævet
validation-first-name-too-long = Fornavn må max være 50 tegn
validation-last-name-required = Efternavn er påkrævet
validation-last-name-too-long = Efternavn må max være 50 tegn
validation-email-invalid = Ugyldig email adresse
validation-email-too-long = Email må max være 255 tegn
validation-password-required = Adgangskode er påkrævet
validation-password-too-short = Adgangskode skal være mindst 6 tegn
validation-password-too-long = Adgangskode må max være 72 tegn
validation-phone-too-long = Telefonnummer må max være 20 tegn
validation-passwords-mismatch = Adgangskoderne matcher ikke
validation-current-password-required = Indtast din nuværende adgangskode

## Accounts: API messages

auth-email-taken = Denne email er allerede registreret
auth-email-taken-hint = Log ind med din email og adgangskode i stedet.
auth-sign-up-failed = Kunne ikke oprette konto
auth-invalid-credentials = Forkert email eller adgangskode
auth-sign-in-failed = Kunne ikke logge ind
auth-rate-limited = { $minutes ->
    [one] For mange forsøg på at logge ind. Vent { $minutes } minut, og prøv igen.
   *[other] For mange forsøg på at logge ind. Vent { $minutes } minutter, og prøv igen.
}
auth-required = Du skal være logget ind.
auth-forbidden = Du har ikke adgang til dette.
auth-cross-site = Forespørgslen blev afvist, fordi den ikke kom fra vores hjemmeside.
auth-wrong-current-password = Forkert adgangskode
auth-wrong-current-password-hint = Check your password and try again
api-unavailable = Tjenesten er midlertidigt utilgængelig. Prøv igen om lidt.
api-internal-error = Der opstod en fejl. Prøv igen om lidt.
api-bad-request = Forespørgslen kunne ikke læses.
api-too-large = Forespørgslen er for stor (højst { $limit }).

## Sign-in and sign-up page

auth-heading = Din konto
auth-intro = Log ind for at se dine ordrer og gemme dine oplysninger – eller opret en konto på et øjeblik.
auth-tab-sign-in = Log ind
auth-tab-sign-up = Opret konto
auth-email = Email
auth-email-placeholder = navn@eksempel.dk
auth-password = Adgangskode
auth-first-name = Fornavn
auth-last-name = Efternavn
auth-password-hint = Mindst 6 tegn
auth-strength-label = Adgangskodens styrke: { $strength }
auth-strength-weak = Svag
auth-strength-medium = Middel
auth-strength-strong = Stærk
auth-sign-in-button = Log ind
auth-sign-up-button = Opret konto
auth-signing-in = Logger ind...
auth-signing-up = Opretter konto...
auth-welcome-new = Velkommen til { $product }!
auth-welcome-new-text = Din konto er oprettet.
auth-welcome-back = Velkommen tilbage!
auth-welcome-back-text = Du er nu logget ind.

## Profile page

profile-heading = Min konto
profile-greeting = Hej { $name }
profile-tab-profile = Profil
profile-tab-orders = Ordrer
profile-personal-info = Personlige oplysninger
profile-email = Email
profile-email-locked = Din email kan ikke ændres.
profile-first-name = Fornavn
profile-last-name = Efternavn
profile-phone = Telefon (valgfrit)
profile-phone-placeholder = 12 34 56 78
profile-save = Gem ændringer
profile-saving = Gemmer...
profile-saved = Profil opdateret
profile-saved-text = Dine oplysninger er gemt.
profile-fetch-failed = Kunne ikke hente profil
profile-orders-failed = Kunne ikke hente ordrer
profile-no-user = Ingen bruger fundet
profile-update-failed = Kunne ikke opdatere profil
profile-change-password = Skift adgangskode
profile-current-password = Nuværende adgangskode
profile-new-password = Ny adgangskode
profile-confirm-password = Gentag ny adgangskode
profile-change-password-button = Skift adgangskode
profile-changing-password = Skifter adgangskode...
profile-password-changed = Adgangskode ændret
profile-password-changed-text = Your new password is now active
profile-password-change-failed = Kunne ikke ændre adgangskode
profile-account-actions = Konto
profile-logout = Log ud
profile-logged-out = Du er logget ud
profile-logged-out-text = Tak for besøget – vi ses igen.
profile-session-ended = Du er blevet logget ud
profile-session-ended-text = Log ind igen for at fortsætte.

orders-heading = Dine ordrer
orders-empty = Du har ingen ordrer endnu.
orders-start-shopping = Start med at handle
orders-number = Ordre { $number }
orders-date = Bestilt { $date }
orders-open = Se ordre { $number }
orders-total = I alt
orders-products = Produkter
orders-quantity = { $quantity } stk.
order-status-completed = Gennemført
order-status-pending = Afventer

## Admin guard

admin-checking = Tjekker adgang...
admin-access-denied = Access Denied
admin-access-denied-text = You need administrator privileges to access this page.
admin-return-home = Return to homepage

api-busy = Der er travlt lige nu. Prøv igen om et øjeblik.
auth-sign-up-limited = { $minutes ->
    [one] Der er oprettet for mange konti herfra. Prøv igen om 1 minut.
   *[other] Der er oprettet for mange konti herfra. Prøv igen om { $minutes } minutter.
}
checkout-rate-limited = { $minutes ->
    [one] Du har startet mange betalinger på kort tid. Prøv igen om 1 minut.
   *[other] Du har startet mange betalinger på kort tid. Prøv igen om { $minutes } minutter.
}
validation-password-common = Adgangskoden er for let at gætte – vælg en anden

auth-mfa-required = Administratorsider kræver, at du logger ind med din engangskode. Log ud og ind igen.
auth-mfa-enrol-required = Administratorsider kræver tofaktorgodkendelse. Slå den til under din profil.
mfa-challenge-expired = Login-forsøget er udløbet. Log ind igen.
mfa-code-invalid = Koden er forkert eller udløbet
mfa-already-enrolled = Tofaktorgodkendelse er allerede slået til.

auth-sign-in-link-sent = Der er forsøgt logget ind på kontoen med forkert adgangskode for mange gange. For din sikkerhed virker adgangskoden alene ikke lige nu: hvis der findes en konto med den email, har vi sendt et link, der logger dig ind. Du kan også vælge en ny adgangskode.
auth-password-change-capped = Adgangskoden kan ikke ændres lige nu
auth-password-change-capped-hint = Der er forsøgt for mange forkerte adgangskoder på kontoen. Log ind med linket, vi har sendt, eller vælg en ny adgangskode via "Glemt adgangskode".
