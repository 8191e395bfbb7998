## Services: the overview (/services), the six service pages (/services/{slug})
## and the shared call to action. Service names: service-{slug} in shell.ftl.

## Overview page

services-page-meta-title = Elektriker i København – alle el-ydelser | { $name }
services-page-description = El-installation, fejlfinding, smart home, ladestandere, el-tavler og erhverv. Faste priser inkl. moms og svar inden for 2 timer på hverdage.
services-page-badge = Autoriseret elinstallatør i København
services-page-heading = Elektriker-ydelser til hjem og erhverv
services-page-intro = Fra en ny stikkontakt til en komplet el-installation: vores certificerede og forsikrede elektrikere løser opgaven sikkert, til fast pris og efter gældende regler. Vælg en ydelse og se, hvad vi laver, og hvad det koster.
services-page-image-alt = Tegning af et hus med stikkontakt, lampe, el-tavle og ladestander
services-page-cards-heading = Det kan vi hjælpe med
services-page-cards-intro = Seks områder, ét firma. Hver side forklarer, hvad opgaven indeholder, hvad den typisk koster, og hvordan du booker.
services-card-link = Læs om { $service }

services-card-installation-text = Nye stikkontakter, lampeudtag, spots og kabler – og komplet el ved renovering af køkken og bad.
services-card-installation-price = Ny stikkontakt fra 895 kr.
services-card-fejlfinding-text = HPFI-relæet slår fra, lyset flimrer eller en gruppe er død? Vi finder fejlen og udbedrer den.
services-card-fejlfinding-price = 650 kr. pr. påbegyndt time
services-card-smart-home-text = Smart lys, dæmpere, sensorer og styring fra app eller stemme – installeret og sat op for dig.
services-card-smart-home-price = Smart lys-pakker fra 2.499 kr.
services-card-elbil-text = Ladeboks på 11 kW monteret, tjek af el-tavlen og anmeldelse til netselskabet.
services-card-elbil-price = Ladestander fra 9.995 kr.
services-card-tavle-text = Ny gruppetavle, HPFI-relæ, ekstra grupper og tavleeftersyn med rapport.
services-card-tavle-price = Ny gruppetavle fra 8.500 kr.
services-card-erhverv-text = Serviceaftaler, klargøring af lejemål, tavlearbejde og belysning til butik og kontor.
services-card-erhverv-price = Fra 510 kr. pr. time ekskl. moms

services-process-heading = Sådan arbejder vi
services-process-intro = Uanset opgavens størrelse følger vi de samme fire trin, så du altid ved, hvad der sker, og hvad det koster.
services-process-1-title = Kontakt og tilbud
services-process-1-text = Ring til os eller send en forespørgsel. Beskriv opgaven, og send gerne billeder. Du får svar inden for 2 timer på hverdage.
services-process-2-title = Fast pris
services-process-2-text = Du får et skriftligt tilbud med fast pris uden skjulte gebyrer. Ved større opgaver kommer vi gratis forbi og ser på det først.
services-process-3-title = Arbejdet
services-process-3-text = Vi møder op til den aftalte tid, dækker af, udfører arbejdet efter gældende regler og rydder op efter os.
services-process-4-title = Tjek og dokumentation
services-process-4-text = Vi måler og afprøver installationen, gennemgår den med dig og sender dokumentation og faktura på e-mail.

