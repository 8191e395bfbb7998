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
busy-page-title = Der er travlt lige nu
busy-page-text = Vi har mange besøgende i øjeblikket. Prøv igen om et øjeblik.
