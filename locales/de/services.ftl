## Leistungen: die Übersicht (/services), die sechs Leistungsseiten (/services/{slug})
## und der gemeinsame Call-to-Action. Namen der Leistungen: service-{slug} in shell.ftl.

## Übersichtsseite

services-page-meta-title = Elektriker in Kopenhagen – alle Elektroleistungen | { $name }
services-page-description = Elektroinstallation, Fehlersuche, Smart Home, Ladestationen, Sicherungskästen und Gewerbe. Festpreise inkl. MwSt. und Antwort innerhalb von 2 Stunden an Werktagen.
services-page-badge = Zugelassener Elektroinstallateur in Kopenhagen
services-page-heading = Elektrikerleistungen für Privat- und Gewerbekunden
services-page-intro = Von der neuen Steckdose bis zur kompletten Elektroinstallation: Unsere zertifizierten und versicherten Elektriker erledigen den Auftrag sicher, zum Festpreis und nach den geltenden Vorschriften. Wählen Sie eine Leistung und sehen Sie, was wir tun und was es kostet.
services-page-image-alt = Zeichnung eines Hauses mit Steckdose, Lampe, Sicherungskasten und Ladestation
services-page-cards-heading = Dabei helfen wir Ihnen
services-page-cards-intro = Sechs Bereiche, ein Unternehmen. Jede Seite erklärt, was der Auftrag umfasst, was er typischerweise kostet und wie Sie buchen.
services-card-link = Mehr zu { $service }

services-card-installation-text = Neue Steckdosen, Deckenauslässe, Einbauspots und Kabel – und die komplette Elektrik bei der Renovierung von Küche und Bad.
services-card-installation-price = Neue Steckdose ab 895 DKK
services-card-fejlfinding-text = Der FI-Schutzschalter (HPFI) löst aus, das Licht flackert oder ein Stromkreis ist tot? Wir finden den Fehler und beheben ihn.
services-card-fejlfinding-price = 650 DKK pro angefangene Stunde
services-card-smart-home-text = Smartes Licht, Dimmer, Sensoren und Steuerung per App oder Sprache – für Sie installiert und eingerichtet.
services-card-smart-home-price = Smart-Licht-Pakete ab 2.499 DKK
services-card-elbil-text = Wallbox mit 11 kW montiert, Sicherungskasten geprüft und Anmeldung beim Netzbetreiber erledigt.
services-card-elbil-price = Ladestation ab 9.995 DKK
services-card-tavle-text = Neuer Sicherungskasten, FI-Schutzschalter (HPFI), zusätzliche Stromkreise und Prüfung des Sicherungskastens mit Bericht.
services-card-tavle-price = Neuer Sicherungskasten ab 8.500 DKK
services-card-erhverv-text = Serviceverträge, Herrichtung von Mietflächen, Arbeiten an Verteilern und Beleuchtung für Geschäfte und Büros.
services-card-erhverv-price = Ab 510 DKK pro Stunde zzgl. MwSt.

services-process-heading = So arbeiten wir
services-process-intro = Unabhängig von der Größe des Auftrags folgen wir immer denselben vier Schritten, damit Sie stets wissen, was passiert und was es kostet.
services-process-1-title = Kontakt und Angebot
services-process-1-text = Rufen Sie uns an oder senden Sie uns eine Anfrage. Beschreiben Sie den Auftrag und schicken Sie gern Fotos mit. Sie erhalten innerhalb von 2 Stunden an Werktagen eine Antwort.
services-process-2-title = Festpreis
services-process-2-text = Sie erhalten ein schriftliches Angebot zum Festpreis ohne versteckte Gebühren. Bei größeren Aufträgen kommen wir vorher kostenlos vorbei und sehen uns alles an.
services-process-3-title = Die Arbeiten
services-process-3-text = Wir kommen zur vereinbarten Zeit, decken ab, führen die Arbeiten nach den geltenden Vorschriften aus und räumen hinterher auf.
services-process-4-title = Prüfung und Dokumentation
services-process-4-text = Wir messen und prüfen die Installation, gehen sie mit Ihnen durch und senden Ihnen Dokumentation und Rechnung per E-Mail.

