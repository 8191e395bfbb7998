## Forgotten password and e-mail verification: the pages (/auth/reset, /auth/verify)
## and the profile's banner. The server's own messages are in mail.ftl.

recovery-forgot-link = Passwort vergessen?
recovery-title = Passwort zurücksetzen
recovery-request-heading = Passwort vergessen?
recovery-request-intro = Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, über den Sie ein neues Passwort wählen können.
recovery-request-button = Link senden
recovery-requesting = Wird gesendet...
recovery-request-failed = Der Link konnte nicht gesendet werden
recovery-sent-heading = Sehen Sie in Ihrem Posteingang nach
recovery-send-again = Link an eine andere E-Mail senden
recovery-back-to-sign-in = Zurück zur Anmeldung
recovery-expired-text = Der Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Geben Sie unten Ihre E-Mail ein, dann senden wir einen neuen.
recovery-new-heading = Neues Passwort wählen
recovery-new-intro = Wenn Sie speichern, werden Sie hier angemeldet und überall sonst abgemeldet.
recovery-new-password = Neues Passwort
recovery-confirm-password = Neues Passwort wiederholen
recovery-save-button = Neues Passwort speichern
recovery-saving = Wird gespeichert...
recovery-saved = Ihr Passwort wurde geändert
recovery-saved-text = Sie sind jetzt angemeldet.
recovery-save-failed = Das Passwort konnte nicht gespeichert werden

verify-title = E-Mail bestätigen
verify-done-heading = Ihre E-Mail ist bestätigt
verify-done-text = Vielen Dank! Jetzt wissen wir, dass die Adresse Ihnen gehört, und Bestellungen aus dem Webshop werden Ihrem Konto zugeordnet.
verify-already-heading = Ihre E-Mail ist bereits bestätigt
verify-already-text = Sie müssen nichts weiter tun – Ihr Konto ist in Ordnung.
verify-failed-heading = Der Link funktioniert nicht mehr
verify-failed-text = Der Bestätigungslink ist abgelaufen, wurde bereits verwendet oder durch einen neueren Link ersetzt.
verify-failed-signed-in = Wir können einen neuen Link an { $email } senden.
verify-failed-signed-out = Melden Sie sich an, dann können Sie sich in Ihrem Profil einen neuen Link senden lassen.
verify-to-profile = Zu meinem Konto
verify-to-home = Zur Startseite
verify-sign-in = Anmelden

verify-banner-heading = Bestätigen Sie Ihre E-Mail
verify-banner-text = Wir haben einen Link an { $email } gesendet. Klicken Sie darauf, um die Adresse zu bestätigen – dann können wir Ihre Bestellungen dem Konto zuordnen.
verify-resend = Link erneut senden
verify-resending = Wird gesendet...
verify-resent = Wir haben einen neuen Link gesendet
verify-resent-text = Sehen Sie in Ihrem Posteingang nach ({ $email }). Der Link ist 48 Stunden gültig.
verify-resend-failed = Der Link konnte nicht gesendet werden