services-rates-heading = Hvad koster en elektriker hos os?
services-rates-intro = Vi har tre timepriser, der følger opgavens art. Privatpriser er inkl. moms, erhvervspriser er ekskl. moms. Mange opgaver laver vi til fast pris – se priserne på hver ydelse.
services-rate-hour = pr. time inkl. moms
services-rate-standard-name = Standard
services-rate-standard-price = 650 kr.
services-rate-standard-business = Erhverv: 510 kr. ekskl. moms
services-rate-standard-text = Fejlfinding og reparation, stikkontakter, lampeskift og el-tjek.
services-rate-premium-name = Premium
services-rate-premium-price = 850 kr.
services-rate-premium-business = Erhverv: 670 kr. ekskl. moms
services-rate-premium-text = Alt i Standard plus nyinstallationer, smart home og tavleopgradering – med 2 års garanti.
services-rate-exclusive-name = Exclusive
services-rate-exclusive-price = 1.050 kr.
services-rate-exclusive-business = Erhverv: 850 kr. ekskl. moms
services-rate-exclusive-text = Alt i Premium plus VIP-prioritet, dækning døgnet rundt, teknisk specialdesign, fast projektleder og skræddersyet serviceaftale.
services-rates-note = Tillæg: aften kl. 16-21 + 25 %, akut samme dag + 50 %, nat kl. 21-07 + 75 %. Kørsel er gratis op til 15 km, 199 kr. op til 30 km og 399 kr. op til 50 km. Med abonnement sparer du 10 % på timeprisen.

## Service pages: shared parts

service-page-meta-title = { $heading } | { $name }
service-page-breadcrumbs = Brødkrummesti
service-page-breadcrumb-home = Forside
service-page-breadcrumb-services = Ydelser
service-page-do-heading = Det hjælper vi med
service-page-prices-heading = Typiske priser
service-page-prices-caption = Eksempler på faste priser og timepriser for { $service }
service-page-price-task = Opgave
service-page-price-amount = Pris
service-page-booking-heading = Sådan booker du
service-page-booking-1-title = Kontakt os
service-page-booking-1-text = Ring på { $phone } eller udfyld tilbudsformularen. Du får svar inden for 2 timer på hverdage.
service-page-booking-2-title = Få en fast pris
service-page-booking-2-text = Du får et skriftligt tilbud med fast pris. Er opgaven stor eller svær at vurdere, kommer vi gratis forbi først.
service-page-booking-3-title = Vælg et tidspunkt
service-page-booking-3-text = Vi finder en dag, der passer dig – almindelige opgaver typisk inden for 3-5 hverdage, akutte ofte samme dag.
service-page-book-visit = Book en besigtigelse
service-page-booking-4-title = Arbejdet og dokumentationen
service-page-booking-4-text = Vi udfører arbejdet, afprøver installationen og sender dokumentation og faktura på e-mail.
service-page-promise-price = Fast pris uden skjulte gebyrer
service-page-promise-reply = Svar inden for 2 timer på hverdage
service-page-promise-certified = Certificerede og forsikrede elektrikere
service-page-faq-heading = Ofte stillede spørgsmål
service-page-other-heading = Andre ydelser
service-page-all-services = Se alle ydelser

## El-installation

