## The newsletter's double opt-in and unsubscribe: the confirmation mail, the pages
## /nyhedsbrev/bekraeft and /nyhedsbrev/afmeld, and the subscription on /profile.

mail-newsletter-confirm-subject = Bekræft din tilmelding til nyhedsbrevet
mail-newsletter-confirm-heading = Bekræft din tilmelding
mail-newsletter-confirm-text = Tryk på knappen for at bekræfte, at du vil have vores nyhedsbrev – højst én mail om måneden. Så sender vi din rabatkode på 10 % til din første ordre.
mail-newsletter-confirm-button = Bekræft tilmeldingen
mail-newsletter-confirm-ignore = Har du ikke tilmeldt dig, så ignorer blot denne mail. Vi skriver ikke igen, og linket holder op med at virke om 7 dage.
mail-newsletter-unsubscribe = Afmeld nyhedsbrevet

newsletter-confirm-title = Nyhedsbrev
newsletter-confirm-heading = Bekræft din tilmelding
newsletter-confirm-text = Tryk på knappen, så får du vores nyhedsbrev – højst én mail om måneden – og din rabatkode på 10 % til din første ordre.
newsletter-confirm-button = Bekræft tilmelding
newsletter-confirmed-heading = Tak – du er tilmeldt
newsletter-confirmed-text = Din tilmelding er bekræftet. Vi har sendt dig en mail med din rabatkode på 10 % til din første ordre.
newsletter-confirm-failed-heading = Linket virker ikke længere
newsletter-confirm-failed-text = Linket er allerede brugt eller udløbet. Tilmeld dig igen nederst på forsiden, så sender vi et nyt.
newsletter-to-shop = Se produkterne
newsletter-unsubscribe-title = Afmeld nyhedsbrev
newsletter-unsubscribe-heading = Afmeld nyhedsbrevet
newsletter-unsubscribe-text = Tryk på knappen, så sender vi ikke flere nyhedsbreve til dig.
newsletter-unsubscribe-button = Afmeld
newsletter-unsubscribe-keep = Behold nyhedsbrevet
newsletter-unsubscribed-heading = Du er afmeldt
newsletter-unsubscribed-text = Du får ikke flere nyhedsbreve fra os. Du kan altid tilmelde dig igen.
newsletter-unsubscribe-failed-heading = Linket virker ikke
newsletter-unsubscribe-failed-text = Vi kunne ikke finde tilmeldingen. Skriv til os, hvis du stadig får nyhedsbreve.
newsletter-unsubscribe-unknown = Tilmeldingen findes ikke

profile-newsletter-heading = Nyhedsbrev
profile-newsletter-text = Gode råd om el, lys og smart home og 10 % rabat på din første ordre – højst én mail om måneden. Du kan altid afmelde dig igen.
profile-newsletter-status-none = Du er ikke tilmeldt.
profile-newsletter-status-pending = Vi venter på, at du bekræfter tilmeldingen via linket i mailen.
profile-newsletter-status-confirmed = Du er tilmeldt.
profile-newsletter-status-unsubscribed = Du er afmeldt.
profile-newsletter-subscribe = Tilmeld nyhedsbrevet
profile-newsletter-unsubscribe = Afmeld nyhedsbrevet
profile-newsletter-subscribed = Du er tilmeldt nyhedsbrevet
profile-newsletter-check-mail = Bekræft tilmeldingen via linket i den mail, vi har sendt dig
profile-newsletter-unsubscribed = Du er afmeldt nyhedsbrevet
profile-newsletter-failed = Kunne ikke ændre tilmeldingen

mail-campaign-subject = { $subject }
mail-campaign-paragraph = { $text }

backoffice-nav-newsletter = Nyhedsbrev
backoffice-newsletter-title = Nyhedsbrev
backoffice-newsletter-intro = { $count ->
    [one] Én bekræftet abonnent.
   *[other] { $count } bekræftede abonnenter.
} Højst ét nyhedsbrev om måneden, som vi lover ved tilmeldingen; det sendes med { $perMinute } mails i minuttet.
backoffice-newsletter-compose = Skriv et nyhedsbrev
backoffice-newsletter-required = (påkrævet)
backoffice-newsletter-optional = (valgfrit – ellers oversat eller på dansk)
backoffice-newsletter-subject = Emne
backoffice-newsletter-body = Tekst (tom linje mellem afsnit)
backoffice-newsletter-translate = Oversæt tomme sprog med { $provider } (markeres til gennemsyn)
backoffice-newsletter-no-provider = Ingen maskinoversættelse sat op: tomme sprog får den danske tekst
backoffice-newsletter-preview-lang = Sprog til forhåndsvisning
backoffice-newsletter-preview = Forhåndsvis
backoffice-newsletter-preview-heading = Sådan ser det ud på { $lang }
backoffice-newsletter-source-given = Skrevet af jer.
backoffice-newsletter-source-machine = Maskinoversat – læs det igennem.
backoffice-newsletter-source-danish = Den danske tekst (intet skrevet på dette sprog).
backoffice-newsletter-test = Send test til mig
backoffice-newsletter-test-sent = Test sendt til { $email }
backoffice-newsletter-send = { $count ->
    [one] Send til én abonnent
   *[other] Send til { $count } abonnenter
}
backoffice-newsletter-send-confirm = { $count ->
    [one] Send nyhedsbrevet til én abonnent nu? Det kan ikke kaldes tilbage, og næste kan først sendes i næste måned.
   *[other] Send nyhedsbrevet til { $count } abonnenter nu? Det kan ikke kaldes tilbage, og næste kan først sendes i næste måned.
}
backoffice-newsletter-send-yes = Ja, send
backoffice-newsletter-started = { $count ->
    [one] Nyhedsbrevet sendes til én abonnent
   *[other] Nyhedsbrevet sendes til { $count } abonnenter
}
backoffice-newsletter-next = Månedens nyhedsbrev er sendt. Det næste kan sendes fra { $date }.
backoffice-newsletter-month-taken = Månedens nyhedsbrev er allerede sendt. Det næste kan sendes fra { $date }.
backoffice-newsletter-campaigns = Sendte nyhedsbreve
backoffice-newsletter-none = Der er ikke sendt nogen nyhedsbreve endnu.
backoffice-newsletter-started-at = Sendt
backoffice-newsletter-recipients = Modtagere
backoffice-newsletter-delivered = Leveret
backoffice-newsletter-failed = Fejlet
backoffice-newsletter-unsubscribed = Afmeldt siden
backoffice-newsletter-machine = maskinoversat: { $langs }
backoffice-newsletter-waiting = { $count } venter
backoffice-newsletter-subject-required = Emne på dansk er påkrævet
backoffice-newsletter-subject-too-long = Emnet må max være 150 tegn
backoffice-newsletter-body-required = Tekst på dansk er påkrævet
backoffice-newsletter-body-too-long = Teksten må max være 20000 tegn
backoffice-newsletter-bad-language = Ukendt sprog
backoffice-outbox-kind-newsletter-confirm = Bekræft nyhedsbrev
backoffice-outbox-kind-newsletter-campaign = Nyhedsbrev
backoffice-outbox-kind-account-deleted = Konto slettet
backoffice-outbox-kind-account-retention-warning = Varsel om sletning af konto
