## Legal pages: privacy policy (/privatlivspolitik) and terms of sale (/handelsbetingelser)

legal-updated = Senest opdateret: 22. november 2026
legal-toc-heading = Indhold
legal-company-cvr = CVR-nr.: { $cvr }
legal-company-email = E-mail: { $email }
legal-company-phone = Telefon: { $phone }

## Privacy policy

privacy-page-meta-title = Privatlivspolitik | { $name }
privacy-page-description = Sådan behandler { $name } dine personoplysninger: hvad vi indsamler og hvorfor, hvor længe vi gemmer dem, og dine rettigheder efter GDPR.
privacy-page-heading = Privatlivspolitik
privacy-page-intro = Hos { $name } passer vi på dine personoplysninger. Her kan du læse, hvilke oplysninger vi behandler, når du bruger vores hjemmeside og webshop, beder om et tilbud eller køber en ydelse hos os, hvorfor vi gør det, og hvilke rettigheder du har efter databeskyttelsesforordningen (GDPR) og databeskyttelsesloven.

privacy-section-controller-heading = Dataansvarlig
privacy-section-controller-text = Den dataansvarlige for behandlingen af dine personoplysninger er:
privacy-section-controller-contact = Har du spørgsmål til, hvordan vi behandler dine oplysninger, eller vil du bruge dine rettigheder, så skriv til { $email } eller ring på { $phone }.

privacy-section-data-heading = Hvilke oplysninger vi behandler
privacy-section-data-text = Vi behandler kun de oplysninger, vi har brug for. Vi beder ikke om følsomme oplysninger, fx om helbred, og vi beder dig om ikke at skrive dem i beskeder til os.
privacy-data-account-title = Din konto
privacy-data-account-text = Når du opretter en konto: fornavn, efternavn, e-mailadresse, telefonnummer (hvis du oplyser det) og din adgangskode, som vi kun gemmer i krypteret form og aldrig kan se.
privacy-data-orders-title = Ordrer
privacy-data-orders-text = Når du køber varer: ordrenummer, varer, beløb, status og dato samt navn, leverings- og faktureringsadresse, e-mailadresse og telefonnummer. Dine kortoplysninger ser og gemmer vi ikke – dem håndterer betalingsudbyderen.
privacy-data-requests-title = Kontakt- og tilbudsforespørgsler
privacy-data-requests-text = Når du skriver til os eller beder om et tilbud: navn, e-mailadresse, telefonnummer og det, du fortæller om opgaven, fx adressen, billeder og en beskrivelse af din el-installation.
privacy-data-newsletter-title = Nyhedsbrev
privacy-data-newsletter-text = Når du tilmelder dig vores nyhedsbrev: din e-mailadresse, dit sprog, hvornår du tilmeldte dig og bekræftede tilmeldingen med knappen på siden, som linket i mailen åbner, og den IP-adresse og browser, du bekræftede fra (så vi kan vise, at det var en person og ikke et program, der bekræftede), en kontrolsum af den tekst, du fik vist, da du gav samtykke, din rabatkode og – hvis du afmelder dig – hvornår.
privacy-data-technical-title = Tekniske oplysninger
privacy-data-technical-text = Når du besøger hjemmesiden, registrerer vores server IP-adresse, tidspunkt, den side du beder om, og browsertype i en teknisk log. Loggen bruges kun til drift, fejlsøgning og sikkerhed, fx til at forhindre misbrug af login.

privacy-section-cookies-heading = Cookies og lokal lagring
privacy-section-cookies-text = Vi bruger kun det, der er teknisk nødvendigt for, at hjemmesiden og webshoppen virker. Derfor kræver det ikke dit samtykke, og du møder ikke et cookie-banner hos os.
privacy-cookie-session = Cookien »session« holder dig logget ind. Den sættes først, når du logger ind, og slettes, når du logger ud, eller senest efter 30 dage.
privacy-cookie-lang = Cookien »lang« husker dit valg af sprog i op til 1 år.
privacy-cookie-cart = Indkøbskurven gemmes i din browsers lokale lagring (local storage) på din egen enhed, så den ikke forsvinder, når du lukker siden. Indholdet sendes først til os, når du går til kassen, og gemmes hos os i højst 30 dage, hvis du ikke bestiller.
privacy-section-cookies-none = Vi bruger ingen cookies eller lignende teknologier til statistik, sporing eller markedsføring, og vi viser ikke annoncer fra andre.