services-rates-heading = Was kostet ein Elektriker bei uns?
services-rates-intro = Wir haben drei Stundensätze, die sich nach der Art des Auftrags richten. Preise für Privatkunden verstehen sich inkl. MwSt., Preise für Gewerbekunden zzgl. MwSt. Viele Aufträge erledigen wir zum Festpreis – die Preise finden Sie bei der jeweiligen Leistung.
services-rate-hour = pro Stunde inkl. MwSt.
services-rate-standard-name = Standard
services-rate-standard-price = 650 DKK
services-rate-standard-business = Gewerbe: 510 DKK zzgl. MwSt.
services-rate-standard-text = Fehlersuche und Reparatur, Steckdosen, Austausch von Leuchten und Elektro-Check.
services-rate-premium-name = Premium
services-rate-premium-price = 850 DKK
services-rate-premium-business = Gewerbe: 670 DKK zzgl. MwSt.
services-rate-premium-text = Alles aus Standard plus Neuinstallationen, Smart Home und Modernisierung des Sicherungskastens – mit 2 Jahren Garantie.
services-rate-exclusive-name = Exclusive
services-rate-exclusive-price = 1.050 DKK
services-rate-exclusive-business = Gewerbe: 850 DKK zzgl. MwSt.
services-rate-exclusive-text = Alles aus Premium plus VIP-Priorität, Bereitschaft rund um die Uhr, technisches Sonderdesign, fester Projektleiter und maßgeschneiderter Servicevertrag.
services-rates-note = Zuschläge: abends 16–21 Uhr + 25 %, Notfall am selben Tag + 50 %, nachts 21–7 Uhr + 75 %. Die Anfahrt ist bis 15 km kostenlos, bis 30 km kostet sie 199 DKK und bis 50 km 399 DKK. Mit einem Abonnement sparen Sie 10 % auf den Stundensatz.

## Leistungsseiten: gemeinsame Teile

service-page-meta-title = { $heading } | { $name }
service-page-breadcrumbs = Brotkrümelnavigation
service-page-breadcrumb-home = Startseite
service-page-breadcrumb-services = Leistungen
service-page-do-heading = Dabei helfen wir
service-page-prices-heading = Typische Preise
service-page-prices-caption = Beispiele für Festpreise und Stundensätze: { $service }
service-page-price-task = Leistung
service-page-price-amount = Preis
service-page-booking-heading = So buchen Sie
service-page-booking-1-title = Kontaktieren Sie uns
service-page-booking-1-text = Rufen Sie uns unter { $phone } an oder füllen Sie das Angebotsformular aus. Sie erhalten innerhalb von 2 Stunden an Werktagen eine Antwort.
service-page-booking-2-title = Festpreis erhalten
service-page-booking-2-text = Sie erhalten ein schriftliches Angebot zum Festpreis. Ist der Auftrag groß oder schwer einzuschätzen, kommen wir vorher kostenlos vorbei.
service-page-booking-3-title = Termin wählen
service-page-booking-3-text = Wir finden einen Tag, der Ihnen passt – normale Aufträge in der Regel innerhalb von 3–5 Werktagen, dringende oft noch am selben Tag.
service-page-book-visit = Besichtigung buchen
service-page-booking-4-title = Ausführung und Dokumentation
service-page-booking-4-text = Wir führen die Arbeiten aus, prüfen die Installation und senden Ihnen Dokumentation und Rechnung per E-Mail.
service-page-promise-price = Festpreis ohne versteckte Gebühren
service-page-promise-reply = Antwort innerhalb von 2 Stunden an Werktagen
service-page-promise-certified = Zertifizierte und versicherte Elektriker
service-page-faq-heading = Häufig gestellte Fragen
service-page-other-heading = Weitere Leistungen
service-page-all-services = Alle Leistungen ansehen

## Elektroinstallation