service-page-installation-heading = El-installation i København
service-page-installation-description = Nye stikkontakter, lampeudtag, spots og komplet el ved renovering. Ny stikkontakt fra 895 kr. inkl. materialer. Fast pris og 2 års garanti.
service-page-installation-intro = Nye stikkontakter, lampeudtag, spots og kabler – eller en helt ny el-installation, når du renoverer køkken, bad eller hele boligen. Vi planlægger løsningen sammen med dig, giver en fast pris og efterlader installationen afprøvet og dokumenteret.
service-page-installation-do-1 = Nye stikkontakter og afbrydere – også med indbygget USB-lader
service-page-installation-do-2 = Lampeudtag, spots og LED-belysning i lofter, skabe og nicher
service-page-installation-do-3 = El til køkkenet: induktionskomfur, emhætte, opvaskemaskine og nye grupper
service-page-installation-do-4 = El på badeværelset: gulvvarme, håndklædetørrer og fugtsikre spots
service-page-installation-do-5 = Udendørs stikkontakter og lys i haven, på terrassen og ved indgangen
service-page-installation-do-6 = Komplet el-installation ved renovering, ombygning og tilbygning
service-page-installation-price-1-label = Ny dobbelt stikkontakt i eksisterende installation
service-page-installation-price-1-amount = fra 895 kr. inkl. materialer
service-page-installation-price-2-label = Nyt lampeudtag i loftet med afbryder
service-page-installation-price-2-amount = fra 1.495 kr.
service-page-installation-price-3-label = 6 LED-spots i loftet inkl. spots og dæmper
service-page-installation-price-3-amount = fra 4.995 kr.
service-page-installation-price-4-label = Tilslutning af induktionskomfur på eksisterende udtag
service-page-installation-price-4-amount = fra 995 kr.
service-page-installation-price-5-label = Udendørs stikkontakt (IP44) med jord
service-page-installation-price-5-amount = fra 1.795 kr.
service-page-installation-price-note = Alle priser er inkl. moms, materialer og kørsel op til 15 km. Små opgaver uden fast pris afregnes med Standard-timeprisen på 650 kr., nyinstallationer og nye grupper med Premium-timeprisen på 850 kr.
service-page-installation-booking-note = Send gerne billeder af rummet og af din el-tavle sammen med forespørgslen. Så kan vi ofte give en fast pris uden at komme forbi først.
service-page-installation-faq-1-q = Hvad må jeg selv lave?
service-page-installation-faq-1-a = Meget lidt. Med strømmen afbrudt må du fx skifte en lampe på en lampekrog, skifte stikpropper og ledninger på lamper og udskifte en eksisterende afbryder eller stikkontakt med en tilsvarende – stikkontakter med jord dog kun, hvis installationen er beskyttet af et HPFI-relæ. Nye stikkontakter, flytning af udtag, nye kabler og arbejde i el-tavlen skal udføres af en autoriseret elinstallatør. Ellers risikerer du stød og brand, og forsikringen kan afvise at dække.
service-page-installation-faq-2-q = Får jeg dokumentation?
service-page-installation-faq-2-a = Ja. Når arbejdet er færdigt, måler og afprøver vi installationen, og du får dokumentationen på e-mail sammen med fakturaen. Gem den – den er nyttig, når du sælger boligen, og over for dit forsikringsselskab.
service-page-installation-faq-3-q = Hvor hurtigt kan I komme?
service-page-installation-faq-3-a = Du får svar inden for 2 timer på hverdage, og almindelige opgaver løser vi typisk inden for 3-5 hverdage. Er der noget akut, fx en stikkontakt der bliver varm, kommer vi ofte samme dag.
service-page-installation-faq-4-q = Kan prisen stige undervejs?
service-page-installation-faq-4-a = Nej, en fast pris er en fast pris. Finder vi noget uforudset, fx et gammelt kabel der bør skiftes, stopper vi og aftaler det med dig, før vi laver mere.

## Fejlfinding