privacy-section-purposes-heading = Formål og retsgrundlag
privacy-section-purposes-text = Vi behandler kun dine oplysninger, når vi har et lovligt grundlag efter databeskyttelsesforordningens artikel 6, stk. 1:
privacy-purpose-contract-title = Aftale (litra b)
privacy-purpose-contract-text = For at oprette og administrere din konto, behandle og levere dine ordrer, give dig et tilbud og udføre de el-opgaver, du bestiller hos os.
privacy-purpose-legal-title = Retlig forpligtelse (litra c)
privacy-purpose-legal-text = For at overholde lovkrav, især bogføringsloven, der kræver, at vi opbevarer regnskabsmateriale som fakturaer og ordrer i 5 år, og reglerne om dokumentation af elinstallationsarbejde.
privacy-purpose-interest-title = Legitim interesse (litra f)
privacy-purpose-interest-text = For at besvare henvendelser, der endnu ikke er blevet til en aftale, drive og sikre hjemmesiden, forebygge misbrug og svindel og fastlægge eller forsvare retskrav, fx ved en reklamation. Vores legitime interesse er at kunne drive vores virksomhed sikkert og give god service.
privacy-purpose-consent-title = Samtykke (litra a)
privacy-purpose-consent-text = For at sende dig vores nyhedsbrev. Du kan altid trække dit samtykke tilbage via linket i nyhedsbrevet eller ved at skrive til os. Det påvirker ikke lovligheden af den behandling, der er sket, før du trak samtykket tilbage.

privacy-section-recipients-heading = Hvem vi deler oplysninger med
privacy-section-recipients-text = Vi sælger aldrig dine oplysninger, og vi giver dem ikke videre til andre til deres egne formål, fx markedsføring. Vi bruger nogle få leverandører (databehandlere), som kun må behandle oplysningerne efter vores instruks og under en databehandleraftale:
privacy-recipient-hosting = Hosting og drift: vores hostingudbyder, som driver de servere i EU, som hjemmesiden, webshoppen og databasen kører på.
privacy-recipient-shop = Webshop og betaling: i vores egen kasse gemmer vi selv dine leverings- og faktureringsoplysninger sammen med ordren, og din bank får kun det, du selv skriver i overførslen. Bruger webshoppen Shopify til checkout, sendes indholdet af din kurv til Shopify, og du indtaster dine leverings- og betalingsoplysninger direkte hos dem og de betalingsudbydere, der er knyttet til deres checkout.
privacy-recipient-shipping = Fragt: fragtfirmaet får dit navn, din adresse og dit telefonnummer, så varerne kan leveres.
privacy-recipient-authorities = Rådgivere og myndigheder: vores revisor og offentlige myndigheder som Skattestyrelsen, når loven kræver det.
privacy-section-recipients-transfer = Behandler en leverandør oplysninger uden for EU/EØS, sker det kun med et lovligt overførselsgrundlag, fx en afgørelse fra EU-Kommissionen om et tilstrækkeligt beskyttelsesniveau (som for Canada og for virksomheder, der er certificeret under EU-U.S. Data Privacy Framework) eller EU-Kommissionens standardkontraktbestemmelser.

privacy-section-storage-heading = Hvor længe vi gemmer oplysningerne
privacy-section-storage-text = Vi gemmer ikke oplysninger længere, end vi har brug for dem:
privacy-storage-account = Konto: så længe du har en konto. Du kan til enhver tid selv slette den under Min profil, og har den ikke været brugt i 3 år, sletter vi den – vi skriver til dig 30 dage før, og logger du ind, beholder du den.
privacy-storage-orders = Ordrer, fakturaer og andet regnskabsmateriale: 5 år fra udgangen af det regnskabsår, de vedrører, jf. bogføringsloven.
privacy-storage-requests = Kontakt- og tilbudsforespørgsler: op til 12 måneder efter vores sidste kontakt, hvis de ikke fører til en aftale. Bliver forespørgslen til en opgave, gemmer vi den sammen med sagen.
privacy-storage-work = Sager og dokumentation for udført el-arbejde: op til 5 år efter, at arbejdet er afsluttet, så vi kan håndtere garanti og reklamationer og dokumentere arbejdet.
privacy-storage-newsletter = Nyhedsbrev: indtil du afmelder dig. En tilmelding, der ikke bliver bekræftet via linket i mailen, sletter vi efter 7 dage.
privacy-storage-logs = Tekniske logfiler: højst 30 dage.

privacy-section-security-heading = Sikkerhed
privacy-section-security-text = Vi beskytter dine oplysninger med passende tekniske og organisatoriske foranstaltninger: al trafik til hjemmesiden er krypteret (HTTPS), adgangskoder gemmes kun som krypterede hashværdier, og kun medarbejdere, der har brug for oplysningerne i deres arbejde, har adgang til dem. Skulle der alligevel ske et sikkerhedsbrud, der indebærer en høj risiko for dig, giver vi dig besked hurtigst muligt.

