## The customer's own data on /profile: downloading it and deleting the account, and
## the mail that confirms the deletion.

privacy-data-heading = Vos données
privacy-data-text = Téléchargez en un seul fichier tout ce que nous conservons sur votre compte – ou supprimez le compte.
privacy-export-button = Télécharger mes données
privacy-export-hint = Un fichier JSON contenant votre profil, vos commandes, vos demandes, votre inscription à la newsletter et vos sessions de connexion. Les mots de passe et les codes n’y figurent jamais.
privacy-delete-button = Supprimer mon compte
privacy-delete-heading = Supprimer votre compte
privacy-delete-text = Votre compte, vos demandes et votre inscription à la newsletter seront supprimés. Nous conservons les commandes pendant 5 ans, comme l’exige la loi danoise sur la comptabilité, mais sans votre nom, votre adresse, votre numéro de téléphone ni votre adresse e-mail. Cette action est irréversible.
privacy-delete-password = Votre mot de passe
privacy-delete-code = Code de votre application d’authentification ou code de récupération
privacy-delete-confirm = Supprimer définitivement le compte
privacy-delete-cancel = Annuler
privacy-deleting = Suppression en cours…
privacy-deleted = Votre compte a été supprimé
privacy-deleted-text = Nous avons supprimé votre compte et vous avons envoyé une confirmation par e-mail.
privacy-delete-failed = Le compte n’a pas été supprimé

mail-account-deleted-subject = Votre compte a été supprimé
mail-account-deleted-heading = Votre compte a été supprimé
mail-account-deleted-text = Conformément à votre demande, nous avons supprimé votre compte, avec votre profil, vos identifiants de connexion, vos demandes et votre inscription à la newsletter.
mail-account-deleted-orders = Nous conservons vos commandes pendant 5 ans, comme l’exige la loi danoise sur la comptabilité – mais sans votre nom, votre adresse, votre numéro de téléphone ni votre adresse e-mail.
mail-account-deleted-followup = Pour toute question, écrivez-nous à { $email }. Vous pouvez à tout moment créer un nouveau compte.

mail-retention-warning-subject = Votre compte sera supprimé dans { $days } jours
mail-retention-warning-heading = Voulez-vous conserver votre compte ?
mail-retention-warning-text = Vous n’avez pas utilisé votre compte depuis le { $since }. Conformément à notre politique de confidentialité, nous supprimons les comptes qui n’ont pas été utilisés pendant { $years } ans. Connectez-vous avant le { $deadline } si vous souhaitez le conserver – sinon, nous le supprimerons, et vos commandes seront conservées sans votre nom, votre adresse ni votre adresse e-mail.
mail-retention-warning-button = Se connecter et conserver le compte
