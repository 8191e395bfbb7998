## Coming-soon page (the page title is coming-soon-title in pages.ftl)

coming-soon-heading = Vores nye webshop er på vej
coming-soon-text = Vi bygger en ny hjemmeside med webshop, hvor du kan købe de lamper, stikkontakter og smart home-produkter, vi selv monterer – og booke en elektriker med få klik.
coming-soon-meanwhile = Indtil da hjælper vi dig gerne på telefonen.
coming-soon-call = Ring { $phone }
coming-soon-countdown-label = Tid til åbning
coming-soon-days =
    { $count ->
        [one] Dag
       *[other] Dage
    }
coming-soon-hours =
    { $count ->
        [one] Time
       *[other] Timer
    }
coming-soon-minutes =
    { $count ->
        [one] Minut
       *[other] Minutter
    }
coming-soon-seconds =
    { $count ->
        [one] Sekund
       *[other] Sekunder
    }
coming-soon-summary = Vi åbner om { $days ->
        [one] { $days } dag
       *[other] { $days } dage
    }, { $hours ->
        [one] { $hours } time
       *[other] { $hours } timer
    }, { $minutes ->
        [one] { $minutes } minut
       *[other] { $minutes } minutter
    } og { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    }.

coming-soon-password-heading = Har du en adgangskode?
coming-soon-password-intro = Samarbejdspartnere og testkunder kan allerede nu komme ind og se den nye side.
coming-soon-password-label = Adgangskode
coming-soon-password-required = Skriv adgangskoden.
coming-soon-submit = Lås op
coming-soon-checking = Tjekker …
coming-soon-wrong-password = Forkert adgangskode
coming-soon-wrong-password-text = Prøv venligst igen
coming-soon-unlocked = Adgangskode godkendt
coming-soon-unlocked-text = Velkommen indenfor.
coming-soon-unlock-failed = Noget gik galt
coming-soon-unlock-failed-text = Vi kunne ikke tjekke adgangskoden lige nu. Prøv igen om lidt, eller ring til os på { $phone }.