privacy-section-rights-heading = Dine rettigheder
privacy-section-rights-text = Efter databeskyttelsesforordningen har du en række rettigheder. Vil du bruge dem, så skriv til { $email }. Det er gratis, og vi svarer hurtigst muligt og senest inden for en måned.
privacy-right-access-title = Ret til indsigt
privacy-right-access-text = Du kan få at vide, hvilke oplysninger vi behandler om dig, hvor de kommer fra, og hvad vi bruger dem til – og få en kopi af dem. Har du en konto, kan du selv hente alt, hvad vi har gemt om den, som én fil med »Hent mine data« under Min profil.
privacy-right-rectification-title = Ret til berigtigelse
privacy-right-rectification-text = Du kan få rettet oplysninger, der er forkerte eller ufuldstændige. Navn og telefonnummer kan du også selv rette under Min profil.
privacy-right-erasure-title = Ret til sletning
privacy-right-erasure-text = Du kan bede os slette dine oplysninger. Vi sletter dem, medmindre vi skal gemme dem på grund af lovkrav, fx bogføringsloven, eller for at kunne forsvare et retskrav. Har du en konto, kan du selv slette den med »Slet min konto« under Min profil: kontoen, dine henvendelser og dit nyhedsbrev slettes med det samme, og dine ordrer gemmes resten af de 5 år uden dit navn, din adresse, dit telefonnummer og din e-mail.
privacy-right-restriction-title = Ret til begrænsning af behandling
privacy-right-restriction-text = Du kan bede os om midlertidigt kun at opbevare dine oplysninger, fx mens vi undersøger, om de er korrekte.
privacy-right-portability-title = Ret til dataportabilitet
privacy-right-portability-text = Du kan få de oplysninger, du selv har givet os på grundlag af en aftale eller et samtykke, i et struktureret, almindeligt anvendt og maskinlæsbart format og få dem overført til en anden – filen fra »Hent mine data« er i formatet JSON.
privacy-right-objection-title = Ret til indsigelse
privacy-right-objection-text = Du kan gøre indsigelse mod behandling, vi foretager på grundlag af vores legitime interesse. Så stopper vi, medmindre vi har vægtige legitime grunde, der går forud for dine interesser.
privacy-right-withdraw-title = Ret til at trække samtykke tilbage
privacy-right-withdraw-text = Har du givet samtykke, fx til nyhedsbrevet, kan du til enhver tid trække det tilbage.

privacy-section-complaint-heading = Klage til Datatilsynet
privacy-section-complaint-text = Er du utilfreds med, hvordan vi behandler dine personoplysninger, vil vi gerne høre det, så vi kan rette op på det. Du har også altid ret til at klage til Datatilsynet:
privacy-complaint-authority = Datatilsynet, Carl Jacobsens Vej 35, 2500 Valby, telefon 33 19 32 00, www.datatilsynet.dk

privacy-section-changes-heading = Ændringer
privacy-section-changes-text = Vi opdaterer privatlivspolitikken, når vi ændrer den måde, vi behandler personoplysninger på, eller når reglerne ændrer sig. Datoen øverst viser, hvornår den senest er opdateret. Ved væsentlige ændringer giver vi besked på hjemmesiden og pr. e-mail, hvis du har en konto.

## Terms of sale

terms-page-meta-title = Handelsbetingelser | { $name }
terms-page-description = Handelsbetingelser for { $name }: priser inkl. moms, betaling, levering, fri fragt over 750 kr., 14 dages fortrydelsesret og 2 års reklamationsret.
terms-page-heading = Handelsbetingelser
terms-page-intro = Disse handelsbetingelser gælder, når du som forbruger køber varer i webshoppen hos { $name }. Læs dem, før du bestiller – når du afgiver en ordre, accepterer du betingelserne.

terms-section-seller-heading = Virksomhedsoplysninger
terms-section-seller-text = Webshoppen drives af:

terms-section-prices-heading = Priser
terms-section-prices-text = Alle priser er i danske kroner (DKK) og inkl. 25 % moms. Fragt og eventuelle gebyrer står tydeligt i kurven og i checkout, før du godkender købet.
terms-section-prices-errors = Vi tager forbehold for trykfejl, udsolgte varer og prisændringer. Er en pris åbenlyst forkert, fx på grund af en teknisk fejl, kan vi annullere ordren og betale det fulde beløb tilbage.

