## Preisrechner (Startseite, #priser)

pricing-heading = Preise – feste Stundensätze ohne versteckte Gebühren
pricing-lead = Wählen Sie, ob Sie Privat- oder Gewerbekunde sind und wann die Arbeiten ausgeführt werden sollen. So sehen Sie sofort, was eine Stunde kostet. Bevor wir beginnen, erhalten Sie immer ein Festpreisangebot.

pricing-customer-legend = Kundentyp
pricing-customer-privat = Privat
pricing-customer-erhverv = Gewerbe

pricing-band-legend = Wann sollen wir kommen?
pricing-band-dagtimer = Tagsüber (07-16)
pricing-band-overarbejde = Überstunden (16-21)
pricing-band-akut = Notfall (am selben Tag)
pricing-band-nattevagt = Nachts (21-07)
pricing-band-normal = Normaler Stundensatz
pricing-band-surcharge = Zuschlag { $percent } %

pricing-subscription = 10 % sparen mit Abo
pricing-subscription-hint = Mit einem Serviceabo erhalten Sie 10 % Rabatt auf alle Stundensätze.

pricing-summary = { $prices } · { $band }
pricing-summary-with-subscription = { $prices } · { $band } · 10 % Abo-Rabatt
pricing-summary-privat = Stundensätze für Privatkunden inkl. MwSt.
pricing-summary-erhverv = Stundensätze für Gewerbekunden zzgl. MwSt.

pricing-package-standard = Standard
pricing-package-premium = Premium
pricing-package-exclusive = Exclusive
pricing-package-standard-intro = Für die üblichen Aufgaben zu Hause oder im Büro.
pricing-package-premium-intro = Für neue Installationen, Smart Home und einen zeitgemäßen Sicherungskasten.
pricing-package-exclusive-intro = Für alle, die uns rund um die Uhr einsatzbereit und einen festen Ansprechpartner für ihr Projekt wünschen.

pricing-label-most-chosen = Am beliebtesten
pricing-label-vip = VIP-Service

pricing-per-hour = pro Stunde
pricing-vat-incl = inkl. MwSt.
pricing-vat-excl = zzgl. MwSt.
pricing-price-before = Normalpreis
pricing-features = Das erhalten Sie

pricing-feature-fault-finding = Fehlersuche und Reparatur
pricing-feature-sockets = Steckdosen und Schalter
pricing-feature-lamps = Austausch von Leuchten
pricing-feature-electrical-check = Elektroprüfung
pricing-feature-all-standard = Alles aus Standard
pricing-feature-smart-home = Smart-Home-Installation
pricing-feature-new-installations = Neuinstallationen
pricing-feature-panel-upgrade = Modernisierung des Sicherungskastens
pricing-feature-warranty = 2 Jahre Garantie
pricing-feature-all-premium = Alles aus Premium
pricing-feature-vip-priority = VIP-Priorität
pricing-feature-cover-24-7 = Erreichbarkeit rund um die Uhr (24/7)
pricing-feature-special-design = Technische Sonderplanung
pricing-feature-project-manager = Fester Projektleiter
pricing-feature-service-agreement = Maßgeschneiderter Wartungsvertrag

pricing-cta = Angebot anfordern
pricing-cta-label = Angebot für { $name } anfordern

pricing-transport-heading = Anfahrt
pricing-transport-lead = Die Anfahrtskosten hängen von der Entfernung ab. Innerhalb von 15 km ist die Anfahrt kostenlos.
pricing-transport-caption = Anfahrtszuschlag nach Entfernung
pricing-transport-zone = Zone
pricing-transport-distance = Entfernung
pricing-transport-price = Preis
pricing-transport-zone-name = Zone { $zone }
pricing-transport-zone-far = Übrige
pricing-transport-range = { $from }–{ $to } km
pricing-transport-over = Über { $from } km
pricing-transport-per-km = { $price } pro km
pricing-transport-note = Liegt die Adresse genau auf einer Zonengrenze, gilt die günstigere Zone. Bei mehr als 50 km zahlen Sie pro Kilometer für die gesamte Strecke.

## Smart-Home-Einstiegspakete (Startseite)

pricing-smart-heading = Einstieg ins Smart Home
pricing-smart-lead = Feste Paketpreise inkl. MwSt. und Montage. Ein autorisierter Elektriker installiert alles, richtet die App ein und zeigt Ihnen, wie Sie sie nutzen.
pricing-smart-perfect-for = Ideal für:
pricing-smart-price-note = inkl. MwSt. und Montage
pricing-smart-cta = Paket wählen
pricing-smart-cta-label = Paket wählen: { $name }

pricing-smart-starter-name = Starterpaket
pricing-smart-starter-description = Smartes Licht im meistgenutzten Raum – steuern Sie es per Smartphone und dimmen Sie es, wann immer Sie möchten.
pricing-smart-starter-perfect-for = Die Wohnung oder alle, die Smart Home erst einmal in einem Raum ausprobieren möchten.
pricing-smart-starter-feature-hub = Smart-Home-Hub, der alles miteinander verbindet
pricing-smart-starter-feature-lights = 2 smarte Dimmer oder 3 smarte LED-Lampen
pricing-smart-starter-feature-installation = Montage und Anschluss durch einen autorisierten Elektriker
pricing-smart-starter-feature-app = Einrichtung der App auf Ihrem Smartphone und eine kurze Einweisung
pricing-smart-starter-feature-warranty = 12 Monate Garantie auf die Arbeit

pricing-smart-expansion-name = Erweiterungspaket
pricing-smart-expansion-description = Smartes Licht in mehreren Räumen und Sensoren, die das Licht für Sie einschalten, wenn Sie nach Hause kommen.
pricing-smart-expansion-perfect-for = Familien, deren Licht sich in 2-3 Räumen dem Alltag anpassen soll.
pricing-smart-expansion-feature-hub = Smart-Home-Hub, der alles miteinander verbindet
pricing-smart-expansion-feature-lights = Bis zu 6 smarte Dimmer oder Lampen, verteilt auf 2-3 Räume
pricing-smart-expansion-feature-motion = 2 Bewegungsmelder, z. B. im Flur und im Badezimmer
pricing-smart-expansion-feature-contact = 1 Tür- oder Fenstersensor
pricing-smart-expansion-feature-schedules = Zeitsteuerung, damit sich das Licht nach Ihrem Tagesablauf ein- und ausschaltet
pricing-smart-expansion-feature-warranty = 12 Monate Garantie auf die Arbeit

pricing-smart-complete-name = Komplettpaket
pricing-smart-complete-description = Ihr ganzes Zuhause in einer App – mit Lichtszenen, Automatisierung und Unterstützung, wenn Sie sich an das neue System gewöhnen.
pricing-smart-complete-perfect-for = Hausbesitzer, die von Anfang an ein durchdachtes Smart Home im ganzen Haus möchten.
pricing-smart-complete-feature-hub = Smart-Home-Hub, der alles miteinander verbindet
pricing-smart-complete-feature-lights = Bis zu 12 smarte Dimmer oder Lampen im ganzen Zuhause
pricing-smart-complete-feature-sensors = Sensoren für Bewegung, Türen und Fenster
pricing-smart-complete-feature-scenes = Szenen wie „Guten Morgen“, „Filmabend“ und „Außer Haus“
pricing-smart-complete-feature-app = Einrichtung der App auf den Smartphones aller Haushaltsmitglieder
pricing-smart-complete-feature-support = 30 Tage Support nach der Installation
pricing-smart-complete-feature-warranty = 12 Monate Garantie auf die Arbeit
