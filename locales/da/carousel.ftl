## Home page: smart-light carousel

carousel-heading = Smart lys til hele hjemmet
carousel-intro = Smart belysning giver mere komfort, lavere elforbrug og større tryghed. Vi installerer dæmpere, stemninger, sensorer og tidsstyring – inde som ude – og sætter det hele op, så det er nemt at bruge i hverdagen.
carousel-book = Book rådgivning
carousel-label = Eksempler på smart belysning
carousel-roledescription = karrusel
carousel-slide-roledescription = billede
carousel-slide-label = { $number } af { $count }
carousel-previous = Forrige billede
carousel-next = Næste billede
carousel-go-to = Gå til billede { $number }
carousel-dots = Vælg billede
carousel-pause = Stop automatisk skift af billeder
carousel-play = Start automatisk skift af billeder

carousel-indoor-tag = Indendørs
carousel-indoor-title = Stemninger i stuen
carousel-indoor-text = Dæmp loftlyset, tænd gulvlampen og gem det hele som en stemning. Med ét tryk skifter du mellem lys til middag, film og rengøring – fra kontakten på væggen, fra appen eller med stemmen.
carousel-indoor-alt = Stue om aftenen med dæmpet pendel, gulvlampe og varmt lys over sofaen, styret fra en app og en dæmper på væggen

carousel-outdoor-tag = Udendørs
carousel-outdoor-title = Tryghed udenfor
carousel-outdoor-text = Bevægelsessensorer tænder lyset, når nogen nærmer sig, og tidsstyring tænder stilys ved solnedgang – også når du er på ferie. Oplyste stier og indgange mindsker risikoen for fald og holder ubudne gæster på afstand.
carousel-outdoor-alt = Hus i skumringen med lamper ved hoveddøren, pullerter langs havegangen og en projektør med bevægelsessensor over garagen

carousel-bedroom-tag = Soveværelse
carousel-bedroom-title = Blødt lys i soveværelset
carousel-bedroom-text = Vågn op til lys, der langsomt bliver stærkere, og lad det glide over i varmt, dæmpet lys om aftenen. Sengelamper og indirekte LED-lys styrer du fra sengen, og står du op om natten, tænder en sensor et svagt natlys.
carousel-bedroom-alt = Soveværelse med bløde sengelamper og indirekte LED-lys bag sengegavlen