terms-section-order-heading = Bestilling og aftale
terms-section-order-text = Du bestiller ved at lægge varer i kurven og gå til kassen. Du behøver ikke en konto. I kassen vælger du levering og betaling, indtaster navn, adresse, telefon og e-mail, accepterer disse betingelser og godkender købet med knappen »Bestil med betalingspligt«.
terms-section-order-contract = Aftalen er bindende, når vi har sendt en ordrebekræftelse til din e-mail. Tjek bekræftelsen, og kontakt os hurtigst muligt, hvis der er fejl. Du kan også se dine ordrer under Min konto. Aftalen indgås på dansk, og vi gemmer den – skriv til os, hvis du vil have en kopi.

terms-section-payment-heading = Betaling
terms-section-payment-text = Du betaler med bankoverførsel mod den faktura, du får på e-mail med ordrebekræftelsen (inden 8 dage, med ordrenummeret i beskeden), ved afhentning i butikken, eller – som offentlig kunde – mod en elektronisk faktura til jeres EAN-nummer. Vi sender varerne, når betalingen er modtaget. Betaler du med kort i vores webshop-udbyders checkout, reserveres beløbet, når du køber, og trækkes først, når varerne sendes; vi ser aldrig dine kortoplysninger.

terms-section-delivery-heading = Levering
terms-section-delivery-text = Vi leverer til adresser i Danmark undtagen Færøerne og Grønland. Varer på lager sendes normalt inden for 1-3 hverdage, og du får en e-mail med track & trace, når pakken er sendt.
terms-section-delivery-shipping = Fragten er gratis, når varerne efter en eventuel rabat koster mindst 750 kr. Køber du for mindre, betaler du et fragtgebyr, som står i kurven og i kassen, før du godkender købet. Henter du selv varerne i butikken, er det gratis.
terms-section-delivery-damage = Tjek varerne, når du modtager dem. Er pakken beskadiget, så bed fragtføreren om at notere det, og kontakt os hurtigst muligt.

terms-section-withdrawal-heading = Fortrydelsesret
terms-section-withdrawal-text = Du har 14 dages fortrydelsesret, når du køber varer hos os som forbruger. Fristen løber fra den dag, du modtager varen. Leveres en ordre i flere forsendelser, løber fristen fra den dag, du modtager den sidste vare.
terms-section-withdrawal-how = Vil du fortryde, skal du give os en tydelig besked inden fristen – skriv til { $email } med dit ordrenummer og de varer, det drejer sig om. Du kan også bruge standardfortrydelsesformularen fra Forbrugerombudsmanden, men det er ikke et krav.
terms-section-withdrawal-return = Du skal sende varen tilbage senest 14 dage efter, at du har fortrudt, og du betaler selv returfragten. Vi betaler hele købesummen tilbage, inklusive den oprindelige standardfragt, senest 14 dage efter, at vi har modtaget din besked, men vi må vente, til vi har modtaget varen.
terms-section-withdrawal-condition = Du må undersøge varen, som du ville gøre i en fysisk butik, men ikke tage den i brug. Er varen brugt mere end nødvendigt, eller er den blevet monteret i en el-installation, kan vi trække værditabet fra beløbet.
terms-section-withdrawal-exceptions = Fortrydelsesretten gælder ikke for varer, der er fremstillet efter dine mål eller ønsker, fx kabel skåret i en bestemt længde, og ikke for ydelser, der er fuldt udført, hvis du har bedt os om at begynde inden fristen og er blevet gjort opmærksom på, at du så mister fortrydelsesretten.
terms-section-withdrawal-form-link = Gå til standardfortrydelsesformularen

terms-section-complaints-heading = Reklamationsret
terms-section-complaints-text = Du har 2 års reklamationsret efter købeloven. Du kan altså reklamere over fejl og mangler, som var til stede, da du modtog varen, og som viser sig inden for 2 år. Viser fejlen sig inden for det første år, går vi ud fra, at den var der fra starten. Almindeligt slid og skader efter forkert brug eller forkert montering er ikke omfattet.
terms-section-complaints-how = Reklamér inden for rimelig tid, efter du har opdaget fejlen – reklamerer du inden for 2 måneder, er det altid rettidigt. Skriv til { $email } med ordrenummer, en beskrivelse af fejlen og gerne billeder.
terms-section-complaints-remedy = Er reklamationen berettiget, reparerer eller ombytter vi varen, giver et afslag i prisen eller betaler købesummen tilbage efter købelovens regler. Vi betaler rimelige udgifter til returfragt.

