## E-mails the site sends, and the server's messages about them. Danish is the source.

mail-greeting = Hej { $name },
mail-signoff = Venlig hilsen
mail-footer-company = { $name } · { $address } · CVR { $cvr }
mail-footer-contact = Tlf. { $phone } · { $email }

mail-verify-subject = Bekræft din email hos { $name }
mail-verify-heading = Bekræft din email
mail-verify-text = Tak fordi du har oprettet en konto hos { $name }. Bekræft din emailadresse, så vi kan knytte dine ordrer til kontoen.
mail-verify-button = Bekræft email
mail-verify-expiry = Linket virker i { $hours } timer og kan kun bruges én gang. Har du ikke oprettet en konto, kan du se bort fra denne mail.

mail-reset-subject = Nulstil din adgangskode
mail-reset-heading = Nulstil din adgangskode
mail-reset-text = Vi har fået en anmodning om at nulstille adgangskoden til din konto.
mail-reset-button = Vælg en ny adgangskode
mail-reset-expiry = Linket virker i 1 time og kan kun bruges én gang. Har du ikke bedt om det, kan du se bort fra denne mail – din adgangskode er uændret.

mail-order-subject = Ordrebekræftelse { $number }
mail-order-heading = Tak for din ordre
mail-order-text = Vi har modtaget din ordre { $number } den { $date }. Her er, hvad du har bestilt:
mail-order-total = I alt
mail-order-button = Se ordren
mail-order-followup = Har du spørgsmål, så svar på denne mail eller ring på { $phone }.

mail-status-heading = Nyt om din ordre
mail-status-subject-pending = Din ordre { $number } afventer
mail-status-subject-completed = Din ordre { $number } er gennemført
mail-status-subject-cancelled = Din ordre { $number } er annulleret
mail-status-pending = Din ordre { $number } afventer igen behandling. Vi giver besked, så snart der er nyt.
mail-status-completed = Din ordre { $number } er gennemført. Tak fordi du handlede hos os.
mail-status-cancelled = Din ordre { $number } er annulleret. Har du betalt, refunderer vi beløbet. Kontakt os gerne, hvis du har spørgsmål.

mail-receipt-subject = Vi har modtaget din henvendelse
mail-receipt-heading = Tak for din henvendelse
mail-receipt-text = Vi har modtaget din besked og vender tilbage inden for 24 timer.
mail-receipt-urgent = Haster det? Ring på { $phone } (hverdage 8-17).

mail-newsletter-subject = Velkommen til nyhedsbrevet – her er din rabatkode
mail-newsletter-heading = Velkommen til nyhedsbrevet
mail-newsletter-text = Tak for din tilmelding. Som lovet får du 10 % rabat på din første ordre med denne kode:
mail-newsletter-code = Rabatkode
mail-newsletter-promise = Vi sender højst én mail om måneden, og du kan altid afmelde dig igen.

mail-business-quote-subject = Ny tilbudsforespørgsel fra { $name }
mail-business-quote-heading = Ny tilbudsforespørgsel
mail-business-contact-subject = Ny besked fra { $name }
mail-business-contact-heading = Ny besked fra kontaktformularen
mail-business-request-text = Kunden har fået at vide, at vi svarer inden for 24 timer. Svar på denne mail for at skrive direkte til { $email }.
mail-business-order-subject = Ny ordre { $number } ({ $total })
mail-business-order-heading = Ny ordre { $number }
mail-business-order-text = { $customer } ({ $email }) har bestilt:
mail-business-button = Åbn administrationen

mail-field-name = Navn
mail-field-email = Email
mail-field-phone = Telefon
mail-field-message = Besked
mail-field-language = Sprog

auth-reset-sent = Hvis der findes en konto med den email, har vi sendt et link til at vælge en ny adgangskode. Tjek din indbakke.
auth-reset-invalid = Linket virker ikke længere
auth-reset-invalid-hint = Linket er udløbet eller allerede brugt. Bed om et nyt link.
verify-already = Din email er allerede bekræftet.
verify-resend-limited = { $minutes ->
    [one] Vi har sendt linket flere gange. Prøv igen om 1 minut.
   *[other] Vi har sendt linket flere gange. Prøv igen om { $minutes } minutter.
}
backoffice-bad-status = Ukendt status.
backoffice-not-found = Findes ikke.
backoffice-requests-title = Henvendelser
backoffice-orders-title = Ordrer
backoffice-outbox-title = Udgående mail
catalogue-image-not-image = Filen er ikke et billede. Brug JPEG, PNG eller WebP.
catalogue-image-too-large = Billedet er for stort (højst { $limit }).
catalogue-image-too-many-pixels = Billedet har for mange pixels (højst { $megapixels } megapixel). Gem det i en mindre størrelse, og prøv igen.
catalogue-image-unreadable = Billedet kunne ikke læses. Filen er måske beskadiget – gem den igen, og prøv en gang til.

mail-sign-in-link-subject = Dit link til at logge ind
mail-sign-in-link-heading = Log ind med dette link
mail-sign-in-link-text = Der er forsøgt logget ind på din konto med forkert adgangskode mange gange. For at beskytte kontoen virker adgangskoden alene ikke lige nu. Brug knappen herunder for at logge ind – var det ikke dig, der prøvede, er din konto stadig sikker, men vælg gerne en ny, stærk adgangskode.
mail-sign-in-link-button = Log ind
mail-sign-in-link-expiry = Linket virker i 15 minutter og kan kun bruges én gang.