service-page-fejlfinding-heading = Fejlfinding på el i København
service-page-fejlfinding-description = Slår HPFI-relæet fra, flimrer lyset, eller er der ingen strøm? Autoriseret elektriker finder fejlen. 650 kr. pr. påbegyndt time inkl. moms.
service-page-fejlfinding-intro = Slår HPFI-relæet fra, flimrer lyset, eller er der strømløst i en del af boligen? Vi finder fejlen systematisk med professionelt måleudstyr og udbedrer den – som regel ved første besøg.
service-page-fejlfinding-do-1 = HPFI-relæet slår fra – vi finder apparatet eller gruppen med fejlstrøm
service-page-fejlfinding-do-2 = Ingen strøm i en gruppe, en stikkontakt eller et helt rum
service-page-fejlfinding-do-3 = Lys, der blinker, flimrer eller dæmpes af sig selv
service-page-fejlfinding-do-4 = Varme, misfarvede eller knitrende stikkontakter og afbrydere
service-page-fejlfinding-do-5 = Sikringer, der springer igen og igen på grund af overbelastning
service-page-fejlfinding-do-6 = Isolationsmåling og kontrol af jordforbindelsen
service-page-fejlfinding-price-1-label = Fejlfinding på hverdage kl. 7-16
service-page-fejlfinding-price-1-amount = 650 kr. pr. påbegyndt time
service-page-fejlfinding-price-2-label = Fejlfinding om aftenen kl. 16-21
service-page-fejlfinding-price-2-amount = 813 kr. pr. påbegyndt time
service-page-fejlfinding-price-3-label = Akut udrykning samme dag
service-page-fejlfinding-price-3-amount = 975 kr. pr. påbegyndt time
service-page-fejlfinding-price-4-label = Fejlfinding om natten kl. 21-07
service-page-fejlfinding-price-4-amount = 1.138 kr. pr. påbegyndt time
service-page-fejlfinding-price-5-label = El-tjek af bolig op til 120 m² med skriftlig rapport
service-page-fejlfinding-price-5-amount = fra 1.950 kr.
service-page-fejlfinding-price-note = Alle priser er inkl. moms. Kørsel er gratis op til 15 km, 199 kr. op til 30 km og 399 kr. op til 50 km. Reservedele afregnes efter forbrug, og vi fortæller prisen, før vi skifter noget. Med abonnement sparer du 10 % på timeprisen.
service-page-fejlfinding-booking-note = Fortæl os, hvad der sker, og hvornår fejlen opstår – fx om HPFI-relæet slår fra, når et bestemt apparat tændes. Jo mere vi ved, jo hurtigere finder vi fejlen.
service-page-fejlfinding-faq-1-q = Hvad må jeg selv lave?
service-page-fejlfinding-faq-1-a = Du må slå HPFI-relæet og automatsikringerne til igen og skifte en sprunget proppesikring. Slår relæet fra igen, kan du tage alle stik ud og sætte dem i ét ad gangen for at finde apparatet. Du må ikke åbne stikkontakter, dåser eller el-tavlen – det kræver en autoriseret elinstallatør.
service-page-fejlfinding-faq-2-q = Hvad hvis I ikke finder fejlen?
service-page-fejlfinding-faq-2-a = De fleste fejl finder vi inden for den første time. Tager det længere tid, stopper vi efter 2 timer og aftaler med dig, hvordan vi fortsætter. Du betaler kun for den tid, vi har brugt.
service-page-fejlfinding-faq-3-q = Hvor hurtigt kan I komme?
service-page-fejlfinding-faq-3-a = Ring på { $phone } mandag til fredag kl. 8-17. Ved akutte fejl kommer vi som regel samme dag. Lugter det brændt, eller ser du røg eller gnister: slå strømmen fra på HPFI-relæet, og ring 112, hvis der er brand.
service-page-fejlfinding-faq-4-q = Får jeg dokumentation?
service-page-fejlfinding-faq-4-a = Ja. Du får en kort rapport med, hvad vi fandt, hvad vi målte, og hvad vi har udbedret – og eventuelle anbefalinger. Den er praktisk at vise dit forsikringsselskab.

## Smart home

