## The customer's own data on /profile: downloading it and deleting the account, and
## the mail that confirms the deletion.

privacy-data-heading = Ihre Daten
privacy-data-text = Laden Sie alles, was wir zu Ihrem Konto gespeichert haben, in einer einzigen Datei herunter – oder löschen Sie das Konto.
privacy-export-button = Meine Daten herunterladen
privacy-export-hint = Eine JSON-Datei mit Ihrem Profil, Ihren Bestellungen, Anfragen, Ihrer Newsletter-Anmeldung und Ihren Anmeldesitzungen. Passwörter und Codes sind nie enthalten.
privacy-delete-button = Mein Konto löschen
privacy-delete-heading = Ihr Konto löschen
privacy-delete-text = Ihr Konto, Ihre Anfragen und Ihre Newsletter-Anmeldung werden gelöscht. Bestellungen bewahren wir 5 Jahre lang auf, wie es das dänische Buchführungsgesetz vorschreibt, jedoch ohne Ihren Namen, Ihre Adresse, Ihre Telefonnummer und Ihre E-Mail-Adresse. Dies kann nicht rückgängig gemacht werden.
privacy-delete-password = Ihr Passwort
privacy-delete-code = Code aus Ihrer Authenticator-App oder ein Wiederherstellungscode
privacy-delete-confirm = Konto endgültig löschen
privacy-delete-cancel = Abbrechen
privacy-deleting = Wird gelöscht…
privacy-deleted = Ihr Konto wurde gelöscht
privacy-deleted-text = Wir haben Ihr Konto gelöscht und Ihnen eine Bestätigung per E-Mail gesendet.
privacy-delete-failed = Das Konto wurde nicht gelöscht

mail-account-deleted-subject = Ihr Konto wurde gelöscht
mail-account-deleted-heading = Ihr Konto wurde gelöscht
mail-account-deleted-text = Wie von Ihnen gewünscht, haben wir Ihr Konto mit Profil, Anmeldedaten, Anfragen und Newsletter-Anmeldung gelöscht.
mail-account-deleted-orders = Ihre Bestellungen bewahren wir 5 Jahre lang auf, wie es das dänische Buchführungsgesetz vorschreibt – jedoch ohne Ihren Namen, Ihre Adresse, Ihre Telefonnummer und Ihre E-Mail-Adresse.
mail-account-deleted-followup = Wenn Sie Fragen haben, schreiben Sie uns an { $email }. Sie können jederzeit gern ein neues Konto anlegen.

mail-retention-warning-subject = Ihr Konto wird in { $days } Tagen gelöscht
mail-retention-warning-heading = Möchten Sie Ihr Konto behalten?
mail-retention-warning-text = Sie haben Ihr Konto seit dem { $since } nicht mehr genutzt. Gemäß unserer Datenschutzerklärung löschen wir Konten, die { $years } Jahre lang nicht genutzt wurden. Melden Sie sich vor dem { $deadline } an, wenn Sie es behalten möchten – andernfalls löschen wir es, und Ihre Bestellungen werden ohne Ihren Namen, Ihre Adresse und Ihre E-Mail-Adresse aufbewahrt.
mail-retention-warning-button = Anmelden und Konto behalten
