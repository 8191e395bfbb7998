## Formulaires : validation (les messages de la spécification, mot pour mot)

form-name-too-short = Le nom doit contenir au moins 2 caractères
form-name-too-long = Le nom ne doit pas dépasser 100 caractères
form-email-invalid = Adresse e-mail invalide
form-email-too-long = L’adresse e-mail ne doit pas dépasser 255 caractères
form-phone-too-short = Le numéro de téléphone doit contenir au moins 8 chiffres
form-phone-too-long = Le numéro de téléphone ne doit pas dépasser 20 chiffres
form-message-too-short = Le message doit contenir au moins 10 caractères
form-message-too-long = Le message ne doit pas dépasser 1 000 caractères
form-name-required = Le nom est obligatoire
form-email-required = L’adresse e-mail est obligatoire
form-message-required = Le message est obligatoire
form-rate-limited = Vous avez envoyé beaucoup de messages en peu de temps. Patientez un instant ou appelez-nous au { $phone }.

## Bientôt disponible

coming-soon-wrong-password-api = Mot de passe incorrect
coming-soon-wrong-password-hint = Veuillez réessayer
