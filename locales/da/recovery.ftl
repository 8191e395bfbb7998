## Forgotten password and e-mail verification: the pages (/auth/reset, /auth/verify)
## and the profile's banner. The server's own messages are in mail.ftl.

recovery-forgot-link = Glemt adgangskode?
recovery-title = Nulstil adgangskode
recovery-request-heading = Glemt adgangskode?
recovery-request-intro = Skriv den email, du bruger til din konto, så sender vi et link, hvor du kan vælge en ny adgangskode.
recovery-request-button = Send link
recovery-requesting = Sender...
recovery-request-failed = Kunne ikke sende linket
recovery-sent-heading = Tjek din indbakke
recovery-send-again = Send linket til en anden email
recovery-back-to-sign-in = Tilbage til log ind
recovery-expired-text = Linket til at nulstille adgangskoden er udløbet eller allerede brugt. Skriv din email herunder, så sender vi et nyt.
recovery-new-heading = Vælg en ny adgangskode
recovery-new-intro = Når du gemmer, bliver du logget ind her og logget ud alle andre steder.
recovery-new-password = Ny adgangskode
recovery-confirm-password = Gentag ny adgangskode
recovery-save-button = Gem ny adgangskode
recovery-saving = Gemmer...
recovery-saved = Din adgangskode er ændret
recovery-saved-text = Du er nu logget ind.
recovery-save-failed = Kunne ikke gemme adgangskoden

verify-title = Bekræft email
verify-done-heading = Din email er bekræftet
verify-done-text = Tak! Nu ved vi, at adressen er din, og ordrer fra webshoppen bliver knyttet til din konto.
verify-already-heading = Din email er allerede bekræftet
verify-already-text = Du behøver ikke gøre mere – din konto er i orden.
verify-failed-heading = Linket virker ikke længere
verify-failed-text = Bekræftelseslinket er udløbet, allerede brugt eller afløst af et nyere link.
verify-failed-signed-in = Vi kan sende et nyt link til { $email }.
verify-failed-signed-out = Log ind, så kan du få et nyt link sendt fra din profil.
verify-to-profile = Gå til min konto
verify-to-home = Til forsiden
verify-sign-in = Log ind

verify-banner-heading = Bekræft din email
verify-banner-text = Vi har sendt et link til { $email }. Klik på det for at bekræfte adressen – så kan vi knytte dine ordrer til kontoen.
verify-resend = Send linket igen
verify-resending = Sender...
verify-resent = Vi har sendt et nyt link
verify-resent-text = Tjek din indbakke ({ $email }). Linket virker i 48 timer.
verify-resend-failed = Kunne ikke sende linket