service-page-smart-home-heading = Smart home-installation i København
service-page-smart-home-description = Smart lys, dæmpere og sensorer installeret af autoriseret elektriker. Smart lys-pakker fra 2.499 kr. inkl. moms. Vi sætter app og automatik op.
service-page-smart-home-intro = Styr lys, varme og stikkontakter fra telefonen, med stemmen eller helt automatisk. Vi monterer intelligente afbrydere, dæmpere og sensorer i din faste el-installation og sætter det hele op, så det virker fra første dag.
service-page-smart-home-do-1 = Smart lys: intelligente afbrydere, dæmpere og LED-pærer med farver og scener
service-page-smart-home-do-2 = Bevægelsessensorer og tidsstyring til entré, trappe og udendørs lys
service-page-smart-home-do-3 = Smarte stikkontakter og styring af gulvvarme
service-page-smart-home-do-4 = Opsætning af app, rum og automatiseringer med Apple Home, Google Home eller Alexa
service-page-smart-home-do-5 = Styring af ladestander og varmepumpe, når udstyret understøtter det
service-page-smart-home-do-6 = Grundig gennemgang, så hele familien kan bruge systemet
service-page-smart-home-price-1-label = Smart lys-pakke Starter
service-page-smart-home-price-1-amount = 2.499 kr.
service-page-smart-home-price-2-label = Smart lys-pakke Udvidelse
service-page-smart-home-price-2-amount = 3.999 kr.
service-page-smart-home-price-3-label = Smart lys-pakke Komplet
service-page-smart-home-price-3-amount = 6.499 kr.
service-page-smart-home-price-4-label = Smart afbryder eller dæmper monteret i eksisterende dåse
service-page-smart-home-price-4-amount = fra 1.095 kr. pr. stk.
service-page-smart-home-price-5-label = Installation og opsætning efter regning (Premium)
service-page-smart-home-price-5-amount = 850 kr. pr. time
service-page-smart-home-price-note = Alle priser er inkl. moms. Komplet-pakken har 30 dages support efter installationen. Montering i den faste installation laver vi til fast pris eller med Premium-timeprisen på 850 kr., og du får 2 års garanti på arbejdet.
service-page-smart-home-products = Se smart home-produkter i butikken
service-page-smart-home-booking-note = Fortæl os, hvilke rum du vil styre, og om du allerede bruger Apple Home, Google Home eller Alexa. Så foreslår vi en løsning, der passer til dit hjem og dit budget.
service-page-smart-home-faq-1-q = Hvad må jeg selv lave?
service-page-smart-home-faq-1-a = Du må selv skrue smarte pærer i, sætte smart-stik i almindelige stikkontakter og ændre programmering og automatiseringer i appen. Smarte afbrydere, dæmpere og relæer, der kræver ny ledningsføring eller en nul-leder i dåsen, skal monteres af en autoriseret elinstallatør.
service-page-smart-home-faq-2-q = Virker lyset, hvis internettet går ned?
service-page-smart-home-faq-2-a = Ja. Vi vælger løsninger, hvor afbryderne altid virker som almindelige kontakter, og hvor automatiseringerne kører lokalt i huset, selv om internettet er nede.
service-page-smart-home-faq-3-q = Kan I bygge videre på det, jeg allerede har?
service-page-smart-home-faq-3-a = I de fleste tilfælde, ja. Vi arbejder med udbredte standarder som Matter, Zigbee og Wi-Fi, så nye produkter kan spille sammen med dem, du allerede har.
service-page-smart-home-faq-4-q = Hvor hurtigt kan I komme?
service-page-smart-home-faq-4-a = Du får svar inden for 2 timer på hverdage, og installationen kan typisk begynde inden for 1-2 uger. En smart lys-pakke installerer vi som regel på én dag.

## Ladestander til elbil

