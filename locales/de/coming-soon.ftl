## Demnächst-Seite (der Seitentitel ist coming-soon-title in pages.ftl)

coming-soon-heading = Unser neuer Onlineshop ist auf dem Weg
coming-soon-text = Wir bauen eine neue Website mit Onlineshop, in dem Sie die Leuchten, Steckdosen und Smart-Home-Produkte kaufen können, die wir selbst montieren – und mit wenigen Klicks einen Elektriker buchen.
coming-soon-meanwhile = Bis dahin helfen wir Ihnen gern telefonisch weiter.
coming-soon-call = Anrufen: { $phone }
coming-soon-countdown-label = Zeit bis zur Eröffnung
coming-soon-days =
    { $count ->
        [one] Tag
       *[other] Tage
    }
coming-soon-hours =
    { $count ->
        [one] Stunde
       *[other] Stunden
    }
coming-soon-minutes =
    { $count ->
        [one] Minute
       *[other] Minuten
    }
coming-soon-seconds =
    { $count ->
        [one] Sekunde
       *[other] Sekunden
    }
coming-soon-summary = Wir eröffnen in { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    }, { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    }, { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } und { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }.

coming-soon-password-heading = Haben Sie ein Passwort?
coming-soon-password-intro = Partner und Testkunden können sich die neue Website schon jetzt ansehen.
coming-soon-password-label = Passwort
coming-soon-password-required = Geben Sie das Passwort ein.
coming-soon-submit = Entsperren
coming-soon-checking = Wird geprüft...
coming-soon-wrong-password = Falsches Passwort
coming-soon-wrong-password-text = Bitte versuchen Sie es erneut
coming-soon-unlocked = Passwort akzeptiert
coming-soon-unlocked-text = Herzlich willkommen.
coming-soon-unlock-failed = Es ist ein Fehler aufgetreten
coming-soon-unlock-failed-text = Wir konnten das Passwort gerade nicht prüfen. Versuchen Sie es gleich noch einmal oder rufen Sie uns an: { $phone }.