service-page-installation-heading = Elektroinstallation in Kopenhagen
service-page-installation-description = Neue Steckdosen, Deckenauslässe, Einbauspots und komplette Elektrik bei Renovierungen. Neue Steckdose ab 895 DKK inkl. Material. Festpreis und 2 Jahre Garantie.
service-page-installation-intro = Neue Steckdosen, Deckenauslässe, Einbauspots und Kabel – oder eine komplett neue Elektroinstallation, wenn Sie Küche, Bad oder die ganze Wohnung renovieren. Wir planen die Lösung gemeinsam mit Ihnen, nennen Ihnen einen Festpreis und übergeben die Installation geprüft und dokumentiert.
service-page-installation-do-1 = Neue Steckdosen und Schalter – auch mit integriertem USB-Ladegerät
service-page-installation-do-2 = Deckenauslässe, Spots und LED-Beleuchtung in Decken, Schränken und Nischen
service-page-installation-do-3 = Elektrik für die Küche: Induktionskochfeld, Dunstabzugshaube, Geschirrspüler und neue Stromkreise
service-page-installation-do-4 = Elektrik im Bad: Fußbodenheizung, Handtuchheizkörper und feuchtraumgeeignete Spots
service-page-installation-do-5 = Außensteckdosen und Beleuchtung im Garten, auf der Terrasse und am Eingang
service-page-installation-do-6 = Komplette Elektroinstallation bei Renovierung, Umbau und Anbau
service-page-installation-price-1-label = Neue Doppelsteckdose in bestehender Installation
service-page-installation-price-1-amount = ab 895 DKK inkl. Material
service-page-installation-price-2-label = Neuer Deckenauslass mit Schalter
service-page-installation-price-2-amount = ab 1.495 DKK
service-page-installation-price-3-label = 6 LED-Deckenspots inkl. Spots und Dimmer
service-page-installation-price-3-amount = ab 4.995 DKK
service-page-installation-price-4-label = Anschluss eines Induktionskochfelds an einen vorhandenen Anschluss
service-page-installation-price-4-amount = ab 995 DKK
service-page-installation-price-5-label = Außensteckdose (IP44) mit Schutzkontakt
service-page-installation-price-5-amount = ab 1.795 DKK
service-page-installation-price-note = Alle Preise inkl. MwSt., Material und Anfahrt bis 15 km. Kleine Aufträge ohne Festpreis werden zum Standard-Stundensatz von 650 DKK abgerechnet, Neuinstallationen und neue Stromkreise zum Premium-Stundensatz von 850 DKK.
service-page-installation-booking-note = Schicken Sie uns mit Ihrer Anfrage gern Fotos des Raums und Ihres Sicherungskastens. Dann können wir Ihnen oft einen Festpreis nennen, ohne vorher vorbeizukommen.
service-page-installation-faq-1-q = Was darf ich selbst machen?
service-page-installation-faq-1-a = Sehr wenig. Bei abgeschaltetem Strom dürfen Sie z. B. eine Lampe an einem Deckenhaken aufhängen, Stecker und Kabel an Lampen austauschen und einen vorhandenen Schalter oder eine vorhandene Steckdose durch ein gleichwertiges Modell ersetzen – Steckdosen mit Schutzkontakt allerdings nur, wenn die Installation durch einen FI-Schutzschalter (HPFI) geschützt ist. Neue Steckdosen, das Versetzen von Anschlüssen, neue Kabel und Arbeiten im Sicherungskasten müssen von einem zugelassenen Elektroinstallateur ausgeführt werden. Andernfalls riskieren Sie Stromschläge und Brände, und die Versicherung kann die Leistung verweigern.
service-page-installation-faq-2-q = Erhalte ich eine Dokumentation?
service-page-installation-faq-2-a = Ja. Wenn die Arbeiten abgeschlossen sind, messen und prüfen wir die Installation, und Sie erhalten die Dokumentation zusammen mit der Rechnung per E-Mail. Bewahren Sie sie auf – sie ist nützlich, wenn Sie Ihre Immobilie verkaufen, und gegenüber Ihrer Versicherung.
service-page-installation-faq-3-q = Wie schnell können Sie kommen?
service-page-installation-faq-3-a = Sie erhalten innerhalb von 2 Stunden an Werktagen eine Antwort, und normale Aufträge erledigen wir in der Regel innerhalb von 3–5 Werktagen. Ist etwas dringend, z. B. eine Steckdose, die heiß wird, kommen wir oft noch am selben Tag.
service-page-installation-faq-4-q = Kann der Preis während der Arbeiten steigen?
service-page-installation-faq-4-a = Nein, ein Festpreis ist ein Festpreis. Stoßen wir auf etwas Unvorhergesehenes, z. B. ein altes Kabel, das ersetzt werden sollte, halten wir an und besprechen es mit Ihnen, bevor wir weitermachen.

## Fehlersuche

