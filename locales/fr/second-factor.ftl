## A second factor (TOTP): the profile's card, the code step when signing in (also
## after a password reset), and the admin pages that need it. The server's own
## messages (a wrong code, an expired sign-in, ...) are in accounts.ftl.

## The profile's card

second-factor-heading = Authentification à deux facteurs
second-factor-status-on = Activée
second-factor-status-off = Désactivée
second-factor-off-text = Protégez votre compte avec un code à usage unique fourni par une application d’authentification sur votre téléphone, par exemple Google Authenticator, Microsoft Authenticator ou 1Password. Pour vous connecter, il vous faudra alors votre mot de passe et le code de l’application.
second-factor-admin-required = Les pages d’administration exigent l’authentification à deux facteurs. Activez-la ici pour y accéder.
second-factor-set-up = Activer l’authentification à deux facteurs
second-factor-starting = Préparation...
second-factor-start-failed = Impossible de lancer la configuration

## Setting it up

second-factor-scan-heading = 1. Scannez le code QR
second-factor-scan-text = Ouvrez votre application d’authentification, choisissez d’ajouter un compte, puis scannez le code avec l’appareil photo de votre téléphone.
second-factor-qr-alt = Code QR à scanner avec votre application d’authentification
second-factor-secret-text = Impossible de scanner ? Saisissez plutôt cette clé dans l’application :
second-factor-copy-secret = Copier la clé
second-factor-copied = Copié
second-factor-copy-failed = Copie impossible. Sélectionnez le texte et copiez-le vous-même.
second-factor-confirm-heading = 2. Saisissez le code de l’application
second-factor-code-label = Code à 6 chiffres
second-factor-confirm = Confirmer et activer
second-factor-confirming = Confirmation...
second-factor-cancel = Annuler
second-factor-enabled = L’authentification à deux facteurs est activée
second-factor-enabled-text = Enregistrez vos codes de récupération avant de continuer.
second-factor-confirm-failed = Impossible d’activer l’authentification à deux facteurs

## The recovery codes, shown once

second-factor-codes-heading = Enregistrez vos codes de récupération
second-factor-codes-text = Si vous perdez votre téléphone, vous pouvez vous connecter avec l’un de ces codes au lieu du code de l’application. Chaque code ne fonctionne qu’une fois.
second-factor-codes-once = Les codes ne s’affichent que maintenant. Conservez-les en lieu sûr, par exemple dans votre gestionnaire de mots de passe.
second-factor-codes-label = Vos 10 codes de récupération
second-factor-codes-copy = Copier les codes
second-factor-codes-download = Télécharger (.txt)
second-factor-codes-file-name = codes-de-recuperation.txt
second-factor-codes-file-heading = Codes de récupération pour { $site } ({ $email })
second-factor-codes-file-note = Chaque code peut être utilisé une fois à la place du code de votre application d’authentification.
second-factor-codes-saved = Je les ai enregistrés

## When it is on

second-factor-on-text = Lors de la connexion, nous vous demandons un code de votre application d’authentification.
second-factor-since = Activée depuis le { $date }
second-factor-session-without = Cette session s’est connectée sans le code à usage unique. Déconnectez-vous puis reconnectez-vous avec le code pour accéder aux pages d’administration.
second-factor-turn-off = Désactiver
second-factor-turn-off-text = Saisissez un code de votre application ou l’un de vos codes de récupération pour désactiver l’authentification à deux facteurs.
second-factor-turn-off-admin = Sans authentification à deux facteurs, vous ne pouvez pas utiliser les pages d’administration.
second-factor-any-code-label = Code de l’application ou code de récupération
second-factor-turning-off = Désactivation...
second-factor-turned-off = L’authentification à deux facteurs est désactivée
second-factor-turned-off-text = Vous vous connectez désormais avec votre seul mot de passe.
second-factor-turn-off-failed = Impossible de désactiver l’authentification à deux facteurs

## Codes as typed

second-factor-code-format = Saisissez les 6 chiffres de votre application
second-factor-recovery-format = Un code de récupération compte 10 caractères, par ex. abcde-fghij
second-factor-code-required = Saisissez un code

## The code step when signing in

second-factor-step-heading = Saisissez votre code à usage unique
second-factor-step-text = Ouvrez votre application d’authentification et saisissez le code à 6 chiffres.
second-factor-step-after-reset = Votre nouveau mot de passe est enregistré. Saisissez le code de votre application d’authentification pour vous connecter.
second-factor-step-recovery-text = Saisissez l’un de vos codes de récupération. Chaque code ne fonctionne qu’une fois.
second-factor-recovery-label = Code de récupération
second-factor-recovery-placeholder = abcde-fghij
second-factor-use-recovery = Utiliser un code de récupération
second-factor-use-app = Utiliser le code de l’application
second-factor-verify = Confirmer
second-factor-verifying = Confirmation...
second-factor-verify-failed = Connexion impossible
second-factor-back = Retour à la connexion

## Admin pages without the second factor

second-factor-admin-enrol-heading = Authentification à deux facteurs requise
second-factor-admin-enrol-text = Les pages d’administration exigent une connexion avec votre mot de passe et un code à usage unique d’une application d’authentification. Activez l’authentification à deux facteurs dans votre profil – cela ne prend que quelques minutes.
second-factor-admin-enrol-link = L’activer dans votre profil
second-factor-admin-verify-heading = Connectez-vous avec votre code à usage unique
second-factor-admin-verify-text = Vous vous êtes connecté sans le code de votre application d’authentification. Déconnectez-vous puis reconnectez-vous avec le code pour accéder aux pages d’administration.
second-factor-admin-sign-out = Se déconnecter et se reconnecter
