## Formulare: Validierung (die Meldungen der Spezifikation, wortgetreu)

form-name-too-short = Der Name muss mindestens 2 Zeichen lang sein
form-name-too-long = Der Name darf höchstens 100 Zeichen lang sein
form-email-invalid = Ungültige E-Mail-Adresse
form-email-too-long = Die E-Mail-Adresse darf höchstens 255 Zeichen lang sein
form-phone-too-short = Die Telefonnummer muss mindestens 8 Ziffern haben
form-phone-too-long = Die Telefonnummer darf höchstens 20 Ziffern haben
form-message-too-short = Die Nachricht muss mindestens 10 Zeichen lang sein
form-message-too-long = Die Nachricht darf höchstens 1000 Zeichen lang sein
form-name-required = Name ist erforderlich
form-email-required = E-Mail-Adresse ist erforderlich
form-message-required = Nachricht ist erforderlich
form-rate-limited = Sie haben in kurzer Zeit viele Nachrichten gesendet. Bitte warten Sie einen Moment oder rufen Sie uns an: { $phone }.

## Demnächst verfügbar

coming-soon-wrong-password-api = Falsches Passwort
coming-soon-wrong-password-hint = Bitte versuchen Sie es erneut