service-page-fejlfinding-heading = Elektro-Fehlersuche in Kopenhagen
service-page-fejlfinding-description = Löst der FI-Schutzschalter (HPFI) aus, flackert das Licht oder fehlt der Strom? Ein autorisierter Elektriker findet den Fehler. 650 DKK pro angefangene Stunde inkl. MwSt.
service-page-fejlfinding-intro = Löst der FI-Schutzschalter (HPFI) aus, flackert das Licht oder ist ein Teil Ihrer Wohnung ohne Strom? Wir suchen den Fehler systematisch mit professionellen Messgeräten und beheben ihn – in der Regel schon beim ersten Besuch.
service-page-fejlfinding-do-1 = Der FI-Schutzschalter (HPFI) löst aus – wir finden das Gerät oder den Stromkreis mit Fehlerstrom
service-page-fejlfinding-do-2 = Kein Strom in einem Stromkreis, an einer Steckdose oder in einem ganzen Raum
service-page-fejlfinding-do-3 = Licht, das blinkt, flackert oder sich von selbst dimmt
service-page-fejlfinding-do-4 = Heiße, verfärbte oder knisternde Steckdosen und Schalter
service-page-fejlfinding-do-5 = Sicherungen, die wegen Überlastung immer wieder auslösen
service-page-fejlfinding-do-6 = Isolationsmessung und Prüfung der Erdung
service-page-fejlfinding-price-1-label = Fehlersuche werktags 7–16 Uhr
service-page-fejlfinding-price-1-amount = 650 DKK pro angefangene Stunde
service-page-fejlfinding-price-2-label = Fehlersuche abends 16–21 Uhr
service-page-fejlfinding-price-2-amount = 813 DKK pro angefangene Stunde
service-page-fejlfinding-price-3-label = Notdienst am selben Tag
service-page-fejlfinding-price-3-amount = 975 DKK pro angefangene Stunde
service-page-fejlfinding-price-4-label = Fehlersuche nachts 21–7 Uhr
service-page-fejlfinding-price-4-amount = 1.138 DKK pro angefangene Stunde
service-page-fejlfinding-price-5-label = Elektro-Check einer Wohnung bis 120 m² mit schriftlichem Bericht
service-page-fejlfinding-price-5-amount = ab 1.950 DKK
service-page-fejlfinding-price-note = Alle Preise inkl. MwSt. Die Anfahrt ist bis 15 km kostenlos, bis 30 km kostet sie 199 DKK und bis 50 km 399 DKK. Ersatzteile werden nach Verbrauch abgerechnet, und wir nennen Ihnen den Preis, bevor wir etwas austauschen. Mit einem Abonnement sparen Sie 10 % auf den Stundensatz.
service-page-fejlfinding-booking-note = Beschreiben Sie uns, was passiert und wann der Fehler auftritt – z. B. ob der FI-Schutzschalter (HPFI) auslöst, wenn ein bestimmtes Gerät eingeschaltet wird. Je mehr wir wissen, desto schneller finden wir den Fehler.
service-page-fejlfinding-faq-1-q = Was darf ich selbst machen?
service-page-fejlfinding-faq-1-a = Sie dürfen den FI-Schutzschalter (HPFI) und die Leitungsschutzschalter wieder einschalten und eine durchgebrannte Schraubsicherung austauschen. Löst der FI-Schutzschalter erneut aus, können Sie alle Stecker ziehen und sie einzeln wieder einstecken, um das Gerät zu finden. Steckdosen, Abzweigdosen oder den Sicherungskasten dürfen Sie nicht öffnen – das erfordert einen zugelassenen Elektroinstallateur.
service-page-fejlfinding-faq-2-q = Was ist, wenn Sie den Fehler nicht finden?
service-page-fejlfinding-faq-2-a = Die meisten Fehler finden wir innerhalb der ersten Stunde. Dauert es länger, hören wir nach 2 Stunden auf und besprechen mit Ihnen, wie es weitergeht. Sie zahlen nur für die Zeit, die wir aufgewendet haben.
service-page-fejlfinding-faq-3-q = Wie schnell können Sie kommen?
service-page-fejlfinding-faq-3-a = Rufen Sie uns montags bis freitags von 8 bis 17 Uhr unter { $phone } an. Bei dringenden Fehlern kommen wir in der Regel noch am selben Tag. Riecht es verbrannt oder sehen Sie Rauch oder Funken: Schalten Sie den Strom am FI-Schutzschalter (HPFI) ab und rufen Sie bei einem Brand die 112 an.
service-page-fejlfinding-faq-4-q = Erhalte ich eine Dokumentation?
service-page-fejlfinding-faq-4-a = Ja. Sie erhalten einen kurzen Bericht darüber, was wir gefunden, gemessen und behoben haben – sowie eventuelle Empfehlungen. Den können Sie bequem Ihrer Versicherung vorlegen.

## Smart Home

