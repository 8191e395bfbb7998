## Home page sections

overview-heading = Alt i el – fra første stikkontakt til hele huset
overview-services-title = Elarbejde
overview-services-text = Installation, fejlfinding, el-tavler, ladestandere og smart home. Autoriserede elektrikere, faste priser og 2 års garanti på arbejdet.
overview-services-link = Se vores ydelser
overview-products-title = Produkter
overview-products-text = Stikkontakter, lamper, smart home og kabler i kvalitet, vi selv monterer. Fri fragt over 750 kr. og hurtig levering.
overview-products-link = Se produkterne

team-heading = Mød holdet
team-text = Vi er et lille, fast hold af autoriserede elektrikere og lærlinge fra København. Du får den samme elektriker fra tilbud til aflevering – og han rydder op efter sig.
team-member-1-name = Jonas Nordgaard
team-member-1-role = Elinstallatør og indehaver
team-member-2-name = Sara Lindholm
team-member-2-role = Elektriker, smart home
team-member-3-name = Ali Rasmussen
team-member-3-role = Elektriker, tavler og erhverv
team-link = Læs mere om os

columns-private-heading = Til private
columns-private-smart-home = Smart home: lys, varme og sikkerhed, styret fra telefonen.
columns-private-charging = Ladestander til elbilen, monteret og anmeldt til netselskabet.
columns-private-installation = Nye stikkontakter, lamper og udvidelser – pænt og sikkert.
columns-business-heading = Til erhverv
columns-business-panels = Tavlearbejde: nye tavler, udvidelser og eftersyn.
columns-business-agreements = Serviceaftaler med faste besøg og hurtig udrykning.
columns-business-rental = Udlejning og lejemål: el klar til indflytning, med dokumentation.

values-heading = Det kan du regne med
values-safety-title = Sikkerhed
values-safety-text = Autoriseret, certificeret og forsikret. Alt arbejde udføres efter gældende regler og dokumenteres.
values-price-title = Fast pris
values-price-text = Du får en fast pris før vi starter – uden skjulte gebyrer. Gratis rådgivning og tilbud.
values-punctuality-title = Punktlighed
values-punctuality-text = Vi kommer, når vi har aftalt, og svarer inden for 2 timer på hverdage.
values-warranty-title = Garanti
values-warranty-text = 2 års garanti. Over 15 års erfaring med el i København og omegn.
values-cta = Få et uforpligtende tilbud

categories-heading = Find det rigtige lys
categories-text = Udvalgte produkter til hjemmet og haven – vi hjælper gerne med at vælge og montere.
categories-link = Se { $category }

booking-heading = Klar til at komme i gang?
booking-text = Book en gratis samtale på 10 minutter, eller send os en beskrivelse – så får du et fast tilbud.
booking-button = Book gratis rådgivning
booking-call = Ring { $phone }

contact-heading = Gratis, professionel rådgivning
contact-intro = Fortæl os, hvad du har brug for, så vender vi tilbage med en fast pris. Vi svarer inden for 2 timer på hverdage.
contact-trust-certified = Certificerede og forsikrede elektrikere
contact-trust-fixed-price = Fast pris – ingen skjulte gebyrer
contact-trust-free-advice = Gratis rådgivning og tilbud
contact-trust-confidential = Dine oplysninger behandles fortroligt og deles aldrig med tredjepart
contact-emergency-title = Akut strømsvigt?
contact-emergency-text = Ring til vores vagttelefon, hverdage kl. 8-17.
contact-emergency-call = Ring { $phone }
quote-heading = Få et gratis tilbud
quote-name = Navn
quote-email = Email
quote-phone = Telefon
quote-phone-placeholder = 12 34 56 78
quote-message = Hvad skal vi hjælpe med?
quote-message-placeholder = Fx: Vi vil gerne have 4 nye spots i køkkenet og en stikkontakt på terrassen.
quote-submit = Send forespørgsel
quote-sending = Sender...
quote-success = Tak! Vi kontakter dig inden for 24 timer.
quote-success-text = Vi har modtaget din forespørgsel og vender tilbage hurtigst muligt.
quote-failed = Noget gik galt
quote-failed-text = Ring til os på { $phone }

newsletter-heading = Få 10 % rabat på din første ordre
newsletter-text = Tilmeld dig nyhedsbrevet og få gode råd om el, lys og smart home – og rabatkoden, så snart du har bekræftet din tilmelding.
newsletter-email = Din email
newsletter-submit = Tilmeld
newsletter-sending = Tilmelder...
newsletter-no-spam = Ingen spam
newsletter-max-one = Højst én mail om måneden
newsletter-unsubscribe = Afmeld når som helst
newsletter-success = Tjek din indbakke
newsletter-success-text = Vi har sendt dig en mail. Bekræft tilmeldingen med linket i den, så sender vi din rabatkode på 10 %.

## /kontakt

kontakt-heading = Kontakt os
kontakt-intro = Skriv til os om stort og småt. Vi svarer inden for 24 timer – på hverdage som regel inden for 2 timer.
kontakt-form-heading = Send en besked
kontakt-name = Navn
kontakt-email = Email
kontakt-phone = Telefon (valgfrit)
kontakt-message = Besked
kontakt-submit = Send besked
kontakt-success = Tak for din besked!
kontakt-success-text = Vi vender tilbage til dig hurtigst muligt.
kontakt-info-heading = Kontaktoplysninger
kontakt-phone-label = Telefon
kontakt-email-label = Email
kontakt-address-label = Adresse
kontakt-hours-heading = Åbningstider
kontakt-hours-range = { $from }-{ $to }: { $opens }-{ $closes }
kontakt-hours-single = { $from }: { $opens }-{ $closes }
kontakt-hours-day-first =
    { $day ->
         [Mo] Mandag
         [Tu] Tirsdag
         [We] Onsdag
         [Th] Torsdag
         [Fr] Fredag
         [Sa] Lørdag
        *[Su] Søndag
    }
kontakt-hours-day =
    { $day ->
         [Mo] mandag
         [Tu] tirsdag
         [We] onsdag
         [Th] torsdag
         [Fr] fredag
         [Sa] lørdag
        *[Su] søndag
    }
kontakt-hours-weekend = Weekend: efter aftale
kontakt-emergency-heading = Vagttelefon
kontakt-emergency-text = Akut strømsvigt, kortslutning eller brændt lugt? Ring til os mandag-fredag kl. 8-17 – vi prioriterer akutte opgaver.
