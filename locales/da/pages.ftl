## Pages (titles, descriptions and headings)

not-found-title = Siden findes ikke
not-found-heading = Oops! Page not found
not-found-text = Vi kunne ikke finde siden { $path }. Den kan være flyttet eller slettet.
not-found-home = Gå til forsiden

contact-title = Kontakt os
contact-description = Skriv eller ring til os. Vi svarer inden for 24 timer, og akutte henvendelser tager vi telefonen til hverdage kl. 8-17.
coming-soon-title = Kommer snart
auth-title = Log ind eller opret konto
profile-title = Min profil
admin-translations-title = Oversættelser
admin-translation-check-title = Oversættelsesdækning

collection-indendors-lys = Indendørs lys
collection-udendors-lys = Udendørs lys
collection-smart-home = Smart home
collection-tilbehor = Tilbehør

error-page-title = Der opstod en fejl
error-page-text = Siden kunne ikke vises lige nu. Prøv igen om lidt – eller ring til os, så hjælper vi dig.
error-page-retry = Prøv igen
navigation-pending = Indlæser siden …
form-too-large-title = Formularen er for stor
form-too-large-text = Det, du sendte, fylder mere end de { $limit }, vi kan tage imod, så intet er gemt. Gå tilbage, gør teksten kortere, og send igen.
form-unreadable-title = Formularen kunne ikke læses
form-unreadable-text = Det, du sendte, nåede ikke helt frem, så intet er gemt. Gå tilbage, og send formularen igen.
form-cross-site-title = Formularen blev afvist
form-cross-site-text = Formularen kom ikke fra vores egen side, så intet er gemt. Åbn siden igen, og send formularen derfra.
busy-page-title = Der er travlt lige nu
busy-page-text = Vi har mange besøgende i øjeblikket. Prøv igen om et øjeblik.
