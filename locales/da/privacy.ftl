## The customer's own data on /profile: downloading it and deleting the account, and
## the mail that confirms the deletion.

privacy-data-heading = Dine data
privacy-data-text = Hent alt, hvad vi har gemt om din konto, som én fil – eller slet kontoen.
privacy-export-button = Hent mine data
privacy-export-hint = En JSON-fil med din profil, dine ordrer, henvendelser, nyhedsbrev og login-sessioner. Adgangskoder og koder er aldrig med.
privacy-delete-button = Slet min konto
privacy-delete-heading = Slet din konto
privacy-delete-text = Kontoen, dine henvendelser og din tilmelding til nyhedsbrevet slettes. Ordrer gemmer vi i 5 år, som bogføringsloven kræver, men uden dit navn, din adresse, dit telefonnummer og din e-mail. Det kan ikke fortrydes.
privacy-delete-password = Din adgangskode
privacy-delete-code = Kode fra din godkendelses-app eller en gendannelseskode
privacy-delete-confirm = Slet kontoen for altid
privacy-delete-cancel = Fortryd
privacy-deleting = Sletter…
privacy-deleted = Din konto er slettet
privacy-deleted-text = Vi har slettet din konto og sendt en bekræftelse på mail.
privacy-delete-failed = Kontoen blev ikke slettet

mail-account-deleted-subject = Din konto er slettet
mail-account-deleted-heading = Din konto er slettet
mail-account-deleted-text = Som du bad om, har vi slettet din konto med profil, login, henvendelser og tilmelding til nyhedsbrevet.
mail-account-deleted-orders = Dine ordrer gemmer vi i 5 år, som bogføringsloven kræver – men uden dit navn, din adresse, dit telefonnummer og din e-mail.
mail-account-deleted-followup = Har du spørgsmål, så skriv til { $email }. Du er altid velkommen til at oprette en ny konto.

mail-retention-warning-subject = Din konto slettes om { $days } dage
mail-retention-warning-heading = Vil du beholde din konto?
mail-retention-warning-text = Du har ikke brugt din konto siden { $since }. Efter vores privatlivspolitik sletter vi konti, der ikke har været brugt i { $years } år. Log ind inden { $deadline }, hvis du vil beholde den – ellers sletter vi den, og dine ordrer gemmes uden dit navn, din adresse og din e-mail.
mail-retention-warning-button = Log ind og behold kontoen
