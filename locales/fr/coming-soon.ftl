## Page « Bientôt disponible » (le titre de la page est coming-soon-title dans pages.ftl)

coming-soon-heading = Notre nouvelle boutique en ligne arrive bientôt
coming-soon-text = Nous construisons un nouveau site avec une boutique en ligne, où vous pourrez acheter les luminaires, prises et produits pour la maison connectée que nous installons nous-mêmes – et réserver un électricien en quelques clics.
coming-soon-meanwhile = En attendant, nous vous aidons volontiers par téléphone.
coming-soon-call = Appelez le { $phone }
coming-soon-countdown-label = Temps restant avant l’ouverture
coming-soon-days =
    { $count ->
        [one] Jour
       *[other] Jours
    }
coming-soon-hours =
    { $count ->
        [one] Heure
       *[other] Heures
    }
coming-soon-minutes =
    { $count ->
        [one] Minute
       *[other] Minutes
    }
coming-soon-seconds =
    { $count ->
        [one] Seconde
       *[other] Secondes
    }
coming-soon-summary = Ouverture dans { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }, { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }, { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } et { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.

coming-soon-password-heading = Vous avez un mot de passe ?
coming-soon-password-intro = Nos partenaires et clients testeurs peuvent déjà découvrir le nouveau site.
coming-soon-password-label = Mot de passe
coming-soon-password-required = Saisissez le mot de passe.
coming-soon-submit = Déverrouiller
coming-soon-checking = Vérification...
coming-soon-wrong-password = Mot de passe incorrect
coming-soon-wrong-password-text = Veuillez réessayer
coming-soon-unlocked = Mot de passe accepté
coming-soon-unlocked-text = Bienvenue.
coming-soon-unlock-failed = Une erreur s’est produite
coming-soon-unlock-failed-text = Nous n’avons pas pu vérifier le mot de passe pour le moment. Réessayez dans quelques instants ou appelez-nous au { $phone }.
