# The withdrawal function (/fortryd), its mails, the order page's part and the back
# office's returns.

footer-withdrawal = Fortryd et køb

withdrawal-title = Fortryd et køb
withdrawal-heading = Fortryd et køb
withdrawal-intro = Har du købt varer hos os og fortrudt? Du har 14 dages fortrydelsesret fra den dag, du modtager varerne. Skriv ordrenummeret og den e-mail, du bestilte med – du behøver ikke en konto.
withdrawal-find-order = Ordrenummer
withdrawal-find-order-hint = Står i ordrebekræftelsen, fx NE-10001.
withdrawal-find-email = E-mail, du bestilte med
withdrawal-button = Fortryd købet her
withdrawal-order-required = Skriv ordrenummeret.
withdrawal-email-required = Skriv den e-mail, du bestilte med.
withdrawal-not-found = Vi kunne ikke finde en ordre med det nummer og den e-mail. Tjek ordrebekræftelsen, eller skriv til { $email }.
withdrawal-failed = Vi kunne ikke behandle din fortrydelse lige nu. Prøv igen om lidt – eller skriv til os, så er din fortrydelse også gyldig.
withdrawal-done-unknown = Linket til fortrydelsen er ikke gyldigt. Find ordren herunder.

withdrawal-statement-heading = Din fortrydelse
withdrawal-statement-intro = Du fortryder købet i ordre { $number } af { $date }. Alle varer er valgt – fjern fluebenet ved de varer, du beholder, eller ret antallet.
withdrawal-lines-legend = Varer, du fortryder
withdrawal-line-quantity = Antal
withdrawal-line-bought = { $count ->
    [one] Du købte 1 stk.
   *[other] Du købte { $count } stk.
}
withdrawal-line-left = { $count ->
    [one] 1 stk. kan fortrydes
   *[other] { $count } stk. kan fortrydes
}
withdrawal-name-label = Dit navn
withdrawal-email-label = E-mail til vores svar
withdrawal-reason-label = Begrundelse (valgfrit)
withdrawal-reason-hint = Du behøver ikke give en begrundelse.
withdrawal-confirm = Bekræft fortrydelse
withdrawal-confirm-note = Når du trykker på knappen, er din fortrydelse sendt. Du får en kvittering på e-mail med det samme.
withdrawal-ends = Fristen udløber den { $date }.
withdrawal-period-running = Fristen løber 14 dage fra den dag, du modtager varerne.
withdrawal-shopify-note = Ordren er betalt i vores Shopify-kasse. Pengene betales tilbage dér, til den betalingsmetode, du brugte.

withdrawal-form-expired = Formularen er udløbet. Åbn den igen, og prøv igen.
withdrawal-name-required = Skriv dit navn.
withdrawal-name-too-long = Navnet må højst være 100 tegn.
withdrawal-reason-too-long = Begrundelsen må højst være 1.000 tegn.
withdrawal-quantity-invalid = Antallet skal være et helt tal.
withdrawal-line-unknown = En af varerne findes ikke i ordren.
withdrawal-quantity-too-many = Du kan ikke fortryde flere, end du har købt.
withdrawal-lines-required = Vælg mindst én vare, du fortryder.
withdrawal-quantity-withdrawn = Du har allerede fortrudt nogle af disse varer. Tjek antallene.

withdrawal-done-heading = Vi har modtaget din fortrydelse
withdrawal-done-text = Din fortrydelse { $reference } blev modtaget { $received }. Vi har sendt en kvittering til { $email }.
withdrawal-done-next = Sådan gør du nu
withdrawal-done-statement = Din fortrydelse, som vi modtog den
withdrawal-closed-ended = Fristen for at fortryde ordre { $number } udløb den { $date }. Har du spørgsmål om ordren, så skriv til { $email } eller ring på { $phone }.
withdrawal-closed-withdrawn = Du har allerede fortrudt alle varer i ordre { $number }.
withdrawal-closed-cancelled = Ordre { $number } er annulleret, så der er intet at fortryde.
withdrawal-earlier-heading = Dine fortrydelser af ordren
withdrawal-state-new = Modtaget
withdrawal-state-received = Varerne er modtaget
withdrawal-state-refunded = Refunderet
withdrawal-state-credited = Krediteret