terms-section-warranty-heading = Garanti på vores arbejde
terms-section-warranty-text = Reklamationsretten ovenfor gælder varer. For el-arbejde, som vores elektrikere udfører, giver vi 12 måneders garanti på arbejdet fra den dag, opgaven er afsluttet. Opgaver i vores Premium- og Exclusive-pakker – fx nyinstallationer, el-tavler, smart home og ladestandere – har 2 års garanti.
terms-section-warranty-scope = Garantien dækker fejl i vores arbejde, fx en forbindelse, der ikke er udført korrekt. Den dækker ikke materialer og apparater, du selv har leveret, skader efter ændringer foretaget af andre, eller almindeligt slid. Varer, vi leverer og monterer, har desuden 2 års reklamationsret. Garantien gælder i tillæg til dine rettigheder efter loven.

terms-section-installation-heading = Installation og andre ydelser
terms-section-installation-text = Et køb i webshoppen omfatter kun varen. Skal vi montere den, bookes installationen for sig – ring på { $phone }, eller bed om et tilbud via formularen på forsiden. Installationsopgaver udføres efter et særskilt tilbud med fast pris.
terms-section-installation-rules = Husk, at de fleste produkter til den faste el-installation, fx stikkontakter, tavlekomponenter, kabler og indbygningsspots, efter reglerne skal monteres af en autoriseret elinstallatør.
terms-section-installation-withdrawal = Bestiller du el-arbejde hos os på afstand eller uden for vores forretning, har du som forbruger også 14 dages fortrydelsesret. Beder du os begynde inden fristen og fortryder, betaler du for det arbejde, der er udført. Fortrydelsesretten gælder ikke akutte reparationer, som du selv har bedt os komme og udføre.

terms-section-recycling-heading = Brugt elektronik og batterier
terms-section-recycling-text = Elektrisk og elektronisk udstyr og batterier er mærket med en overstreget affaldsspand: de må ikke smides ud med husholdningsaffaldet, men skal afleveres til genanvendelse. Du kan aflevere dem gratis på kommunens genbrugsplads.
terms-section-recycling-take-back = Når du køber et nyt elektrisk produkt hos os, tager vi et tilsvarende brugt produkt med retur uden beregning, når vi leverer eller monterer det nye, eller når du henter det i butikken. Ring på { $phone } eller skriv til { $email }, så aftaler vi det.

terms-section-disputes-heading = Klagemuligheder
terms-section-disputes-text = Er du utilfreds med dit køb, så kontakt os først på { $email } – som regel finder vi en løsning sammen.
terms-section-disputes-board = Kan vi ikke blive enige, kan du klage til Nævnenes Hus, Toldboden 2, 8800 Viborg, www.naevneneshus.dk. Klagen behandles først af Center for Klageløsning og kan derefter gå videre til Forbrugerklagenævnet.
terms-section-disputes-eu = EU-Kommissionens tidligere online klageportal (ODR) er lukket. Bor du i et andet EU-land, kan du i stedet få hjælp af Forbrugereuropa, www.forbrugereuropa.dk.

terms-section-privacy-heading = Personoplysninger
terms-section-privacy-text = Vi behandler dine personoplysninger fortroligt og efter databeskyttelsesreglerne. Vi bruger dem kun til at gennemføre dit køb og give dig service, og vi sælger dem aldrig videre.
terms-section-privacy-link = Læs vores privatlivspolitik

# Soft hyphens: the word is wider than the table of contents and a phone's heading.
terms-section-withdrawal-form-heading = Standard{"\u00AD"}fortrydelses{"\u00AD"}formular
terms-section-withdrawal-form-intro = Vil du fortryde et køb, kan du bruge denne formular. Udskriv den, eller kopiér teksten ind i en e-mail til { $email }, og udfyld den. Du behøver ikke bruge formularen – en anden tydelig besked, som du sender inden fristen, er lige så god.
terms-withdrawal-form-note = (denne formular udfyldes og returneres kun, hvis fortrydelsesretten gøres gældende)
terms-withdrawal-form-to = Til: { $name }, { $address }, { $email }
terms-withdrawal-form-notice = Jeg/vi (*) meddeler herved, at jeg/vi (*) ønsker at gøre fortrydelsesretten gældende i forbindelse med min/vores (*) købeaftale om følgende varer:
terms-withdrawal-form-dates = Bestilt den (*)/modtaget den (*):
terms-withdrawal-form-name = Forbrugerens/forbrugernes navn:
terms-withdrawal-form-address = Forbrugerens/forbrugernes adresse:
terms-withdrawal-form-signature = Forbrugerens/forbrugernes underskrift (kun hvis formularens indhold meddeles på papir):
terms-withdrawal-form-date = Dato:
terms-withdrawal-form-footnote = (*) Det ikke-relevante udstreges.
