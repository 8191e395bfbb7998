## Über-uns-Seite (/om-os)

about-page-meta-title = Über uns – autorisierter Elektriker in Kopenhagen NV | { $name }
about-page-description = Lernen Sie { $name } kennen: autorisierter Elektroinstallateur in Kopenhagen NV mit über 15 Jahren Erfahrung. Zertifizierte, versicherte Elektriker und Festpreise.
about-page-badge = Über 15 Jahre Erfahrung
about-page-heading = Über { $name }
about-page-intro = Wir sind ein lokaler Elektrobetrieb in Kopenhagen NV. Wir führen Elektroarbeiten für Privatkunden und Unternehmen im gesamten Großraum Kopenhagen aus – mit Festpreisen, klarer Kommunikation und Arbeit, die wir mit Stolz vorzeigen.
about-page-image-alt = Zeichnung eines Elektriker-Transporters vor Stadthäusern in Kopenhagen

about-story-heading = Unsere Geschichte
about-story-1 = { $name } wurde von einem Elektromeister und autorisierten Elektroinstallateur gegründet, der über 15 Jahre Erfahrung mitbringt – von kleinen Aufträgen in Privathaushalten bis zu großen Gewerbebauten. Die Idee war einfach: ein Elektrobetrieb, bei dem der Kunde immer weiß, was etwas kostet, wann wir kommen und was wir gemacht haben.
about-story-2 = Heute sind wir ein Team aus ausgebildeten Elektrikern und Auszubildenden mit Sitz in Kopenhagen NV. Wir sind in ganz Kopenhagen und Umgebung unterwegs, und unsere Fahrzeuge sind mit Werkzeug und den meistgenutzten Materialien bestückt, sodass sich die meisten Aufträge beim ersten Besuch erledigen lassen.
about-story-3 = Wir sind ein autorisierter Elektroinstallationsbetrieb mit einem zugelassenen Qualitätsmanagementsystem, und alle unsere Elektriker sind zertifiziert und versichert. Jedes Jahr bilden wir neue Auszubildende aus, weil wir daran glauben, unser Handwerk weiterzugeben.
about-credentials = Das sind wir
about-credential-1 = Autorisierter Elektroinstallateur
about-credential-2 = Zertifizierte und versicherte Elektriker
about-credential-3 = Über 15 Jahre Erfahrung
about-credential-4 = Elektriker und Auszubildende im eigenen Team

about-values-heading = Unsere Werte
about-values-intro = Sechs Dinge, bei denen wir nie Kompromisse eingehen – ganz gleich, ob es um eine neue Steckdose oder eine komplette Gewerbeinstallation geht.
about-value-quality-title = Qualität und Sicherheit
about-value-quality-text = Wir halten uns genau an die Vorschriften, verwenden zugelassene Materialien und messen und prüfen alles, bevor wir gehen. Über eine sichere Installation wird nicht verhandelt.
about-value-reliability-title = Zuverlässigkeit
about-value-reliability-text = Wir kommen, wann wir es zugesagt haben, und halten den versprochenen Preis. Verspäten wir uns, rufen wir an – noch bevor Sie sich wundern.
about-value-customer-title = Kundenorientierung
about-value-customer-text = Wir hören zu, bevor wir bohren. Die Lösung muss zu Ihrem Zuhause, Ihrem Alltag und Ihrem Budget passen – nicht zu dem, was für uns am einfachsten ist.
about-value-pride-title = Handwerklicher Stolz
about-value-pride-text = Gerade Kabelführungen, saubere Abschlüsse und ein Sicherungskasten, der so beschriftet ist, dass jeder ihn versteht. Wir leisten Arbeit, die wir gern vorzeigen.
about-value-passion-title = Leidenschaft
about-value-passion-text = Wir lieben Elektrotechnik – von der klassischen Installation bis zu Smart Home und Ladestationen – und bleiben auf dem neuesten Stand, damit Sie die besten Lösungen erhalten.
about-value-honesty-title = Ehrlichkeit
about-value-honesty-text = Wir sagen Ihnen ehrlich, wenn sich ein Auftrag nicht lohnt oder wenn Sie ihn selbst erledigen können. Keine versteckten Gebühren und keine Überraschungen auf der Rechnung.

about-facts-heading = Darauf können Sie sich verlassen
about-fact-warranty-title = 2 Jahre Garantie
about-fact-warranty-text = Auf Neuinstallationen, Sicherungskästen, Smart Home und Ladestationen erhalten Sie 2 Jahre Garantie auf die Arbeit, und für alle Waren gilt die 2-jährige gesetzliche Gewährleistung.
about-fact-reply-title = Antwort innerhalb von 2 Stunden
about-fact-reply-text = Wenn Sie uns montags bis freitags schreiben oder anrufen, melden wir uns innerhalb von 2 Stunden – und dringende Störungen beheben wir oft noch am selben Tag.
about-fact-prices-title = Festpreise
about-fact-prices-text = Sie erhalten einen Festpreis, bevor wir beginnen – ohne versteckte Gebühren für den Arbeitsbeginn, Kleinmaterial oder die Anfahrt im Nahbereich.
about-fact-advice-title = Kostenlose Beratung
about-fact-advice-text = Wir beraten Sie kostenlos und unverbindlich am Telefon oder bei einem Besuch vor Ort, wenn der Auftrag es erfordert.

about-cta-heading = Sollen wir uns Ihren Auftrag ansehen?
about-cta-text = Sagen Sie uns, was Sie brauchen, und wir melden uns mit einem Festpreis bei Ihnen – innerhalb von 2 Stunden, montags bis freitags.