service-page-smart-home-heading = Smart-Home-Installation in Kopenhagen
service-page-smart-home-description = Smartes Licht, Dimmer und Sensoren, installiert von einem autorisierten Elektriker. Smart-Licht-Pakete ab 2.499 DKK inkl. MwSt. Wir richten App und Automatisierungen ein.
service-page-smart-home-intro = Steuern Sie Licht, Heizung und Steckdosen per Smartphone, per Sprache oder ganz automatisch. Wir montieren intelligente Schalter, Dimmer und Sensoren in Ihrer festen Elektroinstallation und richten alles so ein, dass es vom ersten Tag an funktioniert.
service-page-smart-home-do-1 = Smartes Licht: intelligente Schalter, Dimmer und LED-Leuchtmittel mit Farben und Szenen
service-page-smart-home-do-2 = Bewegungsmelder und Zeitsteuerung für Flur, Treppe und Außenbeleuchtung
service-page-smart-home-do-3 = Smarte Steckdosen und Steuerung der Fußbodenheizung
service-page-smart-home-do-4 = Einrichtung von App, Räumen und Automatisierungen mit Apple Home, Google Home oder Alexa
service-page-smart-home-do-5 = Steuerung von Ladestation und Wärmepumpe, sofern die Geräte dies unterstützen
service-page-smart-home-do-6 = Gründliche Einweisung, damit die ganze Familie das System nutzen kann
service-page-smart-home-price-1-label = Smart-Licht-Starterpaket
service-page-smart-home-price-1-amount = 2.499 DKK
service-page-smart-home-price-2-label = Smart-Licht-Erweiterungspaket
service-page-smart-home-price-2-amount = 3.999 DKK
service-page-smart-home-price-3-label = Smart-Licht-Komplettpaket
service-page-smart-home-price-3-amount = 6.499 DKK
service-page-smart-home-price-4-label = Smarter Schalter oder Dimmer, montiert in vorhandener Unterputzdose
service-page-smart-home-price-4-amount = ab 1.095 DKK pro Stück
service-page-smart-home-price-5-label = Installation und Einrichtung nach Aufwand (Premium)
service-page-smart-home-price-5-amount = 850 DKK pro Stunde
service-page-smart-home-price-note = Alle Preise inkl. MwSt. Zum Komplettpaket gehören 30 Tage Support nach der Installation. Die Montage in der festen Installation führen wir zum Festpreis oder zum Premium-Stundensatz von 850 DKK aus, und Sie erhalten 2 Jahre Garantie auf die Arbeit.
service-page-smart-home-products = Smart-Home-Produkte im Shop ansehen
service-page-smart-home-booking-note = Sagen Sie uns, welche Räume Sie steuern möchten und ob Sie bereits Apple Home, Google Home oder Alexa nutzen. Dann schlagen wir Ihnen eine Lösung vor, die zu Ihrem Zuhause und Ihrem Budget passt.
service-page-smart-home-faq-1-q = Was darf ich selbst machen?
service-page-smart-home-faq-1-a = Sie dürfen smarte Leuchtmittel selbst eindrehen, Smart-Stecker in normale Steckdosen stecken und Programmierung und Automatisierungen in der App ändern. Smarte Schalter, Dimmer und Relais, die eine neue Verkabelung oder einen Neutralleiter in der Dose erfordern, müssen von einem zugelassenen Elektroinstallateur montiert werden.
service-page-smart-home-faq-2-q = Funktioniert das Licht, wenn das Internet ausfällt?
service-page-smart-home-faq-2-a = Ja. Wir wählen Lösungen, bei denen die Schalter immer wie normale Schalter funktionieren und die Automatisierungen lokal im Haus laufen, auch wenn das Internet ausgefallen ist.
service-page-smart-home-faq-3-q = Können Sie auf dem aufbauen, was ich bereits habe?
service-page-smart-home-faq-3-a = In den meisten Fällen ja. Wir arbeiten mit verbreiteten Standards wie Matter, Zigbee und WLAN, sodass neue Produkte mit Ihren vorhandenen zusammenarbeiten können.
service-page-smart-home-faq-4-q = Wie schnell können Sie kommen?
service-page-smart-home-faq-4-a = Sie erhalten innerhalb von 2 Stunden an Werktagen eine Antwort, und die Installation kann in der Regel innerhalb von 1–2 Wochen beginnen. Ein Smart-Licht-Paket installieren wir meist an einem Tag.

## Ladestation für E-Autos

