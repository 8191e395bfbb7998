## Pricing calculator (home page, #priser)

pricing-heading = Priser – faste timepriser uden skjulte gebyrer
pricing-lead = Vælg, om du er privat- eller erhvervskunde, og hvornår arbejdet skal udføres. Så ser du med det samme, hvad en time koster. Før vi går i gang, får du altid et fast tilbud.

pricing-customer-legend = Kundetype
pricing-customer-privat = Privat
pricing-customer-erhverv = Erhverv

pricing-band-legend = Hvornår skal vi komme?
pricing-band-dagtimer = Dagtimer (07-16)
pricing-band-overarbejde = Overarbejde (16-21)
pricing-band-akut = Akut (samme dag)
pricing-band-nattevagt = Nattevagt (21-07)
pricing-band-normal = Normal timepris
pricing-band-surcharge = Tillæg { $percent } %

pricing-subscription = Spar 10 % med abonnement
pricing-subscription-hint = Med et serviceabonnement får du 10 % rabat på alle timepriser.

pricing-summary = { $prices } · { $band }
pricing-summary-with-subscription = { $prices } · { $band } · 10 % abonnementsrabat
pricing-summary-privat = Timepriser for privatkunder inkl. moms
pricing-summary-erhverv = Timepriser for erhvervskunder ekskl. moms

pricing-package-standard = Standard
pricing-package-premium = Premium
pricing-package-exclusive = Exclusive
pricing-package-standard-intro = Til de almindelige opgaver i hjemmet eller på kontoret.
pricing-package-premium-intro = Til nye installationer, smart home og en tidssvarende el-tavle.
pricing-package-exclusive-intro = Til dig, der vil have os klar døgnet rundt og ét fast ansigt på projektet.

pricing-label-most-chosen = Mest Valgt
pricing-label-vip = VIP Service

pricing-per-hour = per time
pricing-vat-incl = inkl. moms
pricing-vat-excl = ekskl. moms
pricing-price-before = Normalpris
pricing-features = Det får du

pricing-feature-fault-finding = Fejlfinding og reparation
pricing-feature-sockets = Stikkontakter og afbrydere
pricing-feature-lamps = Udskiftning af lamper
pricing-feature-electrical-check = El-eftersyn
pricing-feature-all-standard = Alt i Standard
pricing-feature-smart-home = Installation af smart home
pricing-feature-new-installations = Nye installationer
pricing-feature-panel-upgrade = Opgradering af el-tavlen
pricing-feature-warranty = 2 års garanti
pricing-feature-all-premium = Alt i Premium
pricing-feature-vip-priority = VIP-prioritet
pricing-feature-cover-24-7 = Dækning 24/7
pricing-feature-special-design = Teknisk specialdesign
pricing-feature-project-manager = Fast projektleder
pricing-feature-service-agreement = Skræddersyet serviceaftale

pricing-cta = Få et tilbud
pricing-cta-label = Få et tilbud på { $name }

pricing-transport-heading = Kørsel
pricing-transport-lead = Kørslen afhænger af, hvor langt vi skal køre. Inden for 15 km kører vi gratis.
pricing-transport-caption = Kørselstillæg efter afstand
pricing-transport-zone = Zone
pricing-transport-distance = Afstand
pricing-transport-price = Pris
pricing-transport-zone-name = Zone { $zone }
pricing-transport-zone-far = Øvrige
pricing-transport-range = { $from }–{ $to } km
pricing-transport-over = Over { $from } km
pricing-transport-per-km = { $price } pr. km
pricing-transport-note = Ligger adressen præcis på en zonegrænse, gælder den billigste zone. Over 50 km betaler du pr. km for hele strækningen.

## Smart-home starter packages (home page)

pricing-smart-heading = Kom i gang med smart home
pricing-smart-lead = Faste pakkepriser inkl. moms og montering. En autoriseret elektriker installerer det hele, sætter appen op og viser dig, hvordan du bruger den.
pricing-smart-perfect-for = Perfekt til:
pricing-smart-price-note = inkl. moms og montering
pricing-smart-cta = Vælg pakken
pricing-smart-cta-label = Vælg pakken: { $name }

pricing-smart-starter-name = Startpakke
pricing-smart-starter-description = Smart lys i det rum, du bruger mest – styr det fra telefonen, og dæmp det, når du vil.
pricing-smart-starter-perfect-for = Lejligheden eller dig, der vil prøve smart home af i ét rum først.
pricing-smart-starter-feature-hub = Smart home-hub, der samler det hele
pricing-smart-starter-feature-lights = 2 smarte lysdæmpere eller 3 smarte LED-pærer
pricing-smart-starter-feature-installation = Montering og tilslutning ved autoriseret elektriker
pricing-smart-starter-feature-app = Appen sat op på din telefon, og en kort gennemgang
pricing-smart-starter-feature-warranty = 12 måneders garanti på arbejdet

pricing-smart-expansion-name = Udvidelsespakke
pricing-smart-expansion-description = Smart lys i flere rum og sensorer, der tænder lyset for dig, når du kommer.
pricing-smart-expansion-perfect-for = Familien, der vil have lyset i 2-3 rum til at følge med hverdagen.
pricing-smart-expansion-feature-hub = Smart home-hub, der samler det hele
pricing-smart-expansion-feature-lights = Op til 6 smarte dæmpere eller pærer fordelt på 2-3 rum
pricing-smart-expansion-feature-motion = 2 bevægelsessensorer, fx i entréen og på badeværelset
pricing-smart-expansion-feature-contact = 1 dør- eller vinduessensor
pricing-smart-expansion-feature-schedules = Tidsstyring, så lyset tænder og slukker efter jeres dagligdag
pricing-smart-expansion-feature-warranty = 12 måneders garanti på arbejdet

pricing-smart-complete-name = Komplet pakke
pricing-smart-complete-description = Hele boligen samlet i én app – med scener, automatik og hjælp, når I er flyttet ind i det nye system.
pricing-smart-complete-perfect-for = Husejeren, der vil have et gennemført smart home i hele huset fra start.
pricing-smart-complete-feature-hub = Smart home-hub, der samler det hele
pricing-smart-complete-feature-lights = Op til 12 smarte dæmpere eller pærer i hele boligen
pricing-smart-complete-feature-sensors = Sensorer til bevægelse, døre og vinduer
pricing-smart-complete-feature-scenes = Scener som »Godmorgen«, »Film« og »Ude af huset«
pricing-smart-complete-feature-app = Appen sat op på hele husstandens telefoner
pricing-smart-complete-feature-support = 30 dages support efter installationen
pricing-smart-complete-feature-warranty = 12 måneders garanti på arbejdet
