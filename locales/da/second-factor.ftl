## A second factor (TOTP): the profile's card, the code step when signing in (also
## after a password reset), and the admin pages that need it. The server's own
## messages (a wrong code, an expired sign-in, ...) are in accounts.ftl.

## The profile's card

second-factor-heading = Tofaktorgodkendelse
second-factor-status-on = Slået til
second-factor-status-off = Slået fra
second-factor-off-text = Beskyt din konto med en engangskode fra en godkendelsesapp på din telefon, fx Google Authenticator, Microsoft Authenticator eller 1Password. Når du logger ind, skal du så bruge både din adgangskode og koden fra appen.
second-factor-admin-required = Administratorsider kræver tofaktorgodkendelse. Slå den til her for at bruge dem.
second-factor-set-up = Slå tofaktorgodkendelse til
second-factor-starting = Forbereder...
second-factor-start-failed = Kunne ikke starte opsætningen

## Setting it up

second-factor-scan-heading = 1. Scan QR-koden
second-factor-scan-text = Åbn din godkendelsesapp, vælg at tilføje en konto, og scan koden med telefonens kamera.
second-factor-qr-alt = QR-kode, som din godkendelsesapp kan scanne
second-factor-secret-text = Kan du ikke scanne? Skriv denne nøgle i appen i stedet:
second-factor-copy-secret = Kopiér nøglen
second-factor-copied = Kopieret
second-factor-copy-failed = Kunne ikke kopiere. Markér teksten, og kopiér den selv.
second-factor-confirm-heading = 2. Indtast koden fra appen
second-factor-code-label = 6-cifret kode
second-factor-confirm = Bekræft og slå til
second-factor-confirming = Bekræfter...
second-factor-cancel = Annuller
second-factor-enabled = Tofaktorgodkendelse er slået til
second-factor-enabled-text = Gem dine gendannelseskoder, før du går videre.
second-factor-confirm-failed = Kunne ikke slå tofaktorgodkendelse til

## The recovery codes, shown once

second-factor-codes-heading = Gem dine gendannelseskoder
second-factor-codes-text = Mister du din telefon, kan du logge ind med en af disse koder i stedet for koden fra appen. Hver kode virker én gang.
second-factor-codes-once = Koderne vises kun nu. Gem dem et sikkert sted, fx i din adgangskodeadministrator.
second-factor-codes-label = Dine 10 gendannelseskoder
second-factor-codes-copy = Kopiér koderne
second-factor-codes-download = Download (.txt)
second-factor-codes-file-name = gendannelseskoder.txt
second-factor-codes-file-heading = Gendannelseskoder til { $site } ({ $email })
second-factor-codes-file-note = Hver kode kan bruges én gang i stedet for koden fra din godkendelsesapp.
second-factor-codes-saved = Jeg har gemt dem

## When it is on

second-factor-on-text = Når du logger ind, beder vi om en kode fra din godkendelsesapp.
second-factor-since = Slået til siden { $date }
second-factor-session-without = Denne session er logget ind uden engangskoden. Log ud, og log ind igen med koden for at bruge administratorsiderne.
second-factor-turn-off = Slå fra
second-factor-turn-off-text = Indtast en kode fra din app eller en af dine gendannelseskoder for at slå tofaktorgodkendelse fra.
second-factor-turn-off-admin = Uden tofaktorgodkendelse kan du ikke bruge administratorsiderne.
second-factor-any-code-label = Kode fra appen eller gendannelseskode
second-factor-turning-off = Slår fra...
second-factor-turned-off = Tofaktorgodkendelse er slået fra
second-factor-turned-off-text = Du logger nu ind med din adgangskode alene.
second-factor-turn-off-failed = Kunne ikke slå tofaktorgodkendelse fra

## Codes as typed

second-factor-code-format = Indtast de 6 cifre fra din app
second-factor-recovery-format = En gendannelseskode har 10 tegn, fx abcde-fghij
second-factor-code-required = Indtast en kode

## The code step when signing in

second-factor-step-heading = Indtast din engangskode
second-factor-step-text = Åbn din godkendelsesapp, og indtast den 6-cifrede kode.
second-factor-step-after-reset = Din nye adgangskode er gemt. Indtast koden fra din godkendelsesapp for at logge ind.
second-factor-step-recovery-text = Indtast en af dine gendannelseskoder. Hver kode virker én gang.
second-factor-recovery-label = Gendannelseskode
second-factor-recovery-placeholder = abcde-fghij
second-factor-use-recovery = Brug en gendannelseskode
second-factor-use-app = Brug koden fra din app
second-factor-verify = Bekræft
second-factor-verifying = Bekræfter...
second-factor-verify-failed = Kunne ikke logge ind
second-factor-back = Tilbage til log ind

## Admin pages without the second factor

second-factor-admin-enrol-heading = Tofaktorgodkendelse er påkrævet
second-factor-admin-enrol-text = Administratorsiderne kræver, at du logger ind med både adgangskode og en engangskode fra en godkendelsesapp. Slå tofaktorgodkendelse til under din profil – det tager et par minutter.
second-factor-admin-enrol-link = Slå det til under din profil
second-factor-admin-verify-heading = Log ind med din engangskode
second-factor-admin-verify-text = Du er logget ind uden koden fra din godkendelsesapp. Log ud, og log ind igen med koden for at bruge administratorsiderne.
second-factor-admin-sign-out = Log ud og log ind igen