service-page-elbil-heading = Ladestation für E-Autos in Kopenhagen
service-page-elbil-description = Ladestation mit 11 kW montiert ab 9.995 DKK inkl. MwSt. Wir prüfen den Sicherungskasten, montieren die Wallbox und melden sie für Sie beim Netzbetreiber an.
service-page-elbil-intro = Laden Sie Ihr Auto zu Hause – sicher, schnell und günstig über Nacht. Wir montieren Wallboxen mit bis zu 11 kW, prüfen, ob Sicherungskasten und Hausanschlussleitung die Last bewältigen, und melden die Installation für Sie beim Netzbetreiber an.
service-page-elbil-do-1 = Beratung zur Wahl der Wallbox: 11 kW dreiphasig oder 3,7–7,4 kW einphasig
service-page-elbil-do-2 = Prüfung von Sicherungskasten, Hausanschlussleitung und Hauptsicherung vor der Installation
service-page-elbil-do-3 = Montage an der Wand oder an einer Ladesäule mit eigenem Stromkreis und korrektem Fehlerstromschutz
service-page-elbil-do-4 = Anmeldung der Installation beim Netzbetreiber – das übernehmen wir für Sie
service-page-elbil-do-5 = Einrichtung von App, Zugangskontrolle und Laden zu den günstigsten Strompreisen
service-page-elbil-do-6 = Ladelösungen für Eigentümergemeinschaften und Wohnungsgenossenschaften (dänisch: ejerforeninger und andelsboligforeninger) mit Lastmanagement zwischen mehreren Ladepunkten
service-page-elbil-price-1-label = Ladestation 11 kW montiert, inkl. Wallbox und bis zu 10 m Kabel
service-page-elbil-price-1-amount = ab 9.995 DKK
service-page-elbil-price-2-label = Montage Ihrer eigenen Wallbox, bis zu 10 m Kabel
service-page-elbil-price-2-amount = ab 4.995 DKK
service-page-elbil-price-3-label = Zusätzliches Kabel über 10 m hinaus
service-page-elbil-price-3-amount = ab 245 DKK pro Meter
service-page-elbil-price-4-label = Freistehende Ladesäule mit Fundament statt Wandmontage
service-page-elbil-price-4-amount = ab 2.495 DKK zusätzlich
service-page-elbil-price-5-label = Neuer Stromkreis mit FI-Schutzschalter (HPFI) Typ B im vorhandenen Sicherungskasten
service-page-elbil-price-5-amount = ab 2.995 DKK
service-page-elbil-price-note = Alle Preise inkl. MwSt. und Anfahrt bis 15 km. Der Preis hängt vor allem vom Abstand zwischen Sicherungskasten und Wallbox sowie vom Zustand des Sicherungskastens ab, deshalb erhalten Sie immer einen Festpreis, bevor wir beginnen. Zusätzliche Arbeiten werden zum Premium-Stundensatz von 850 DKK abgerechnet.
service-page-elbil-booking-note = Senden Sie uns Fotos Ihres Sicherungskastens, der Hauptsicherung und der Stelle, an der die Wallbox hängen soll, und nennen Sie uns den ungefähren Abstand zum Sicherungskasten. Dann können wir Ihnen in der Regel ohne Besichtigung vor Ort einen Festpreis nennen.
service-page-elbil-faq-1-q = Muss die Ladestation beim Netzbetreiber angemeldet werden?
service-page-elbil-faq-1-a = Ja. Eine Wallbox muss beim Netzbetreiber (netselskab) angemeldet werden, und als zugelassener Elektroinstallateur erledigen wir das im Rahmen der Installation für Sie. Sie müssen selbst nichts ausfüllen.
service-page-elbil-faq-2-q = Was darf ich selbst machen?
service-page-elbil-faq-2-a = Sie dürfen das Ladekabel am Auto anschließen und Einstellungen in der App der Wallbox ändern. Die Wallbox selbst muss von einem zugelassenen Elektroinstallateur an die feste Installation angeschlossen werden. Laden Sie nicht regelmäßig an einer normalen Steckdose mit Verlängerungskabel – sie ist nicht für eine so hohe Last über viele Stunden ausgelegt.
service-page-elbil-faq-3-q = Reicht mein Sicherungskasten für eine Wallbox?
service-page-elbil-faq-3-a = Das prüfen wir immer. Die meisten Häuser mit einer Hauptsicherung von 3 × 25 A kommen gut mit einer 11-kW-Wallbox zurecht, besonders mit Lastmanagement. Haben Sie einen älteren Sicherungskasten ohne FI-Schutzschalter (HPFI), muss dieser oft zuerst modernisiert werden.
service-page-elbil-faq-4-q = Wie schnell können Sie kommen?
service-page-elbil-faq-4-a = Sie erhalten innerhalb von 2 Stunden an Werktagen eine Antwort, und wir montieren die Wallbox in der Regel innerhalb von 1–2 Wochen – schneller, wenn die gewünschte Wallbox auf Lager ist.

## Sicherungskästen

