## Startseite

home-title = Elektriker in Kopenhagen – autorisierter Elektroinstallateur | { $name }
home-description = Autorisierter Elektriker in Kopenhagen. Installation, Fehlersuche, Sicherungskästen, Smart Home und Ladestationen zum Festpreis. Kostenlose Beratung und Antwort innerhalb von 2 Stunden, montags bis freitags.

hero-badge = Autorisierter Elektroinstallateur in Kopenhagen
hero-title = Sichere Elektrik für Zuhause und Gewerbe – zum Festpreis
hero-subtitle = Zertifizierte und versicherte Elektriker für alles von neuen Steckdosen und Leuchten bis zu Sicherungskästen, Smart Home und Ladestationen. Festpreis ohne versteckte Gebühren und kostenlose Beratung, bevor wir loslegen.
hero-see-work = Unsere Arbeiten ansehen
hero-cta = Kostenloses Angebot anfordern
hero-assurances = Darauf können Sie sich immer verlassen
hero-warranty = 2 Jahre Garantie
hero-quick-response = Schnell vor Ort
hero-free-parking = Keine Parkkosten
hero-image-alt = An einer Wand montierte Steckdosen und Schalter
hero-video-pause = Hintergrundvideo anhalten
hero-video-play = Hintergrundvideo abspielen