service-page-elbil-heading = Ladestander til elbil i København
service-page-elbil-description = Ladestander 11 kW monteret fra 9.995 kr. inkl. moms. Vi tjekker el-tavlen, monterer ladeboksen og anmelder den til netselskabet for dig.
service-page-elbil-intro = Lad bilen hjemme – sikkert, hurtigt og billigt om natten. Vi monterer ladebokse på op til 11 kW, tjekker at el-tavlen og stikledningen kan klare belastningen, og anmelder installationen til netselskabet for dig.
service-page-elbil-do-1 = Rådgivning om valg af ladeboks: 11 kW på 3 faser eller 3,7-7,4 kW på 1 fase
service-page-elbil-do-2 = Tjek af el-tavle, stikledning og hovedsikring før installationen
service-page-elbil-do-3 = Montering på væg eller stander med egen gruppe og korrekt fejlstrømsbeskyttelse
service-page-elbil-do-4 = Anmeldelse af installationen til netselskabet – det klarer vi for dig
service-page-elbil-do-5 = Opsætning af app, adgangskontrol og opladning, når strømmen er billigst
service-page-elbil-do-6 = Ladeløsninger til ejer- og andelsboligforeninger med lastbalancering mellem flere ladere
service-page-elbil-price-1-label = Ladestander 11 kW monteret, inkl. ladeboks og op til 10 m kabel
service-page-elbil-price-1-amount = fra 9.995 kr.
service-page-elbil-price-2-label = Montering af din egen ladeboks, op til 10 m kabel
service-page-elbil-price-2-amount = fra 4.995 kr.
service-page-elbil-price-3-label = Ekstra kabel ud over 10 m
service-page-elbil-price-3-amount = fra 245 kr. pr. meter
service-page-elbil-price-4-label = Fritstående stander med fundament i stedet for vægmontering
service-page-elbil-price-4-amount = fra 2.495 kr. ekstra
service-page-elbil-price-5-label = Ny gruppe med HPFI type B i eksisterende tavle
service-page-elbil-price-5-amount = fra 2.995 kr.
service-page-elbil-price-note = Alle priser er inkl. moms og kørsel op til 15 km. Prisen afhænger især af afstanden fra tavlen til ladeboksen og af tavlens tilstand, så du får altid en fast pris, før vi går i gang. Ekstra arbejde afregnes med Premium-timeprisen på 850 kr.
service-page-elbil-booking-note = Send billeder af din el-tavle, hovedsikringen og stedet, hvor laderen skal sidde, og fortæl os den omtrentlige afstand fra tavlen. Så kan vi som regel give en fast pris uden besigtigelse.
service-page-elbil-faq-1-q = Skal ladestanderen anmeldes til netselskabet?
service-page-elbil-faq-1-a = Ja. En ladeboks skal anmeldes til netselskabet, og det gør vi som autoriseret elinstallatør for dig i forbindelse med installationen. Du skal ikke selv udfylde noget.
service-page-elbil-faq-2-q = Hvad må jeg selv lave?
service-page-elbil-faq-2-a = Du må sætte ladekablet i bilen og ændre indstillinger i ladeboksens app. Selve ladeboksen skal tilsluttes den faste installation af en autoriseret elinstallatør. Undgå at lade fast fra en almindelig stikkontakt med forlængerledning – den er ikke beregnet til så stor belastning i mange timer.
service-page-elbil-faq-3-q = Kan min el-tavle klare en ladeboks?
service-page-elbil-faq-3-a = Det tjekker vi altid. De fleste huse med en hovedsikring på 3 x 25 A kan fint klare en 11 kW-lader, især med lastbalancering. Har du en ældre tavle uden HPFI-relæ, skal den ofte opdateres først.
service-page-elbil-faq-4-q = Hvor hurtigt kan I komme?
service-page-elbil-faq-4-a = Du får svar inden for 2 timer på hverdage, og vi monterer typisk ladeboksen inden for 1-2 uger – hurtigere, hvis den ladeboks, du ønsker, er på lager.

## El-tavler