service-page-tavle-heading = Sicherungskästen und Verteilerprüfung in Kopenhagen
service-page-tavle-description = Neuer Sicherungskasten ab 8.500 DKK, FI-Schutzschalter (HPFI), zusätzliche Stromkreise und Verteilerprüfung mit Bericht. Autorisierter Elektriker und Festpreise inkl. MwSt.
service-page-tavle-intro = Der Sicherungskasten ist das Herz Ihrer Elektroinstallation. Wir ersetzen alte Sicherungskästen mit Schraubsicherungen, montieren FI-Schutzschalter (in Dänemark HPFI-Relais genannt, international auch RCD), erweitern um neue Stromkreise und führen Verteilerprüfungen durch, damit Sie wissen, dass Ihre Installation sicher ist.
service-page-tavle-do-1 = Neuer Sicherungskasten mit Leitungsschutzschaltern und FI-Schutzschalter (HPFI)
service-page-tavle-do-2 = Austausch alter HFI-Schalter (ältere FI-Bauart) und Schraubsicherungen
service-page-tavle-do-3 = Verteilerprüfung mit Test des FI-Schutzschalters (HPFI), Nachziehen der Klemmen und Messungen
service-page-tavle-do-4 = Neue Stromkreise für Küche, Wärmepumpe, Wallbox oder Werkstatt
service-page-tavle-do-5 = Überspannungsschutz gegen Blitzeinschläge und Spannungsspitzen
service-page-tavle-do-6 = Deutliche Beschriftung, damit Sie immer wissen, welche Sicherung wozu gehört
service-page-tavle-price-1-label = Neuer Sicherungskasten (bis zu 8 Stromkreise) inkl. FI-Schutzschalter (HPFI)
service-page-tavle-price-1-amount = ab 8.500 DKK
service-page-tavle-price-2-label = Austausch eines HFI-Schalters gegen einen neuen FI-Schutzschalter (HPFI)
service-page-tavle-price-2-amount = ab 2.495 DKK
service-page-tavle-price-3-label = Verteilerprüfung mit schriftlichem Bericht
service-page-tavle-price-3-amount = ab 1.295 DKK
service-page-tavle-price-4-label = Neuer Stromkreis mit Leitungsschutzschalter im vorhandenen Sicherungskasten
service-page-tavle-price-4-amount = ab 1.895 DKK
service-page-tavle-price-5-label = Überspannungsschutz (Typ 2)
service-page-tavle-price-5-amount = ab 2.995 DKK
service-page-tavle-price-note = Alle Preise inkl. MwSt., Material und Anfahrt bis 15 km. Arbeiten am Sicherungskasten, die über den Festpreis hinausgehen, werden zum Premium-Stundensatz von 850 DKK abgerechnet, und Sie erhalten 2 Jahre Garantie auf die Arbeit.
service-page-tavle-booking-note = Ein Foto Ihres aktuellen Sicherungskastens mit geöffneter Tür und eines der Hauptsicherung sind die beste Grundlage für einen Festpreis.
service-page-tavle-faq-1-q = Was ist ein FI-Schutzschalter (HPFI), und brauche ich einen?
service-page-tavle-faq-1-a = Ein FI-Schutzschalter (in Dänemark HPFI-Relais genannt, international auch RCD) schaltet den Strom in Sekundenbruchteilen ab, wenn der Strom einen falschen Weg nimmt – z. B. durch einen Menschen. Hat Ihr Sicherungskasten nur Schraubsicherungen oder einen alten HFI-Schalter, empfehlen wir eine Modernisierung. Drücken Sie ein paarmal im Jahr die Prüftaste, um zu sehen, dass der Schalter funktioniert.
service-page-tavle-faq-2-q = Was ist eine Verteilerprüfung?
service-page-tavle-faq-2-a = Bei einer Verteilerprüfung führen wir eine Sichtprüfung des Sicherungskastens durch, ziehen die Klemmen nach, testen den FI-Schutzschalter (HPFI) und messen Isolation und Erdung. Sie erhalten einen Bericht mit Ergebnissen und Empfehlungen. Wir empfehlen eine Prüfung, wenn Sie eine ältere Immobilie kaufen, und ansonsten alle 5–10 Jahre.
service-page-tavle-faq-3-q = Was darf ich selbst machen?
service-page-tavle-faq-3-a = Sie dürfen Leitungsschutzschalter und den FI-Schutzschalter (HPFI) wieder einschalten, die Prüftaste drücken und Schraubsicherungen austauschen. Alle anderen Arbeiten im Sicherungskasten – auch das Verlegen oder Hinzufügen eines Stromkreises – müssen von einem zugelassenen Elektroinstallateur ausgeführt werden.
service-page-tavle-faq-4-q = Wie lange bin ich ohne Strom?
service-page-tavle-faq-4-a = Ein normaler Austausch des Sicherungskastens in einem Haus oder einer Wohnung dauert in der Regel 4–6 Stunden, und der Strom ist nur während unserer Arbeiten abgeschaltet. Nach Abschluss erhalten Sie eine Dokumentation für den neuen Sicherungskasten.

## Gewerbe

