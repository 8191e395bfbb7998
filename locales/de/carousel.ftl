## Startseite: Karussell zur smarten Beleuchtung

carousel-heading = Smartes Licht für das ganze Zuhause
carousel-intro = Smarte Beleuchtung bietet mehr Komfort, einen geringeren Stromverbrauch und mehr Sicherheit. Wir installieren Dimmer, Lichtszenen, Sensoren und Zeitsteuerungen – drinnen wie draußen – und richten alles so ein, dass es im Alltag einfach zu bedienen ist.
carousel-book = Beratung buchen
carousel-label = Beispiele für smarte Beleuchtung
carousel-roledescription = Karussell
carousel-slide-roledescription = Bild
carousel-slide-label = { $number } von { $count }
carousel-previous = Vorheriges Bild
carousel-next = Nächstes Bild
carousel-go-to = Zu Bild { $number }
carousel-dots = Bild auswählen
carousel-pause = Automatischen Bildwechsel anhalten
carousel-play = Automatischen Bildwechsel starten

carousel-indoor-tag = Innen
carousel-indoor-title = Lichtszenen im Wohnzimmer
carousel-indoor-text = Dimmen Sie die Deckenleuchte, schalten Sie die Stehleuchte ein und speichern Sie alles als Lichtszene. Mit einem Tastendruck wechseln Sie zwischen Licht zum Abendessen, für den Filmabend und zum Putzen – per Wandschalter, App oder Sprachsteuerung.
carousel-indoor-alt = Wohnzimmer am Abend mit gedimmter Pendelleuchte, Stehleuchte und warmem Licht über dem Sofa, gesteuert per App und Wanddimmer

carousel-outdoor-tag = Außen
carousel-outdoor-title = Sicherheit im Außenbereich
carousel-outdoor-text = Bewegungsmelder schalten das Licht ein, sobald sich jemand nähert, und eine Zeitsteuerung schaltet bei Sonnenuntergang die Stimmungsbeleuchtung ein – auch wenn Sie im Urlaub sind. Beleuchtete Wege und Eingänge verringern die Sturzgefahr und halten ungebetene Gäste fern.
carousel-outdoor-alt = Haus in der Dämmerung mit Leuchten an der Haustür, Pollerleuchten entlang des Gartenwegs und einem Strahler mit Bewegungsmelder über der Garage

carousel-bedroom-tag = Schlafzimmer
carousel-bedroom-title = Sanftes Licht im Schlafzimmer
carousel-bedroom-text = Wachen Sie mit Licht auf, das langsam heller wird, und lassen Sie es am Abend in warmes, gedimmtes Licht übergehen. Nachttischleuchten und indirekte LED-Beleuchtung steuern Sie bequem vom Bett aus, und wenn Sie nachts aufstehen, schaltet ein Sensor ein schwaches Nachtlicht ein.
carousel-bedroom-alt = Schlafzimmer mit sanften Nachttischleuchten und indirekter LED-Beleuchtung hinter dem Kopfteil des Betts