withdrawal-statement-text = Jeg meddeler hermed, at jeg gør fortrydelsesretten gældende for købet af følgende varer i ordre { $number } af { $date } hos { $business }:
withdrawal-statement-name = Navn: { $name }
withdrawal-statement-email = E-mail: { $email }
withdrawal-statement-reason = Begrundelse: { $reason }
withdrawal-received-at = { $date } kl. { $time }
withdrawal-quoted = { $text }

withdrawal-reference = Fortrydelse
withdrawal-order = Ordre
withdrawal-received-label = Modtaget
withdrawal-name = Navn
withdrawal-email = E-mail
withdrawal-reason = Begrundelse

withdrawal-next-send = Send varerne til { $address } senest 14 dage efter, at du har fortrudt. Skriv ordrenummeret { $number } på pakken, og læg gerne kvitteringen ved.
withdrawal-next-bring = Du kan også aflevere varerne i butikken på { $address }.
withdrawal-next-cost = Du betaler selv returfragten, som handelsbetingelserne siger.
withdrawal-next-refund = Vi betaler beløbet tilbage – varerne og, når du fortryder hele ordren, den oprindelige standardfragt – senest { $date }. Vi må dog vente, til vi har modtaget varerne, eller du har vist os, at du har sendt dem.
withdrawal-next-how-card = Pengene går tilbage til det kort eller den MobilePay, du betalte med.
withdrawal-next-how-bank = Send os dit registrerings- og kontonummer – svar blot på kvitteringen, vi har mailet dig – så overfører vi pengene. Har du ikke betalt endnu, sender vi en kreditnota.
withdrawal-next-how-ean = Vi sender en kreditnota til jeres EAN-nummer.
withdrawal-next-how-shopify = Ordren er betalt i vores Shopify-kasse: pengene betales tilbage dér, til den betalingsmetode, du brugte.

mail-withdrawal-subject = Kvittering for din fortrydelse af ordre { $number }
mail-withdrawal-heading = Vi har modtaget din fortrydelse
mail-withdrawal-received = Vi modtog din fortrydelse af ordre { $number } { $received } (dansk tid). Her er alt, hvad du sendte os.
mail-withdrawal-statement-heading = Din fortrydelse, som vi modtog den:
mail-withdrawal-button = Se din fortrydelse

mail-withdrawal-business-subject = Fortrydelse { $reference } af ordre { $number }
mail-withdrawal-business-heading = En kunde har fortrudt et køb
mail-withdrawal-business-text = { $name } fortrød ordre { $number } { $received }. Pengene skal betales tilbage senest 14 dage efter; I må vente, til varerne er modtaget.
mail-withdrawal-business-shopify = Ordren er betalt i Shopifys kasse: refundér den i Shopify, og markér den som refunderet under Returneringer.

withdrawal-credit-line = Fortrydelse { $reference }
mail-withdrawal-refund-subject = Vi har betalt tilbage for ordre { $number }
mail-withdrawal-refund-heading = Pengene er på vej tilbage
mail-withdrawal-refund-bank = Vi har overført { $amount } til dig for din fortrydelse { $reference } af ordre { $number }. Kreditnotaen er vedhæftet.
mail-withdrawal-refund-card = Vi har betalt { $amount } tilbage til dit kort for din fortrydelse { $reference } af ordre { $number }.
mail-withdrawal-credit-subject = Kreditnota for din fortrydelse af ordre { $number }
mail-withdrawal-credit-heading = Du skal ikke betale for det, du har fortrudt
mail-withdrawal-credit-text = Du havde ikke betalt ordre { $number } endnu, så der er ingen penge at sende tilbage. I stedet har vi udstedt en kreditnota på { $amount } for din fortrydelse { $reference }: den nedskriver fakturaen med beløbet. Kreditnotaen er vedhæftet.
mail-withdrawal-credit-text-no-invoice = Du havde ikke betalt ordre { $number } endnu, så der er ingen penge at sende tilbage: du skal ikke betale de { $amount } for din fortrydelse { $reference }.
mail-withdrawal-credit-left = Du skal nu kun betale { $amount } for ordre { $number }.
mail-withdrawal-credit-nothing-left = Du skal ikke betale noget for ordre { $number }.
withdrawal-refund-goods = Varer
withdrawal-refund-shipping = Oprindelig fragt
withdrawal-refund-deduction = Fradrag for værditab
withdrawal-refund-deduction-reason = Årsag til fradraget