service-page-erhverv-heading = Elektriker für Gewerbekunden in Kopenhagen
service-page-erhverv-description = Elektrik für Geschäft, Büro und Immobilie: Serviceverträge, Herrichtung von Mietflächen und Arbeiten an Verteilern. Ab 510 DKK pro Stunde zzgl. MwSt. Antwort innerhalb von 2 Stunden.
service-page-erhverv-intro = Wir unterstützen Geschäfte, Büros, Praxen, Restaurants und Immobilien bei Elektroarbeiten, ohne den Betrieb zu stören. Feste Ansprechperson, Serviceverträge mit bevorzugtem Einsatz und klare Preise zzgl. MwSt.
service-page-erhverv-do-1 = Serviceverträge mit fester Ansprechperson, bevorzugtem Einsatz und 10 % Rabatt auf den Stundensatz
service-page-erhverv-do-2 = Herrichtung und Instandsetzung von Mietflächen bei Ein- und Auszug
service-page-erhverv-do-3 = Arbeiten an Verteilern: neue Unterverteilungen, Erweiterungen, FI-Schutzschalter (HPFI) und Überspannungsschutz
service-page-erhverv-do-4 = Beleuchtung für Geschäft, Büro und Lager – auch Umrüstung auf LED, die die Stromrechnung senkt
service-page-erhverv-do-5 = Ladestationen für Mitarbeitende und Kunden mit Lastmanagement
service-page-erhverv-do-6 = Thermografie und Prüfungen als Nachweis gegenüber der Versicherung
service-page-erhverv-price-1-label = Standard-Stundensatz: Fehlersuche, Reparatur und Service
service-page-erhverv-price-1-amount = 510 DKK pro Stunde zzgl. MwSt.
service-page-erhverv-price-2-label = Premium-Stundensatz: Neuinstallation, Arbeiten an Verteilern und Smart Home
service-page-erhverv-price-2-amount = 670 DKK pro Stunde zzgl. MwSt.
service-page-erhverv-price-3-label = Exclusive-Stundensatz: VIP-Priorität und Bereitschaft rund um die Uhr
service-page-erhverv-price-3-amount = 850 DKK pro Stunde zzgl. MwSt.
service-page-erhverv-price-4-label = Mit Servicevertrag: 10 % Rabatt auf den Standard-Stundensatz
service-page-erhverv-price-4-amount = 459 DKK pro Stunde zzgl. MwSt.
service-page-erhverv-price-5-label = Herrichtung von Mietflächen bis 100 m²
service-page-erhverv-price-5-amount = ab 3.995 DKK zzgl. MwSt.
service-page-erhverv-price-note = Alle Preise für Gewerbekunden verstehen sich zzgl. MwSt. Arbeiten von 16 bis 21 Uhr kosten 25 % mehr, Notdiensteinsätze am selben Tag 50 % und Nachtarbeit von 21 bis 7 Uhr 75 %. Die Anfahrt ist bis 15 km kostenlos.
service-page-erhverv-booking-note = Informieren Sie uns über Ihre Räumlichkeiten und Öffnungszeiten und darüber, wann die Arbeiten am besten ausgeführt werden können. Wir arbeiten gern außerhalb der Öffnungszeiten, damit Kunden und Mitarbeitende nicht gestört werden.
service-page-erhverv-faq-1-q = Was umfasst ein Servicevertrag?
service-page-erhverv-faq-1-a = Ein Servicevertrag bietet Ihnen eine feste Ansprechperson, bevorzugten Einsatz und 10 % Rabatt auf den Stundensatz. Mit einem Exclusive-Vertrag erhalten Sie außerdem Bereitschaft rund um die Uhr, einen eigenen Projektleiter und einen Vertrag, der auf Ihren Betrieb zugeschnitten ist.
service-page-erhverv-faq-2-q = Können Sie außerhalb unserer Öffnungszeiten arbeiten?
service-page-erhverv-faq-2-a = Ja. Nach Absprache arbeiten wir gern früh morgens, abends oder am Wochenende. Abendarbeit von 16 bis 21 Uhr kostet mit dem Standard-Stundensatz 638 DKK pro Stunde zzgl. MwSt.
service-page-erhverv-faq-3-q = Erhalten wir eine Dokumentation?
service-page-erhverv-faq-3-a = Ja. Jeder Auftrag wird mit einer Dokumentation der ausgeführten Arbeiten und der Messungen abgeschlossen, und bei Arbeiten an Verteilern aktualisieren wir das Stromkreisverzeichnis. Das ist nützlich gegenüber der Versicherung, dem Vermieter und bei der Übergabe der Mietfläche.
service-page-erhverv-faq-4-q = Wie schnell können Sie kommen?
service-page-erhverv-faq-4-a = Sie erhalten innerhalb von 2 Stunden an Werktagen eine Antwort. Kunden mit Servicevertrag erhalten bevorzugten Einsatz – bei Betriebsstillstand in der Regel noch am selben Tag – und mit einem Exclusive-Vertrag haben Sie Bereitschaft rund um die Uhr.

## Call-to-Action (Leistungen, Leistungsseiten und die Seite „Über uns“)

services-cta-heading = Bereit loszulegen?
services-cta-text = Fordern Sie ein kostenloses und unverbindliches Angebot zum Festpreis an. Wir antworten innerhalb von 2 Stunden an Werktagen.
services-cta-quote = Kostenloses Angebot anfordern
services-cta-call = Anrufen: { $phone }
services-cta-hours = Telefonisch erreichbar montags bis freitags von 8 bis 17 Uhr.
