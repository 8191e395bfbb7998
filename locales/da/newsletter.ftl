## The newsletter's double opt-in and unsubscribe: the confirmation mail, the pages
## /nyhedsbrev/bekraeft and /nyhedsbrev/afmeld, and the subscription on /profile.

mail-newsletter-confirm-subject = Bekræft din tilmelding til nyhedsbrevet
mail-newsletter-confirm-heading = Bekræft din tilmelding
mail-newsletter-confirm-text = Tryk på knappen for at bekræfte, at du vil have vores nyhedsbrev – højst én mail om måneden. Så sender vi din rabatkode på 10 % til din første ordre.
mail-newsletter-confirm-button = Bekræft tilmeldingen
mail-newsletter-confirm-ignore = Har du ikke tilmeldt dig, så ignorer blot denne mail. Vi skriver ikke igen, og linket holder op med at virke om 7 dage.
mail-newsletter-unsubscribe = Afmeld nyhedsbrevet

newsletter-confirm-title = Nyhedsbrev
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