service-page-tavle-heading = El-tavler og tavleeftersyn i København
service-page-tavle-description = Ny gruppetavle fra 8.500 kr., HPFI-relæ (RCD), ekstra grupper og tavleeftersyn med rapport. Autoriseret elektriker og faste priser inkl. moms.
service-page-tavle-intro = El-tavlen er hjertet i din el-installation. Vi udskifter gamle tavler med proppesikringer, monterer HPFI-relæer (fejlstrømsafbrydere, også kaldet RCD), udvider med nye grupper og laver tavleeftersyn, så du ved, at din installation er sikker.
service-page-tavle-do-1 = Ny gruppetavle med automatsikringer og HPFI-relæ
service-page-tavle-do-2 = Udskiftning af gamle HFI-relæer og proppesikringer
service-page-tavle-do-3 = Tavleeftersyn med afprøvning af HPFI, eftertrækning af forbindelser og målinger
service-page-tavle-do-4 = Nye grupper til køkken, varmepumpe, ladeboks eller værksted
service-page-tavle-do-5 = Overspændingsbeskyttelse mod lynnedslag og spændingsspidser
service-page-tavle-do-6 = Tydelig opmærkning, så du altid ved, hvilken sikring der hører til hvad
service-page-tavle-price-1-label = Ny gruppetavle (op til 8 grupper) inkl. HPFI-relæ
service-page-tavle-price-1-amount = fra 8.500 kr.
service-page-tavle-price-2-label = Udskiftning af HFI-relæ til nyt HPFI-relæ
service-page-tavle-price-2-amount = fra 2.495 kr.
service-page-tavle-price-3-label = Tavleeftersyn med skriftlig rapport
service-page-tavle-price-3-amount = fra 1.295 kr.
service-page-tavle-price-4-label = Ny gruppe med automatsikring i eksisterende tavle
service-page-tavle-price-4-amount = fra 1.895 kr.
service-page-tavle-price-5-label = Overspændingsbeskyttelse (type 2)
service-page-tavle-price-5-amount = fra 2.995 kr.
service-page-tavle-price-note = Alle priser er inkl. moms, materialer og kørsel op til 15 km. Tavlearbejde ud over den faste pris afregnes med Premium-timeprisen på 850 kr., og du får 2 års garanti på arbejdet.
service-page-tavle-booking-note = Et billede af din nuværende tavle med lågen åben og et af hovedsikringen er det bedste udgangspunkt for en fast pris.
service-page-tavle-faq-1-q = Hvad er et HPFI-relæ, og har jeg brug for det?
service-page-tavle-faq-1-a = Et HPFI-relæ (en fejlstrømsafbryder, også kaldet RCD) slår strømmen fra på en brøkdel af et sekund, hvis strømmen løber et forkert sted hen – fx gennem et menneske. Har din tavle kun proppesikringer eller et gammelt HFI-relæ, anbefaler vi at få den opdateret. Tryk på testknappen et par gange om året for at se, at relæet virker.
service-page-tavle-faq-2-q = Hvad er et tavleeftersyn?
service-page-tavle-faq-2-a = Ved et tavleeftersyn kontrollerer vi tavlen visuelt, spænder forbindelserne efter, afprøver HPFI-relæet og måler isolation og jordforbindelse. Du får en rapport med resultater og anbefalinger. Vi anbefaler et eftersyn, når du køber en ældre bolig, og ellers hvert 5.-10. år.
service-page-tavle-faq-3-q = Hvad må jeg selv lave?
service-page-tavle-faq-3-a = Du må slå automatsikringer og HPFI-relæet til igen, trykke på testknappen og skifte proppesikringer. Alt andet arbejde i tavlen – også at flytte eller tilføje en gruppe – skal udføres af en autoriseret elinstallatør.
service-page-tavle-faq-4-q = Hvor længe er jeg uden strøm?
service-page-tavle-faq-4-a = En almindelig tavleudskiftning i et hus eller en lejlighed tager typisk 4-6 timer, og strømmen er kun afbrudt, mens vi arbejder. Du får dokumentation for den nye tavle, når vi er færdige.

## Erhverv