order-withdrawal-button = Fortryd købet her
order-withdrawal-ends = Du kan fortryde købet til og med { $date }.
order-withdrawal-ended = Fristen for at fortryde købet udløb den { $date }. Har du spørgsmål, så skriv til { $email } eller ring på { $phone }.
order-withdrawn = Du har fortrudt købet den { $date } ({ $reference }).
order-withdrawal-shopify = Ordren er betalt i vores Shopify-kasse: fortryder du, betales pengene tilbage dér.

backoffice-nav-returns = Returneringer
backoffice-returns-title = Returneringer
backoffice-returns-intro = Fortrydelser, som kunderne har sendt fra siden. Pengene skal betales tilbage senest 14 dage efter fortrydelsen; I må vente, til varerne er modtaget.
backoffice-returns-filter = Vis
backoffice-returns-all = Alle
backoffice-returns-empty = Ingen fortrydelser her.
backoffice-returns-received = Modtaget { $date }
backoffice-returns-customer = Kunde
backoffice-returns-refund-by = Betal tilbage senest { $date }
backoffice-returns-statement = Fortrydelsen
backoffice-returns-lines = Varer
backoffice-returns-goods = Varer (efter rabat)
backoffice-returns-shipping = Oprindelig fragt
backoffice-returns-deduction = Fradrag for værditab
backoffice-returns-total = Til tilbagebetaling
backoffice-returns-total-credit = Til kreditering
backoffice-returns-goods-received = Varer modtaget
backoffice-returns-condition = Varernes stand
backoffice-returns-deduction-amount = Fradrag for værditab (kr.)
backoffice-returns-deduction-reason = Årsag til fradraget
backoffice-returns-goods-received-by = Varer modtaget { $date } af { $who }
backoffice-returns-refund = Refunder { $amount }
backoffice-returns-refund-shopify = Markér som refunderet i Shopify
backoffice-returns-credit = Krediter { $amount }
backoffice-returns-refunded = Refunderet { $amount } { $date } af { $who }
backoffice-returns-method-provider = via betalingsudbyderen
backoffice-returns-method-bank = som bankoverførsel (kreditnota udstedt)
backoffice-returns-method-shopify = i Shopify
backoffice-returns-method-credit = som kreditnota (ordren var ikke betalt)
backoffice-returns-shopify-note = Betalt i Shopifys kasse: refundér i Shopify.
backoffice-returns-bank-note = Betalt uden kort: overfør beløbet til kunden, og tryk så på Refunder (kreditnotaen udstedes og sendes).
backoffice-returns-unpaid-note = Ikke betalt endnu: tryk på Krediter. Kunden får en kreditnota, der nedskriver fakturaen, og der skal ingen penge overføres.
backoffice-returns-saved = Gemt.
backoffice-return-note-too-long = Teksten er for lang.
backoffice-return-deduction-too-much = Fradraget kan ikke være større end varernes beløb.
backoffice-return-deduction-reason-required = Skriv, hvorfor I trækker fra.
backoffice-return-done = Det er allerede gjort.
backoffice-return-not-captured = Betalingen er ikke trukket endnu: annullér ordren, eller send den og træk et mindre beløb.
backoffice-order-delivered = Marker som leveret
backoffice-order-delivered-on = Leveret den
backoffice-order-delivered-at = Leveret { $date }
backoffice-delivered-bad-date = Datoen kan ikke ligge før afsendelsen eller i fremtiden.
backoffice-delivered-not-sent = Marker ordren som sendt først.
backoffice-order-withdrawal-ends = Fortrydelsesfristen udløber { $date }