service-page-erhverv-heading = Elektriker til erhverv i København
service-page-erhverv-description = El til butik, kontor og ejendom: serviceaftaler, klargøring af lejemål og tavlearbejde. Fra 510 kr. pr. time ekskl. moms. Svar inden for 2 timer.
service-page-erhverv-intro = Vi hjælper butikker, kontorer, klinikker, restauranter og ejendomme med el-arbejde, der ikke forstyrrer driften. Fast kontaktperson, serviceaftaler med prioriteret udrykning og klare priser ekskl. moms.
service-page-erhverv-do-1 = Serviceaftaler med fast kontaktperson, prioriteret udrykning og 10 % rabat på timeprisen
service-page-erhverv-do-2 = Klargøring og istandsættelse af lejemål ved ind- og fraflytning
service-page-erhverv-do-3 = Tavlearbejde: nye undertavler, udvidelser, HPFI og overspændingsbeskyttelse
service-page-erhverv-do-4 = Belysning til butik, kontor og lager – også LED-udskiftning, der sænker elregningen
service-page-erhverv-do-5 = Ladestandere til medarbejdere og kunder med lastbalancering
service-page-erhverv-do-6 = Termografering og eftersyn som dokumentation over for forsikringsselskabet
service-page-erhverv-price-1-label = Standard-timepris: fejlfinding, reparation og service
service-page-erhverv-price-1-amount = 510 kr. pr. time ekskl. moms
service-page-erhverv-price-2-label = Premium-timepris: nyinstallation, tavlearbejde og smart home
service-page-erhverv-price-2-amount = 670 kr. pr. time ekskl. moms
service-page-erhverv-price-3-label = Exclusive-timepris: VIP-prioritet og dækning døgnet rundt
service-page-erhverv-price-3-amount = 850 kr. pr. time ekskl. moms
service-page-erhverv-price-4-label = Med serviceaftale: 10 % rabat på Standard-timeprisen
service-page-erhverv-price-4-amount = 459 kr. pr. time ekskl. moms
service-page-erhverv-price-5-label = Klargøring af lejemål op til 100 m²
service-page-erhverv-price-5-amount = fra 3.995 kr. ekskl. moms
service-page-erhverv-price-note = Alle erhvervspriser er ekskl. moms. Arbejde kl. 16-21 koster 25 % ekstra, akut udrykning samme dag 50 % og arbejde om natten kl. 21-07 75 %. Kørsel er gratis op til 15 km.
service-page-erhverv-booking-note = Fortæl os om jeres lokaler og åbningstider, og hvornår arbejdet bedst kan udføres. Vi arbejder gerne uden for åbningstiden, så kunder og medarbejdere ikke forstyrres.
service-page-erhverv-faq-1-q = Hvad indeholder en serviceaftale?
service-page-erhverv-faq-1-a = En serviceaftale giver jer en fast kontaktperson, prioriteret udrykning og 10 % rabat på timeprisen. Med en Exclusive-aftale får I desuden dækning døgnet rundt, en dedikeret projektleder og en aftale, der er skræddersyet til jeres drift.
service-page-erhverv-faq-2-q = Kan I arbejde uden for vores åbningstid?
service-page-erhverv-faq-2-a = Ja. Vi arbejder gerne tidligt om morgenen, om aftenen eller i weekenden efter aftale. Aftenarbejde kl. 16-21 koster 638 kr. pr. time ekskl. moms med Standard-timeprisen.
service-page-erhverv-faq-3-q = Får vi dokumentation?
service-page-erhverv-faq-3-a = Ja. Alle opgaver afsluttes med dokumentation for det udførte arbejde og målingerne, og ved tavlearbejde opdaterer vi gruppefortegnelsen. Det er nyttigt over for forsikringen, udlejeren og ved overdragelse af lejemålet.
service-page-erhverv-faq-4-q = Hvor hurtigt kan I komme?
service-page-erhverv-faq-4-a = I får svar inden for 2 timer på hverdage. Kunder med serviceaftale får prioriteret udrykning – typisk samme dag ved driftsstop – og med en Exclusive-aftale har I dækning døgnet rundt.

## Call to action (services, service pages and the about page)

services-cta-heading = Klar til at komme i gang?
services-cta-text = Få et gratis og uforpligtende tilbud med fast pris. Vi svarer inden for 2 timer på hverdage.
services-cta-quote = Få et gratis tilbud
services-cta-call = Ring { $phone }
services-cta-hours = Telefonen er åben mandag-fredag kl. 8-17.
